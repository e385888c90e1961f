import Raster

// TODO: RoundedRect checks.
let roundedRectChecks: [KernelCheck] = []

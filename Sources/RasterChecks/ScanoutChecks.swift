import Raster

// TODO: Scanout checks.
let scanoutChecks: [KernelCheck] = []

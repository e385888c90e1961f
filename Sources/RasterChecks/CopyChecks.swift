import Raster

// TODO: Copy checks.
let copyChecks: [KernelCheck] = []

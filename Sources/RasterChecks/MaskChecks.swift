import Raster

// TODO: Mask checks.
let maskChecks: [KernelCheck] = []

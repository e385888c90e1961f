import Raster

// TODO: Composite checks.
let compositeChecks: [KernelCheck] = []

import Raster

// TODO: Fill checks.
let fillChecks: [KernelCheck] = []

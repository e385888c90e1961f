import Raster

// TODO: AffineWarp checks.
let affineWarpChecks: [KernelCheck] = []

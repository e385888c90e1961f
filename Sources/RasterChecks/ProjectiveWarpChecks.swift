import Raster

// TODO: ProjectiveWarp checks.
let projectiveWarpChecks: [KernelCheck] = []

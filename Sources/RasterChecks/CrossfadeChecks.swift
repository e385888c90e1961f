import Raster

// TODO: Crossfade checks.
let crossfadeChecks: [KernelCheck] = []

import Raster

/// Fill in each mode: a random colour (often opaque or clear, so the SIMD shortcuts
/// run) at a random opacity over random pictures of every width.
let fillChecks: [KernelCheck] = [
    KernelCheck("fill copy") { seed in fillCheck(seed: seed, mode: .copy) },
    KernelCheck("fill sourceOver") { seed in fillCheck(seed: seed, mode: .sourceOver) },
]

private func fillCheck(seed: UInt64, mode: BlendMode) -> CheckFailure? {
    var random = SeededRandom(seed: seed)
    let canvas = TestCanvas(width: checkWidth(seed: seed), height: random.int(1...5), random: &random)
    let color = random.pixel(), opacity = random.opacity()
    return compareImplementations(canvas, seed: seed) { kernels, view in
        kernels.fill(view, color: color, opacity: opacity, mode: mode)
    }
}

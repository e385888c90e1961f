import Raster

/// A colour drawn through a random mask (with runs of zero and full coverage, for
/// the SIMD shortcuts) at a random offset and opacity; same rectangle from both.
let maskChecks: [KernelCheck] = [
    KernelCheck("mask") { seed in
        var random = SeededRandom(seed: seed)
        let mask = TestMask(width: checkWidth(seed: seed), height: random.int(1...6), random: &random)
        paintCoverageRuns(mask.view, random: &random)
        let dst = TestCanvas(width: random.int(1...67), height: random.int(1...6), random: &random)
        let (x, y) = randomPlacement(of: mask.view.bounds, in: dst.view.bounds, random: &random)
        let color = random.pixel(), opacity = random.opacity()
        var written: [Rect] = []
        let failure = compareImplementations(dst, seed: seed) { kernels, view in
            written.append(kernels.draw(mask.view, onto: view, x: x, y: y, color: color, opacity: opacity))
        }
        return failure ?? differentRects(written[0], written[1], seed: seed)
    },
]

/// Overwrites a few random runs of each row with coverage 0 or 255.
private func paintCoverageRuns(_ mask: MaskView, random: inout SeededRandom) {
    for y in 0..<mask.height {
        for _ in 0..<random.int(0...2) {
            let start = random.int(0...mask.width - 1), end = min(mask.width, start + random.int(1...20))
            let coverage: UInt8 = random.next() % 2 == 0 ? 255 : 0
            for x in start..<end { mask[x, y] = coverage }
        }
    }
}

import Raster

/// Source-over of a random picture (with runs of opaque and clear pixels, for the
/// SIMD shortcuts) at a random offset and opacity; same rectangle reported by both.
let compositeChecks: [KernelCheck] = [
    KernelCheck("composite") { seed in
        var random = SeededRandom(seed: seed)
        let src = TestCanvas(width: checkWidth(seed: seed), height: random.int(1...6), random: &random)
        paintRuns(src.view, random: &random)
        let dst = TestCanvas(width: random.int(1...67), height: random.int(1...6), random: &random)
        let (x, y) = randomPlacement(of: src.view.bounds, in: dst.view.bounds, random: &random)
        let opacity = random.opacity()
        var written: [Rect] = []
        let failure = compareImplementations(dst, seed: seed) { kernels, view in
            written.append(kernels.composite(src.view, onto: view, x: x, y: y, opacity: opacity))
        }
        return failure ?? differentRects(written[0], written[1], seed: seed)
    },
]

/// Overwrites a few random runs of each row with opaque, fully clear or nearly
/// opaque (alpha 254) pixels: eight alike in a row are what the SIMD kernels'
/// shortcuts look for, and alpha 254 must not pass for opaque.
func paintRuns(_ view: BitmapView, random: inout SeededRandom) {
    for y in 0..<view.height {
        for _ in 0..<random.int(0...2) {
            let start = random.int(0...view.width - 1), end = min(view.width, start + random.int(1...20))
            let alpha: UInt8 = [255, 0, 254][random.int(0...2)]
            for x in start..<end {
                func channel() -> UInt8 { min(random.byte(), alpha) }
                view[x, y] = Pixel(red: channel(), green: channel(), blue: channel(), alpha: alpha)
            }
        }
    }
}

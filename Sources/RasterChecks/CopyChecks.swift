import Raster

/// Copy at random offsets, negative and past the far edges included, so every kind
/// of clipping runs; both implementations must also report the same rectangle.
/// A second check copies whole contiguous bitmaps (one `memmove` in the SIMD path).
let copyChecks: [KernelCheck] = [
    KernelCheck("copy clipped") { seed in
        var random = SeededRandom(seed: seed)
        let src = TestCanvas(width: checkWidth(seed: seed), height: random.int(1...6), random: &random)
        let dst = TestCanvas(width: random.int(1...67), height: random.int(1...6), random: &random)
        let (x, y) = randomPlacement(of: src.view.bounds, in: dst.view.bounds, random: &random)
        var written: [Rect] = []
        let failure = compareImplementations(dst, seed: seed) { kernels, view in
            written.append(kernels.copy(src.view, to: view, x: x, y: y))
        }
        return failure ?? differentRects(written[0], written[1], seed: seed)
    },
    KernelCheck("copy contiguous") { seed in
        var random = SeededRandom(seed: seed)
        let dst = TestCanvas(width: checkWidth(seed: seed), height: random.int(1...4), random: &random)
        let src = Bitmap(width: dst.backing.width, height: dst.backing.height)
        for y in 0..<src.height { for x in 0..<src.width { src[x, y] = random.pixel() } }
        return compareImplementations(dst, seed: seed) { kernels, view in
            kernels.copy(src.view, to: wholeBacking(of: view, in: dst), x: 0, y: 0)
        }
    },
]

/// A top-left for a `source`-sized picture anywhere from just off the left/top of
/// `bounds` to just past its right/bottom edge.
func randomPlacement(of source: Rect, in bounds: Rect, random: inout SeededRandom) -> (x: Int, y: Int) {
    (random.int(-source.width - 2 ... bounds.width + 2), random.int(-source.height - 1 ... bounds.height + 1))
}

/// The whole backing bitmap behind `view`, a view of `canvas` or of its duplicate:
/// contiguous rows (stride = width), for the kernels' one-long-row paths.
func wholeBacking(of view: BitmapView, in canvas: TestCanvas) -> BitmapView {
    let offset = canvas.view.baseAddress - canvas.backing.baseAddress
    return BitmapView(baseAddress: view.baseAddress - offset, width: canvas.backing.width,
                      height: canvas.backing.height, stride: canvas.backing.stride)
}

/// A failure when the two implementations reported different written rectangles:
/// each rectangle is packed as `0xXXYYWWHH` (low bytes) into `expected` (scalar)
/// and `actual` (SIMD).
func differentRects(_ scalar: Rect, _ simd: Rect, seed: UInt64) -> CheckFailure? {
    func packed(_ r: Rect) -> UInt32 {
        UInt32(truncatingIfNeeded: (r.x & 0xFF) << 24 | (r.y & 0xFF) << 16 | (r.width & 0xFF) << 8 | (r.height & 0xFF))
    }
    return scalar == simd ? nil : CheckFailure(seed: seed, x: scalar.x, y: scalar.y,
                                               expected: packed(scalar), actual: packed(simd))
}

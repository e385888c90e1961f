import Raster
import Testing

@Suite struct RowStretchTests {
    /// Premultiplied pixels (no channel above alpha), some transparent, some opaque.
    private static func picture(width: Int, height: Int, seed: UInt64) -> Bitmap {
        var state = seed | 1
        func next() -> UInt32 {
            state ^= state << 13; state ^= state >> 7; state ^= state << 17
            return UInt32(truncatingIfNeeded: state >> 11)
        }
        let bitmap = Bitmap(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let kind = next() % 4
                let alpha = kind == 0 ? 0 : kind == 1 ? 255 : next() % 256
                let channel = { alpha == 0 ? UInt32(0) : next() % (alpha + 1) }
                bitmap[x, y] = Pixel(red: UInt8(channel()), green: UInt8(channel()), blue: UInt8(channel()),
                                     alpha: UInt8(alpha))
            }
        }
        return bitmap
    }

    /// What `ContentsRendering` drew before `stretchRows`: the padded source warped.
    private static func warped(_ source: Bitmap, onto target: Bitmap, filling destination: Rect, kernels: Kernels) {
        let padded = source.view.paddedWithEdges()
        let sx = Double(destination.width) / Double(source.width)
        let sy = Double(destination.height) / Double(source.height)
        let transform = Affine2D(a: sx, b: 0, c: 0, d: sy, tx: Double(destination.x) - sx,
                                 ty: Double(destination.y) - sy)
        padded.withView { source in
            target.withView { _ = kernels.warp(source, onto: $0, transform: transform, clip: destination) }
        }
    }

    private static func pixels(_ bitmap: Bitmap) -> [UInt32] {
        (0..<bitmap.height).flatMap { y in (0..<bitmap.width).map { bitmap[$0, y].rawValue } }
    }

    @Test(arguments: [Kernels.scalar, .simd])
    func drawsTheWarpsPixels(kernels: Kernels) {
        // (source width, height, destination height, destination x, y), on a 40 × 70 target:
        // shorter and taller, a label's 31 → 30 rows, widths across the SIMD tail, clipped
        // at each edge of the target.
        let cases = [(100, 31, 30, 0, 0), (17, 5, 13, 3, 2), (9, 40, 7, 1, 50), (8, 1, 9, 0, 0),
                     (23, 12, 12, 2, 3), (33, 20, 45, -5, 40), (5, 3, 20, 37, -6), (1, 2, 5, 0, 0)]
        for (index, (width, height, tall, x, y)) in cases.enumerated() {
            let source = Self.picture(width: width, height: height, seed: UInt64(index + 1))
            let destination = Rect(x: x, y: y, width: width, height: tall)
            let targetWidth = max(40, x + width)
            let expected = Self.picture(width: targetWidth, height: 70, seed: 99)
            let actual = Self.picture(width: targetWidth, height: 70, seed: 99)
            Self.warped(source, onto: expected, filling: destination, kernels: kernels)
            source.withView { source in actual.withView { kernels.stretchRows(source, onto: $0, filling: destination) } }
            let differing = zip(Self.pixels(expected), Self.pixels(actual)).filter { $0 != $1 }.count
            #expect(differing == 0, "case \(index): \(differing) pixels differ from the warp's")
        }
    }

    @Test func theSameHeightIsACopyAndAHalfRowStepBlendsNeighbours() {
        let source = Bitmap(width: 1, height: 2)
        source[0, 0] = Pixel(rawValue: 0xFF00_0000)
        source[0, 1] = Pixel(rawValue: 0xFFFF_FFFF)
        let same = Bitmap(width: 1, height: 2)
        source.withView { source in same.withView { Kernels.simd.stretchRows(source, onto: $0, filling: Rect(x: 0, y: 0, width: 1, height: 2)) } }
        #expect(Self.pixels(same) == [0xFF00_0000, 0xFFFF_FFFF])
        // Twice as tall: rows sample at −0.25, 0.25, 0.75, 1.25 source rows (edges repeated):
        // black; a quarter white (255 × 32 = 8160, kept to 9 bits: 127, then
        // (127 × 128 + 128) >> 8 = 64); three quarters (24480 → 382 → 191); white.
        let tall = Bitmap(width: 1, height: 4)
        source.withView { source in tall.withView { Kernels.simd.stretchRows(source, onto: $0, filling: Rect(x: 0, y: 0, width: 1, height: 4)) } }
        #expect(Self.pixels(tall) == [0xFF00_0000, 0xFF40_4040, 0xFFBF_BFBF, 0xFFFF_FFFF])
    }
}

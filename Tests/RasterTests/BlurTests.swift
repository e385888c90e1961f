import Raster
import Testing

/// The box blur's exact values: a sharp black-to-white edge becomes the ramp that
/// repeated box means give, rounded after each box; flat pictures stay flat.
@Suite struct BlurTests {
    static let black: UInt32 = 0xFF00_0000, white: UInt32 = 0xFFFF_FFFF

    /// A `width` × `height` picture black left of column `edge`, white from it on.
    static func edge(width: Int, height: Int, at edge: Int) -> Bitmap {
        let bitmap = Bitmap(width: width, height: height, fill: Pixel(rawValue: black))
        for y in 0..<height { for x in edge..<width { bitmap[x, y] = Pixel(rawValue: white) } }
        return bitmap
    }

    /// The grey level of each pixel of row `y` (asserting the pixels are opaque greys).
    static func greys(_ bitmap: Bitmap, row y: Int) -> [Int] {
        (0..<bitmap.width).map { x in
            let p = bitmap[x, y]
            #expect(p.alpha == 255 && p.red == p.green && p.green == p.blue)
            return Int(p.red)
        }
    }

    @Test(arguments: [Kernels.scalar, .simd])
    func oneBoxIsTheMeanOfFivePixels(kernels: Kernels) {
        let bitmap = Self.edge(width: 10, height: 9, at: 5)
        kernels.blur(bitmap.view, BoxBlur(radii: 2, 0, 0), scratch: BlurScratch())
        for y in 0..<9 { #expect(Self.greys(bitmap, row: y) == [0, 0, 0, 51, 102, 153, 204, 255, 255, 255]) }
    }

    @Test(arguments: [Kernels.scalar, .simd])
    func threeBoxesRoundAfterEachBox(kernels: Kernels) {
        // Boxes of 3: [0 0 0 0 85 170 255 …] → [0 0 0 28 85 170 227 255 …] → below.
        let bitmap = Self.edge(width: 10, height: 11, at: 5)
        kernels.blur(bitmap.view, BoxBlur(radii: 1, 1, 1), scratch: BlurScratch())
        for y in 0..<11 { #expect(Self.greys(bitmap, row: y) == [0, 0, 9, 38, 94, 161, 217, 246, 255, 255]) }
    }

    @Test(arguments: [Kernels.scalar, .simd])
    func columnsBlurAsRowsDo(kernels: Kernels) {
        let bitmap = Bitmap(width: 13, height: 10, fill: Pixel(rawValue: Self.black))
        for y in 5..<10 { for x in 0..<13 { bitmap[x, y] = Pixel(rawValue: Self.white) } }
        kernels.blurColumns(bitmap.view, 0..<13, BoxBlur(radii: 2, 0, 0), scratch: BlurScratch())
        for x in 0..<13 {
            #expect((0..<10).map { Int(bitmap[x, $0].red) } == [0, 0, 0, 51, 102, 153, 204, 255, 255, 255])
        }
    }

    @Test(arguments: [Kernels.scalar, .simd])
    func aFlatPictureStaysFlat(kernels: Kernels) {
        let colour = Pixel(rawValue: 0x80_2A40_6B)
        let bitmap = Bitmap(width: 37, height: 21, fill: colour)
        kernels.blur(bitmap.view, BoxBlur(radii: 60, 61, 300), scratch: BlurScratch())
        #expect((0..<21).allSatisfy { y in (0..<37).allSatisfy { bitmap[$0, y] == colour } })
    }

    @Test func threeBoxesApproachTheGaussian() {
        // 12σ² = 48: boxes of 3, 3 and 5 (variance 40/12, the nearest odd widths give).
        #expect(BoxBlur(sigma: 2).radii == [1, 1, 2])
        #expect(BoxBlur(sigma: 1).radii == [0, 0, 1])
        #expect(BoxBlur(sigma: 10).radii == [9, 9, 10])
        #expect(BoxBlur(sigma: 0).reach == 0 && BoxBlur(sigma: .nan).reach == 0)
    }
}

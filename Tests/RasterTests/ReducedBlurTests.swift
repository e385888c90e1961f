import Raster
import Testing

/// A wide blur at a reduced scale: the exact means of the reduction, the exact
/// bilinear weights of the enlargement, the factor each σ gets, and the whole chain
/// against the same blur at full size.
@Suite struct ReducedBlurTests {
    /// An opaque grey picture from rows of grey levels.
    static func greys(_ rows: [[Int]]) -> Bitmap {
        let bitmap = Bitmap(width: rows[0].count, height: rows.count)
        for (y, row) in rows.enumerated() {
            for (x, level) in row.enumerated() {
                let g = UInt32(level)
                bitmap[x, y] = Pixel(rawValue: 0xFF00_0000 | g << 16 | g << 8 | g)
            }
        }
        return bitmap
    }

    /// The grey levels of `bitmap`, row by row (asserting opaque greys).
    static func levels(_ bitmap: Bitmap) -> [[Int]] { (0..<bitmap.height).map { BlurTests.greys(bitmap, row: $0) } }

    @Test(arguments: [Kernels.scalar, .simd])
    func aReducedPixelIsItsBlocksRoundedMean(kernels: Kernels) {
        let source = Self.greys([[0, 10, 20, 31, 40],
                                 [50, 60, 70, 81, 90],
                                 [100, 110, 120, 130, 141]])
        let reduced = Bitmap(width: 3, height: 2)
        kernels.reduce(source.view, into: reduced.view, factor: 2, rows: 0..<2, scratch: BlurScratch())
        // (20 + 31 + 70 + 81) / 4 = 50.5 rounds up; the last column and row repeat.
        #expect(Self.levels(reduced) == [[30, 51, 65], [105, 125, 141]])
    }

    @Test(arguments: [Kernels.scalar, .simd])
    func anEnlargedPixelMixesTheTwoTexelsAroundItsCentre(kernels: Kernels) {
        // Factor 4: centres at −3/8, −1/8, 1/8, 3/8, 5/8, 7/8, 9/8… of the first texel,
        // clamped before the first and past the last.
        let line = Self.greys([[0, 255]]), wide = Bitmap(width: 8, height: 1)
        kernels.enlarge(line.view, into: wide.view, factor: 4, rows: 0..<1, scratch: BlurScratch())
        #expect(Self.levels(wide) == [[0, 0, 32, 96, 159, 223, 255, 255]])
        // Factor 2, across then down: (1, 1) mixes 64 (across row 0) and 255 by 32/128.
        let square = Self.greys([[0, 255], [255, 255]]), four = Bitmap(width: 4, height: 4)
        kernels.enlarge(square.view, into: four.view, factor: 2, rows: 0..<4, scratch: BlurScratch())
        #expect(Self.levels(four) == [[0, 64, 191, 255], [64, 112, 207, 255], [191, 207, 239, 255], [255, 255, 255, 255]])
    }

    @Test func eachSigmaGetsItsFactorAndTheVarianceLeft() {
        #expect(ReducedBlur(sigma: 4.9) == ReducedBlur(factor: 1, blur: BoxBlur(sigma: 4.9)))
        #expect(ReducedBlur(sigma: 5).factor == 2 && ReducedBlur(sigma: 9.9).factor == 2)
        // σ = 10 at a quarter: (100 − 15/12 − 16/6) / 16 = 6.005 px², three boxes of 5 (variance 6).
        #expect(ReducedBlur(sigma: 10) == ReducedBlur(factor: 4, blur: BoxBlur(radii: 2, 2, 2)))
        #expect(ReducedBlur(sigma: 30).factor == 4)
        #expect(!ReducedBlur(sigma: 0).blurs && ReducedBlur(sigma: 5).blurs)
        #expect(ReducedBlur(sigma: 10).reducedSize(width: 1080, height: 481) == (270, 121))
    }

    /// A black-to-white edge blurred by σ at full size and reduced: within 3 levels
    /// everywhere, and an even, rising ramp.
    @Test(arguments: [(Kernels.scalar, 6.0), (.simd, 10.0), (.simd, 20.0), (.simd, 33.0)])
    func theReducedBlurIsCloseToTheFullOne(kernels: Kernels, sigma: Double) {
        let width = 256, height = 8
        let row = (0..<width).map { $0 < width / 2 ? 0 : 255 }
        let full = Self.greys(Array(repeating: row, count: height))
        kernels.blur(full.view, BoxBlur(sigma: sigma), scratch: BlurScratch())
        let reduced = ReducedBlur(sigma: sigma)
        #expect(reduced.factor > 1)
        let source = Self.greys(Array(repeating: row, count: height))
        let size = reduced.reducedSize(width: width, height: height)
        let small = Bitmap(width: size.width, height: size.height), result = Bitmap(width: width, height: height)
        let scratch = BlurScratch()
        kernels.reduce(source.view, into: small.view, factor: reduced.factor, rows: 0..<size.height, scratch: scratch)
        kernels.blur(small.view, reduced.blur, scratch: scratch)
        kernels.enlarge(small.view, into: result.view, factor: reduced.factor, rows: 0..<height, scratch: scratch)
        let expected = Self.levels(full)[0], actual = Self.levels(result)
        for y in 0..<height { #expect(actual[y] == actual[0]) }
        let worst = zip(expected, actual[0]).map { abs($0 - $1) }.max()!
        #expect(worst <= 3, "σ \(sigma): \(worst) levels from the full-size blur")
        #expect(zip(actual[0], actual[0].dropFirst()).allSatisfy { $0 <= $1 })
        #expect(abs(actual[0][width / 2 - 1] + actual[0][width / 2] - 255) <= 1, "even about the edge")
    }
}

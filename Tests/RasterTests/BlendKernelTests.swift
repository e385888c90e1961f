import Raster
import Testing

/// Exact values of the blend kernels (fill, copy, composite, cross-fade, mask),
/// worked out by hand from `Pixel.multiply`, in both implementations.
@Suite struct BlendKernel {
    static let implementations: [Kernels.Implementation] = [.scalar, .simd]

    /// A bitmap every pixel of which is `value + its index` (distinct, easy to follow).
    static func numbered(width: Int, height: Int, from value: UInt32) -> Bitmap {
        let bitmap = Bitmap(width: width, height: height)
        for i in 0..<(width * height) { bitmap.baseAddress[i] = value &+ UInt32(i) }
        return bitmap
    }

    static func pixels(_ bitmap: Bitmap) -> [UInt32] {
        Array(UnsafeBufferPointer(start: bitmap.baseAddress, count: bitmap.stride * bitmap.height))
    }

    // 128/255 of opaque red is 0x80800000; over opaque blue, blue keeps 255 × 127/255 = 127.
    @Test("50% red over opaque blue is exactly 0xFF80007F", arguments: implementations)
    func halfRedOverBlue(_ implementation: Kernels.Implementation) {
        let k = Kernels(implementation)
        let filled = Bitmap(width: 19, height: 2, fill: Pixel(rawValue: 0xFF00_00FF))
        k.fill(filled.view, color: Pixel(rawValue: 0xFFFF_0000), opacity: 128, mode: .sourceOver)
        #expect(Self.pixels(filled).allSatisfy { $0 == 0xFF80_007F })

        let red = Bitmap(width: 19, height: 2, fill: Pixel(rawValue: 0xFFFF_0000))
        let composited = Bitmap(width: 19, height: 2, fill: Pixel(rawValue: 0xFF00_00FF))
        k.composite(red.view, onto: composited.view, x: 0, y: 0, opacity: 128)
        #expect(Self.pixels(composited).allSatisfy { $0 == 0xFF80_007F })
    }

    @Test("fill copy of white at opacity 128 writes 0x80808080 everywhere", arguments: implementations)
    func fillCopyHalfWhite(_ implementation: Kernels.Implementation) {
        let bitmap = Bitmap(width: 21, height: 3, fill: Pixel(rawValue: 0x1234_5678))
        Kernels(implementation).fill(bitmap.view, color: .white, opacity: 128, mode: .copy)
        #expect(Self.pixels(bitmap).allSatisfy { $0 == 0x8080_8080 })
    }

    @Test("fill sourceOver at opacity 0 leaves the destination as it was", arguments: implementations)
    func fillOverAtZeroOpacity(_ implementation: Kernels.Implementation) {
        let bitmap = Self.numbered(width: 17, height: 2, from: 0x4030_2010)
        let before = Self.pixels(bitmap)
        Kernels(implementation).fill(bitmap.view, color: .white, opacity: 0, mode: .sourceOver)
        #expect(Self.pixels(bitmap) == before)
    }

    @Test("crossfade amount 0 is exactly a and amount 255 exactly b", arguments: implementations)
    func crossfadeEnds(_ implementation: Kernels.Implementation) {
        let k = Kernels(implementation)
        let a = Self.numbered(width: 23, height: 3, from: 0x8040_2010)
        let b = Self.numbered(width: 23, height: 3, from: 0xFF70_6050)
        let dst = Bitmap(width: 23, height: 3)
        k.crossfade(a.view, b.view, into: dst.view, amount: 0)
        #expect(Self.pixels(dst) == Self.pixels(a))
        k.crossfade(a.view, b.view, into: dst.view, amount: 255)
        #expect(Self.pixels(dst) == Self.pixels(b))
    }

    // 0 × 127 + 255 × 128 + 128 = 32768 → 128; alpha 255 × 255 + 128 → 255: one rounding.
    // At amount 1 a channel is (a × 254 + b + 128) / 255 rounded down the `Pixel.multiply`
    // way, and a × 254 + b for a, b in 0…255 is every sum 0…65025: the whole domain of the
    // kernels' divide-by-255, whichever instructions compute it.
    @Test("crossfade at amount 1 of a 256 × 256 grid rounds every sum 0…65025 as Pixel.multiply does",
          arguments: implementations)
    func crossfadeEverySum(_ implementation: Kernels.Implementation) {
        let a = Bitmap(width: 256, height: 256), b = Bitmap(width: 256, height: 256)
        for y in 0..<256 {
            for x in 0..<256 {
                a.baseAddress[y * 256 + x] = UInt32(y) &* 0x0101_0101
                b.baseAddress[y * 256 + x] = UInt32(x) &* 0x0101_0101
            }
        }
        let dst = Bitmap(width: 256, height: 256)
        Kernels(implementation).crossfade(a.view, b.view, into: dst.view, amount: 1)
        var wrong = 0
        for y in 0..<256 {
            for x in 0..<256 {
                let t = UInt32(y * 254 + x + 128), channel = (t + (t >> 8)) >> 8
                if dst.baseAddress[y * 256 + x] != channel &* 0x0101_0101 { wrong += 1 }
            }
        }
        #expect(wrong == 0)
        #expect(dst.baseAddress[255 * 256 + 255] == 0xFFFF_FFFF)
        #expect(dst.baseAddress[1 * 256 + 0] == 0x0101_0101) // (254 + 128) / 255 rounds to 1
    }

    @Test("crossfade halfway from black to white is 0xFF808080", arguments: implementations)
    func crossfadeHalfway(_ implementation: Kernels.Implementation) {
        let black = Bitmap(width: 11, height: 2, fill: .black), white = Bitmap(width: 11, height: 2, fill: .white)
        let dst = Bitmap(width: 11, height: 2)
        Kernels(implementation).crossfade(black.view, white.view, into: dst.view, amount: 128)
        #expect(Self.pixels(dst).allSatisfy { $0 == 0xFF80_8080 })
    }

    @Test("copy at a negative offset writes exactly the clipped rectangle and nothing else", arguments: implementations)
    func copyClippedNegative(_ implementation: Kernels.Implementation) {
        let src = Self.numbered(width: 4, height: 3, from: 0xA000_0000)
        let dst = Bitmap(width: 5, height: 5, fill: Pixel(rawValue: 0x1111_1111))
        let written = Kernels(implementation).copy(src.view, to: dst.view, x: -1, y: -2)
        #expect(written == Rect(x: 0, y: 0, width: 3, height: 1))
        for y in 0..<5 {
            for x in 0..<5 {
                // Source row 2, columns 1...3 land on destination row 0, columns 0...2.
                let expected: UInt32 = y == 0 && x < 3 ? 0xA000_0000 + UInt32(2 * 4 + x + 1) : 0x1111_1111
                #expect(dst[x, y].rawValue == expected, "(\(x), \(y))")
            }
        }
    }

    @Test("copy entirely outside the destination writes nothing and returns .zero", arguments: implementations)
    func copyOutside(_ implementation: Kernels.Implementation) {
        let src = Self.numbered(width: 4, height: 3, from: 1)
        let dst = Bitmap(width: 5, height: 5, fill: Pixel(rawValue: 0x1111_1111))
        let k = Kernels(implementation)
        #expect(k.copy(src.view, to: dst.view, x: 5, y: 0) == .zero)
        #expect(k.copy(src.view, to: dst.view, x: -4, y: 0) == .zero)
        #expect(k.copy(src.view, to: dst.view, x: 0, y: -3) == .zero)
        #expect(Self.pixels(dst).allSatisfy { $0 == 0x1111_1111 })
    }

    @Test("copy between overlapping views of one bitmap scrolls like memmove", arguments: implementations)
    func copyScrolls(_ implementation: Kernels.Implementation) {
        let k = Kernels(implementation)
        let down = Self.numbered(width: 13, height: 6, from: 0)
        k.copy(down.view.view(of: Rect(x: 0, y: 0, width: 13, height: 4)), to: down.view, x: 1, y: 2)
        let up = Self.numbered(width: 13, height: 6, from: 0)
        k.copy(up.view.view(of: Rect(x: 1, y: 2, width: 12, height: 4)), to: up.view, x: 0, y: 0)
        for y in 0..<6 {
            for x in 0..<13 {
                let original = UInt32(y * 13 + x)
                let scrolledDown = y >= 2 && x >= 1 ? UInt32((y - 2) * 13 + x - 1) : original
                let scrolledUp = y < 4 && x < 12 ? UInt32((y + 2) * 13 + x + 1) : original
                #expect(down[x, y].rawValue == scrolledDown, "down (\(x), \(y))")
                #expect(up[x, y].rawValue == scrolledUp, "up (\(x), \(y))")
            }
        }
    }

    @Test("composite returns the clipped rectangle and blends only inside it", arguments: implementations)
    func compositeClipped(_ implementation: Kernels.Implementation) {
        let src = Bitmap(width: 10, height: 4, fill: .white)
        let dst = Bitmap(width: 12, height: 5, fill: .black)
        let written = Kernels(implementation).composite(src.view, onto: dst.view, x: 7, y: -1, opacity: 255)
        #expect(written == Rect(x: 7, y: 0, width: 5, height: 3))
        for y in 0..<5 {
            for x in 0..<12 { #expect(dst[x, y] == (written.contains(x: x, y: y) ? .white : .black), "(\(x), \(y))") }
        }
    }

    @Test("mask with coverage 0 leaves the destination untouched", arguments: implementations)
    func maskZeroCoverage(_ implementation: Kernels.Implementation) {
        let mask = Mask(width: 19, height: 3, fill: 0)
        let dst = Self.numbered(width: 19, height: 3, from: 0x8070_6050)
        let before = Self.pixels(dst)
        let written = Kernels(implementation).draw(mask.view, onto: dst.view, x: 0, y: 0, color: .white, opacity: 255)
        #expect(written == dst.bounds)
        #expect(Self.pixels(dst) == before)
    }

    // White at coverage 128 is 0x80808080; over black, each colour stays 128 and alpha is 128 + 127.
    @Test("mask: full coverage writes the colour, half coverage of white over black is 0xFF808080",
          arguments: implementations)
    func maskCoverage(_ implementation: Kernels.Implementation) {
        let k = Kernels(implementation)
        let full = Mask(width: 19, height: 2, fill: 255), half = Mask(width: 19, height: 2, fill: 128)
        let dst = Bitmap(width: 19, height: 2, fill: .black)
        k.draw(full.view, onto: dst.view, x: 0, y: 0, color: Pixel(rawValue: 0xFF33_6699))
        #expect(Self.pixels(dst).allSatisfy { $0 == 0xFF33_6699 })
        let black = Bitmap(width: 19, height: 2, fill: .black)
        k.draw(half.view, onto: black.view, x: 0, y: 0, color: .white)
        #expect(Self.pixels(black).allSatisfy { $0 == 0xFF80_8080 })
    }

    // Coverage 255 at opacity 128 is 128: the same 0xFF808080 as half coverage at full opacity.
    @Test("mask opacity multiplies the coverage: full coverage at opacity 128 of white over black is 0xFF808080",
          arguments: implementations)
    func maskOpacity(_ implementation: Kernels.Implementation) {
        let full = Mask(width: 19, height: 2, fill: 255)
        let dst = Bitmap(width: 19, height: 2, fill: .black)
        Kernels(implementation).draw(full.view, onto: dst.view, x: 0, y: 0, color: .white, opacity: 128)
        #expect(Self.pixels(dst).allSatisfy { $0 == 0xFF80_8080 })
    }
}

import Raster
import Testing

/// The output pass: where pixels land for each rotation, what a damage rect touches,
/// and the exact RGB565 values, in both implementations.
@Suite struct ScanoutConversion {
    static let implementations: [Kernels.Implementation] = [.scalar, .simd]
    static let untouched: UInt8 = 0xEE

    /// Scanout memory for a test: `padding` extra bytes per row, all bytes `untouched`.
    struct Buffer {
        var bytes: [UInt8]
        let width: Int, height: Int, bytesPerRow: Int
        let format: ScanoutFormat

        init(width: Int, height: Int, format: ScanoutFormat, padding: Int = 6) {
            self.width = width; self.height = height; self.format = format
            bytesPerRow = width * format.bytesPerPixel + padding
            bytes = Array(repeating: ScanoutConversion.untouched, count: bytesPerRow * height)
        }

        mutating func present(_ k: Kernels, _ src: Bitmap, rect: Rect, rotation: Rotation) {
            let (w, h, stride, f) = (width, height, bytesPerRow, format)
            bytes.withUnsafeMutableBytes { raw in
                let view = ScanoutView(baseAddress: raw.baseAddress!, width: w, height: h, bytesPerRow: stride, format: f)
                k.present(src.view, rect: rect, to: view, rotation: rotation)
            }
        }

        /// The pixel at (x, y), widened to UInt32.
        func pixel(_ x: Int, _ y: Int) -> UInt32 {
            let offset = y * bytesPerRow + x * format.bytesPerPixel
            return (0..<format.bytesPerPixel).reversed().reduce(0) { $0 << 8 | UInt32(bytes[offset + $1]) }
        }

        /// Whether every byte of pixel (x, y) is still `untouched`.
        func isUntouched(_ x: Int, _ y: Int) -> Bool {
            let offset = y * bytesPerRow + x * format.bytesPerPixel
            return bytes[offset..<(offset + format.bytesPerPixel)].allSatisfy { $0 == ScanoutConversion.untouched }
        }

        /// Whether the padding at the end of every row is still `untouched`.
        var paddingIsUntouched: Bool {
            (0..<height).allSatisfy { y in
                bytes[(y * bytesPerRow + width * format.bytesPerPixel)..<((y + 1) * bytesPerRow)].allSatisfy { $0 == ScanoutConversion.untouched }
            }
        }
    }

    /// A `width × height` source whose every pixel is distinct.
    static func numbered(width: Int, height: Int) -> Bitmap {
        let bitmap = Bitmap(width: width, height: height)
        for y in 0..<height { for x in 0..<width { bitmap[x, y] = Pixel(rawValue: 0xFF00_0000 | UInt32(y) << 12 | UInt32(x) << 3) } }
        return bitmap
    }

    static func cases() -> [(Kernels.Implementation, Rotation)] {
        implementations.flatMap { i in Rotation.allCases.map { (i, $0) } }
    }

    // 19 × 11: a full 8 × 8 tile and leftovers on both sides, for the turned cases.
    @Test("a marked pixel lands where Rotation.map says", arguments: cases())
    func markedPixel(_ implementation: Kernels.Implementation, _ rotation: Rotation) {
        let src = Bitmap(width: 19, height: 11, fill: .black)
        src[9, 2] = Pixel(rawValue: 0xFF12_3456)
        let (w, h) = rotation.swapsAxes ? (11, 19) : (19, 11)
        var out = Buffer(width: w, height: h, format: .xrgb8888)
        out.present(Kernels(implementation), src, rect: src.bounds, rotation: rotation)
        let mark = rotation.map(x: 9, y: 2, width: 19, height: 11)
        for y in 0..<h {
            for x in 0..<w {
                #expect(out.pixel(x, y) == (x == mark.x && y == mark.y ? 0xFF12_3456 : 0xFF00_0000), "(\(x), \(y))")
            }
        }
        #expect(out.paddingIsUntouched)
    }

    @Test("every pixel of a whole frame lands where Rotation.map says", arguments: cases())
    func wholeFrame(_ implementation: Kernels.Implementation, _ rotation: Rotation) {
        let src = Self.numbered(width: 21, height: 17)
        let (w, h) = rotation.swapsAxes ? (17, 21) : (21, 17)
        var out = Buffer(width: w, height: h, format: .xrgb8888, padding: 3)
        out.present(Kernels(implementation), src, rect: src.bounds, rotation: rotation)
        for y in 0..<17 {
            for x in 0..<21 {
                let to = rotation.map(x: x, y: y, width: 21, height: 17)
                #expect(out.pixel(to.x, to.y) == src[x, y].rawValue, "(\(x), \(y))")
            }
        }
        #expect(out.paddingIsUntouched)
    }

    @Test("a damage rect writes exactly its rotated rect", arguments: cases())
    func damageOnly(_ implementation: Kernels.Implementation, _ rotation: Rotation) {
        let src = Self.numbered(width: 30, height: 20)
        let damage = Rect(x: 3, y: 2, width: 17, height: 10)
        let target = rotation.map(damage, width: 30, height: 20)
        for format in [ScanoutFormat.xrgb8888, .rgb565] {
            let (w, h) = rotation.swapsAxes ? (20, 30) : (30, 20)
            var out = Buffer(width: w, height: h, format: format)
            out.present(Kernels(implementation), src, rect: damage, rotation: rotation)
            for y in 0..<h {
                for x in 0..<w where !target.contains(x: x, y: y) {
                    #expect(out.isUntouched(x, y), "\(format) (\(x), \(y))")
                }
            }
            for y in damage.minY..<damage.maxY {
                for x in damage.minX..<damage.maxX {
                    let to = rotation.map(x: x, y: y, width: 30, height: 20)
                    let p = src[x, y].rawValue
                    let expected = format == .xrgb8888 ? p : (p >> 19 & 0x1F) << 11 | (p >> 10 & 0x3F) << 5 | (p >> 3 & 0x1F)
                    #expect(out.pixel(to.x, to.y) == expected, "\(format) (\(x), \(y))")
                }
            }
            #expect(out.paddingIsUntouched)
        }
    }

    // Top 5/6/5 bits: 0x80 → 10000 / 100000 / 10000 = 0x8410.
    @Test("RGB565 of pure colours and 0x80 grey", arguments: cases())
    func rgb565Values(_ implementation: Kernels.Implementation, _ rotation: Rotation) {
        let colours: [(UInt32, UInt32)] = [(0xFFFF_0000, 0xF800), (0xFF00_FF00, 0x07E0), (0xFF00_00FF, 0x001F),
                                           (0xFFFF_FFFF, 0xFFFF), (0xFF80_8080, 0x8410), (0xFF00_0000, 0x0000)]
        // Each colour fills one row of 9 pixels (one SIMD block and a tail).
        let src = Bitmap(width: 9, height: colours.count)
        for (y, c) in colours.enumerated() { for x in 0..<9 { src[x, y] = Pixel(rawValue: c.0) } }
        let (w, h) = rotation.swapsAxes ? (colours.count, 9) : (9, colours.count)
        var out = Buffer(width: w, height: h, format: .rgb565)
        out.present(Kernels(implementation), src, rect: src.bounds, rotation: rotation)
        for (y, c) in colours.enumerated() {
            for x in 0..<9 {
                let to = rotation.map(x: x, y: y, width: 9, height: colours.count)
                #expect(out.pixel(to.x, to.y) == c.1, "0x\(String(c.0, radix: 16)) at (\(x), \(y))")
            }
        }
    }
}

import Raster
import RasterChecks
import Testing

/// Where the warps put pixels: exact maps land exactly, a trapezoid's corners land
/// on its corners, nothing is drawn outside, for both implementations.
@Suite struct WarpGeometry {
    static let implementations = [Kernels.scalar, Kernels.simd]
    /// An opaque destination colour that no warp may change where it draws nothing.
    static let untouched = Pixel(rawValue: 0xFF10_1010)

    /// A picture of random premultiplied pixels.
    static func randomPicture(width: Int, height: Int, seed: UInt64) -> Bitmap {
        var random = SeededRandom(seed: seed)
        let picture = Bitmap(width: width, height: height)
        for y in 0..<height { for x in 0..<width { picture[x, y] = random.pixel() } }
        return picture
    }

    static func pixels(_ bitmap: Bitmap) -> [UInt32] {
        var result: [UInt32] = []
        for y in 0..<bitmap.height { for x in 0..<bitmap.width { result.append(bitmap[x, y].rawValue) } }
        return result
    }

    @Test("The identity warp onto a transparent destination is a copy", arguments: implementations)
    func identityIsCopy(kernels: Kernels) {
        let source = Self.randomPicture(width: 37, height: 23, seed: 7)
        let copied = Bitmap(width: 45, height: 30), affine = Bitmap(width: 45, height: 30)
        let projective = Bitmap(width: 45, height: 30)
        kernels.copy(source.view, to: copied.view, x: 0, y: 0)
        #expect(kernels.warp(source.view, onto: affine.view, transform: Affine2D.identity) == source.bounds)
        #expect(kernels.warp(source.view, onto: projective.view, transform: Homography.identity) == source.bounds)
        #expect(Self.pixels(affine) == Self.pixels(copied))
        #expect(Self.pixels(projective) == Self.pixels(copied))
        // And, not relying on `copy`: the source's pixels, transparent around them.
        var expected: [UInt32] = []
        for y in 0..<30 { for x in 0..<45 { expected.append(x < 37 && y < 23 ? source[x, y].rawValue : 0) } }
        #expect(Self.pixels(affine) == expected)

        // Whole-pixel moves are copies too.
        let moved = Bitmap(width: 45, height: 30), movedCopy = Bitmap(width: 45, height: 30)
        kernels.copy(source.view, to: movedCopy.view, x: 5, y: 3)
        let written = kernels.warp(source.view, onto: moved.view, transform: Affine2D.translation(x: 5, y: 3))
        #expect(written == Rect(x: 5, y: 3, width: 37, height: 23))
        #expect(Self.pixels(moved) == Self.pixels(movedCopy))
    }

    @Test("A quarter turn puts every pixel where it belongs", arguments: implementations)
    func quarterTurn(kernels: Kernels) {
        // 4 × 3 distinct opaque colours, turned 90° clockwise (x' = −y, y' = x), then
        // moved so the turned picture (3 × 4) has its top-left at (5, 2).
        let source = Bitmap(width: 4, height: 3)
        for y in 0..<3 { for x in 0..<4 { source[x, y] = Pixel(red: UInt8(40 * x + 10), green: UInt8(60 * y + 20), blue: 200, alpha: 255) } }
        let turn = Affine2D.rotation(cos: 0, sin: 1).concatenating(.translation(x: 3 + 5, y: 2))
        for transform in [WarpTransform.affine(turn), .projective(Homography(turn))] {
            let dst = Bitmap(width: 12, height: 9, fill: Self.untouched)
            let written = transform.warp(kernels, source, dst)
            #expect(written == Rect(x: 5, y: 2, width: 3, height: 4))
            for y in 0..<dst.height {
                for x in 0..<dst.width {
                    // Destination (5 + 2 − sy, 2 + sx) shows source (sx, sy).
                    let sx = y - 2, sy = 7 - x
                    let expected = sx >= 0 && sx < 4 && sy >= 0 && sy < 3 ? source[sx, sy] : Self.untouched
                    #expect(dst[x, y] == expected, "(\(x), \(y))")
                }
            }
        }
    }

    @Test("A square onto a trapezoid: corners on the corners, nothing outside", arguments: implementations)
    func trapezoid(kernels: Kernels) throws {
        let top = [(16.0, 8.0), (48.0, 8.0)], bottom = [(64.0, 56.0), (0.0, 56.0)]
        let map = try #require(Homography.mapping(width: 64, height: 64, to: top[0], top[1], bottom[0], bottom[1]))
        let corners = [(0.0, 0.0), (64.0, 0.0), (64.0, 64.0), (0.0, 64.0)]
        for (corner, image) in zip(corners, top + bottom) {
            let p = map.apply(x: corner.0, y: corner.1)
            #expect(abs(p.x - image.0) < 1e-9 && abs(p.y - image.1) < 1e-9)
        }

        // Grey, with an 8 × 8 marker in each corner: red, green, blue, yellow.
        let markers: [UInt32] = [0xFFFF_0000, 0xFF00_FF00, 0xFF00_00FF, 0xFFFF_FF00]
        let source = Bitmap(width: 64, height: 64, fill: Pixel(rawValue: 0xFF80_8080))
        for (marker, (mx, my)) in zip(markers, [(0, 0), (56, 0), (56, 56), (0, 56)]) {
            for y in my..<my + 8 { for x in mx..<mx + 8 { source[x, y] = Pixel(rawValue: marker) } }
        }
        let dst = Bitmap(width: 72, height: 64, fill: Self.untouched)
        let written = kernels.warp(source.view, onto: dst.view, transform: map)

        // The pixel just inside each corner shows its marker; the one diagonally
        // outside (its centre more than half a texel off the source) is untouched.
        let inside = [(16, 8), (47, 8), (63, 55), (0, 55)], outside = [(15, 7), (48, 7), (65, 57), (0, 57)]
        for (marker, (x, y)) in zip(markers, inside) {
            let p = dst[x, y]
            #expect(p.alpha > 0 && dominates(Pixel(rawValue: marker), in: p), "(\(x), \(y)) = \(p.rawValue)")
        }
        for (x, y) in outside { #expect(dst[x, y] == Self.untouched, "(\(x), \(y))") }

        // Every pixel: centres mapping well inside are opaque source, centres more
        // than half a texel outside are untouched (margins cover Float and 1/128).
        let inverse = try #require(map.inverted())
        for y in 0..<dst.height {
            for x in 0..<dst.width {
                let (u, v) = inverse.apply(x: Double(x) + 0.5, y: Double(y) + 0.5)
                if u < -0.52 || u > 64.52 || v < -0.52 || v > 64.52 {
                    #expect(dst[x, y] == Self.untouched, "(\(x), \(y)) is outside")
                    #expect(!written.contains(x: x, y: y) || dst[x, y] == Self.untouched)
                } else if u > 0.52, u < 63.48, v > 0.52, v < 63.48 {
                    #expect(dst[x, y].alpha == 255 && written.contains(x: x, y: y), "(\(x), \(y)) is inside")
                }
            }
        }
        #expect(written == Rect(x: 0, y: 8, width: 65, height: 49))
    }

    @Test("A singular map draws nothing", arguments: implementations)
    func singular(kernels: Kernels) {
        let source = Self.randomPicture(width: 9, height: 7, seed: 3)
        let dst = Bitmap(width: 16, height: 16, fill: Self.untouched)
        let flat = Affine2D(a: 1, b: 2, c: 2, d: 4, tx: 3, ty: 1)
        #expect(kernels.warp(source.view, onto: dst.view, transform: flat) == .zero)
        #expect(kernels.warp(source.view, onto: dst.view, transform: Affine2D.scale(x: 0, y: 2)) == .zero)
        #expect(kernels.warp(source.view, onto: dst.view, transform: Homography(flat)) == .zero)
        #expect(kernels.warp(source.view, onto: dst.view, transform: Homography(1, 0, 0, 0, 1, 0, 0, 0, 0)) == .zero)
        #expect(Self.pixels(dst).allSatisfy { $0 == Self.untouched.rawValue })
    }

    /// A card turning about a vertical line across a destination wider than the SIMD
    /// warp's table of column terms (2048 columns) is drawn in strips: the same pixels
    /// and rectangle as the scalar warp, the strips' seams included.
    @Test func aCardWiderThanTheColumnTableIsDrawnInStrips() {
        let source = Self.randomPicture(width: 700, height: 6, seed: 11)
        // Left side 3 tall at x 2.5, right side 9 tall at x 4990.25: over 2.4 tables wide.
        let card = Homography.mapping(width: 700, height: 6, to: (2.5, 4), (4990.25, 1), (4990.25, 10), (2.5, 7))!
        #expect((card.inverted()!.m.1, card.inverted()!.m.7) == (0, 0))
        let scalar = Bitmap(width: 5000, height: 12, fill: Self.untouched)
        let simd = Bitmap(width: 5000, height: 12, fill: Self.untouched)
        let written = Kernels.scalar.warp(source.view, onto: scalar.view, transform: card, opacity: 200)
        #expect(Kernels.simd.warp(source.view, onto: simd.view, transform: card, opacity: 200) == written)
        // The card and its filtered edge (a texel is over 7 pixels wide here).
        #expect(written.minX <= 2 && written.maxX >= 4991 && written.minY == 0 && written.maxY == 11)
        let mismatch = zip(Self.pixels(simd), Self.pixels(scalar)).enumerated().first { $0.element.0 != $0.element.1 }
        #expect(mismatch == nil, "first different pixel: \(mismatch.map { ($0.offset % 5000, $0.offset / 5000) } as Any)")
        #expect(scalar[2048, 5] != Self.untouched && scalar[4096, 5] != Self.untouched)
    }
}

/// Whether each channel that is full in `marker` is larger in `p` than every
/// channel that is empty in `marker`.
func dominates(_ marker: Pixel, in p: Pixel) -> Bool {
    let channels = [(marker.red, p.red), (marker.green, p.green), (marker.blue, p.blue)]
    let full = channels.filter { $0.0 == 255 }.map(\.1), empty = channels.filter { $0.0 == 0 }.map(\.1)
    return full.allSatisfy { f in empty.allSatisfy { f > $0 } }
}

/// One warp call for either kind of transform, so a test can run both.
private enum WarpTransform {
    case affine(Affine2D), projective(Homography)

    func warp(_ kernels: Kernels, _ source: Bitmap, _ dst: Bitmap) -> Rect {
        switch self {
        case .affine(let t): kernels.warp(source.view, onto: dst.view, transform: t)
        case .projective(let h): kernels.warp(source.view, onto: dst.view, transform: h)
        }
    }
}

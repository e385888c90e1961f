import Raster
import Testing

/// Exact coverage of rounded rectangles, worked out from the distance formula, in both
/// implementations.
@Suite struct RoundedRectCoverage {
    static let implementations: [Kernels.Implementation] = [.scalar, .simd]
    static let ground = Pixel(rawValue: 0xFF20_4060)

    /// Every pixel of `bitmap` as (x, y, value).
    static func pixels(_ bitmap: Bitmap) -> [(x: Int, y: Int, value: UInt32)] {
        (0..<bitmap.height).flatMap { y in (0..<bitmap.width).map { x in (x, y, bitmap[x, y].rawValue) } }
    }

    @Test("radius 0 on the pixel grid covers the pixels inside fully and nothing else", arguments: implementations)
    func gridAligned(_ implementation: Kernels.Implementation) {
        let bitmap = Bitmap(width: 29, height: 13, fill: Self.ground)
        let shape = RoundedRect(x: 3, y: 2, width: 19, height: 9, radius: 0)
        let written = Kernels(implementation).fill(bitmap.view, roundedRect: shape, color: .white)
        let inside = Rect(x: 3, y: 2, width: 19, height: 9)
        #expect(written == inside)
        for p in Self.pixels(bitmap) {
            #expect(p.value == (inside.contains(x: p.x, y: p.y) ? 0xFFFF_FFFF : Self.ground.rawValue), "(\(p.x), \(p.y))")
        }
    }

    // Shape x 10…50, y 10…40, radius 8: the corners' centres of curvature are (18, 18),
    // (42, 18), (18, 32), (42, 32); the pixels meeting there lie 8 or more inside the arc.
    // The pixel at each exact corner has its centre 2.6 outside the arc: coverage 0.
    @Test("corners: full at the centre of curvature, untouched at the exact corner", arguments: implementations)
    func corners(_ implementation: Kernels.Implementation) {
        let bitmap = Bitmap(width: 64, height: 48, fill: Self.ground)
        let shape = RoundedRect(x: 10, y: 10, width: 40, height: 30, radius: 8)
        let written = Kernels(implementation).fill(bitmap.view, roundedRect: shape, color: Pixel(rawValue: 0xFFFF_0000))
        #expect(written == Rect(x: 10, y: 10, width: 40, height: 30))
        for (cx, cy) in [(18, 18), (42, 18), (18, 32), (42, 32)] {
            for (x, y) in [(cx - 1, cy - 1), (cx, cy - 1), (cx - 1, cy), (cx, cy)] {
                #expect(bitmap[x, y].rawValue == 0xFFFF_0000, "(\(x), \(y))")
            }
        }
        for (x, y) in [(10, 10), (49, 10), (10, 39), (49, 39)] {
            #expect(bitmap[x, y] == Self.ground, "(\(x), \(y))")
        }
        // The middle of each straight edge is fully covered.
        for (x, y) in [(30, 10), (30, 39), (10, 25), (49, 25)] {
            #expect(bitmap[x, y].rawValue == 0xFFFF_0000, "(\(x), \(y))")
        }
    }

    // The left edge at 5.5 runs through the centres of column 5: distance 0, coverage
    // 0.5, 127.5 rounds (to even) to 128. White × 128/255 = 0x80808080 over opaque
    // black keeps black × 127/255 = 0: 0xFF808080. At opacity 128 the alpha is first
    // 128 × 128/255 = 64 (64.25 rounded), then white × 64/255 over black: 0xFF404040.
    @Test("a pixel centred on a straight edge gets coverage 128", arguments: implementations)
    func straddlingEdge(_ implementation: Kernels.Implementation) {
        let k = Kernels(implementation)
        let shape = RoundedRect(x: 5.5, y: 2, width: 20, height: 10, radius: 3)
        let full = Bitmap(width: 40, height: 14, fill: .black)
        k.fill(full.view, roundedRect: shape, color: .white)
        #expect(full[4, 6] == .black)
        #expect(full[5, 6].rawValue == 0xFF80_8080)
        #expect(full[6, 6] == .white)
        #expect(full[25, 6].rawValue == 0xFF80_8080)  // right edge at 25.5
        #expect(full[26, 6] == .black)

        let half = Bitmap(width: 40, height: 14, fill: .black)
        k.fill(half.view, roundedRect: shape, color: .white, opacity: 128)
        #expect(half[5, 6].rawValue == 0xFF40_4040)
        #expect(half[6, 6].rawValue == 0xFF80_8080)
    }

    @Test("the clip limits the pixels written and the rect returned", arguments: implementations)
    func clipped(_ implementation: Kernels.Implementation) {
        let bitmap = Bitmap(width: 30, height: 20, fill: Self.ground)
        let shape = RoundedRect(x: -5.25, y: 3.5, width: 50, height: 12, radius: 4)
        let clip = Rect(x: 7, y: 0, width: 9, height: 11)
        let written = Kernels(implementation).fill(bitmap.view, roundedRect: shape, color: .white, clip: clip)
        #expect(written == Rect(x: 7, y: 3, width: 9, height: 8))
        for p in Self.pixels(bitmap) where !written.contains(x: p.x, y: p.y) {
            #expect(p.value == Self.ground.rawValue, "(\(p.x), \(p.y))")
        }
        #expect(bitmap[10, 8] == .white)
    }

    /// The vector fill works out the spans of rows clear of the corners once: tall
    /// shapes between pixels, in narrow clips and whole, rounded or not, are the
    /// one-pixel formula's pixels exactly, the rows at the corners' ends included.
    @Test func tallShapesBetweenPixelsMatchThePixelFormulaRowByRow() {
        let shapes = [RoundedRect(x: 3.3, y: 2.6, width: 40.5, height: 150.2, radius: 0),
                      RoundedRect(x: -1.7, y: 0.25, width: 33.25, height: 151, radius: 7.3),
                      RoundedRect(x: 5.5, y: 4, width: 20, height: 140.75, radius: 10),
                      RoundedRect(x: 0.1, y: 1.1, width: 2.2, height: 155, radius: 0.4)]
        let clips: [Rect?] = [nil, Rect(x: 3, y: 0, width: 1, height: 160), Rect(x: 40, y: 10, width: 5, height: 120),
                              Rect(x: 10, y: 0, width: 3, height: 9)]
        for shape in shapes {
            for clip in clips {
                let drawn = [Kernels.Implementation.scalar, .simd].map { implementation in
                    let bitmap = Bitmap(width: 48, height: 160, fill: Self.ground)
                    Kernels(implementation).fill(bitmap.view, roundedRect: shape, color: Pixel(rawValue: 0xFFC0_8040),
                                                 opacity: 200, clip: clip)
                    return Self.pixels(bitmap).map(\.value)
                }
                #expect(drawn[0] == drawn[1], "\(shape) clip \(String(describing: clip))")
            }
        }
    }

    /// Shapes whose sides lie on whole pixels fill the rows along those sides without
    /// evaluating an edge: the pixels are still the one-pixel formula's, for every
    /// radius (below half a pixel the rows within half a pixel of a fractional top or
    /// bottom go through the formula), opaque or not, whole and clipped.
    @Test func shapesWithSidesOnWholePixelsMatchThePixelFormula() {
        var shapes: [RoundedRect] = []
        for radius: Float in [0, 0.2, 0.5, 0.7, 3, 12.25, 40] {
            shapes.append(RoundedRect(x: 4, y: 3, width: 36, height: 150, radius: radius))
            shapes.append(RoundedRect(x: 4, y: 2.6, width: 25, height: 140.3, radius: radius))
            shapes.append(RoundedRect(x: -2, y: 0.5, width: 1, height: 80.5, radius: radius))
        }
        let clips: [Rect?] = [nil, Rect(x: 3, y: 0, width: 2, height: 160), Rect(x: 20, y: 10, width: 30, height: 9)]
        for shape in shapes {
            for clip in clips {
                for (colour, opacity) in [(Pixel(rawValue: 0xFFC0_8040), UInt8(255)), (Pixel(rawValue: 0x8060_4020), 200)] {
                    let drawn = [Kernels.Implementation.scalar, .simd].map { implementation in
                        let bitmap = Bitmap(width: 48, height: 160, fill: Self.ground)
                        Kernels(implementation).fill(bitmap.view, roundedRect: shape, color: colour, opacity: opacity, clip: clip)
                        return Self.pixels(bitmap).map(\.value)
                    }
                    #expect(drawn[0] == drawn[1], "\(shape) clip \(String(describing: clip)) opacity \(opacity)")
                }
            }
        }
    }

    @Test("nothing is written at opacity 0, for an empty shape, or off the bitmap", arguments: implementations)
    func nothingToDo(_ implementation: Kernels.Implementation) {
        let k = Kernels(implementation)
        let bitmap = Bitmap(width: 12, height: 12, fill: Self.ground)
        #expect(k.fill(bitmap.view, roundedRect: RoundedRect(x: 1, y: 1, width: 8, height: 8, radius: 2), color: .white, opacity: 0) == .zero)
        #expect(k.fill(bitmap.view, roundedRect: RoundedRect(x: 1, y: 1, width: 0, height: 8, radius: 2), color: .white) == .zero)
        #expect(k.fill(bitmap.view, roundedRect: RoundedRect(x: 20, y: 1, width: 5, height: 8, radius: 2), color: .white) == .zero)
        #expect(Self.pixels(bitmap).allSatisfy { $0.value == Self.ground.rawValue })
    }

    /// `wholeCoveredPixels` names only pixels a fill paints with its colour exactly: on
    /// the grid, the whole rectangle; off it, all but a margin at each fractional edge.
    @Test("the pixels called wholly covered are painted with the colour exactly", arguments: implementations)
    func wholeCoveredPixels(_ implementation: Kernels.Implementation) {
        #expect(RoundedRect(x: 3, y: 2, width: 19, height: 9, radius: 0).wholeCoveredPixels
                    == Rect(x: 3, y: 2, width: 19, height: 9))
        // x 50.5…350.5 (margin 1.02): columns 52…348; y on the grid: rows 50…349.
        #expect(RoundedRect(x: 50.5, y: 50, width: 300, height: 300, radius: 0).wholeCoveredPixels
                    == Rect(x: 52, y: 50, width: 297, height: 300))
        #expect(RoundedRect(x: 3, y: 2, width: 19, height: 9, radius: 2).wholeCoveredPixels == nil)
        #expect(RoundedRect(x: 3.5, y: 2, width: 1.5, height: 9, radius: 0).wholeCoveredPixels == nil)
        let colour = Pixel(rawValue: 0xFFC0_8040)
        var checked = 0
        let starts: [Float] = [-7.75, 0, 0.3, 10.5, 13.999, 21.01], sizes: [Float] = [0.5, 1.7, 2.5, 9.25, 30, 47.5]
        for (x, y) in zip(starts, starts.reversed()) {
            for (width, height) in sizes.flatMap({ w in sizes.map { (w, $0) } }) {
                let shape = RoundedRect(x: x, y: y, width: width, height: height, radius: 0)
                let bitmap = Bitmap(width: 80, height: 80, fill: Self.ground)
                Kernels(implementation).fill(bitmap.view, roundedRect: shape, color: colour)
                guard let covered = shape.wholeCoveredPixels?.intersection(bitmap.bounds) else { continue }
                for py in covered.minY..<covered.maxY {
                    for px in covered.minX..<covered.maxX where bitmap[px, py] != colour {
                        Issue.record("\(shape): (\(px), \(py)) is \(bitmap[px, py]), not the colour")
                    }
                }
                // Off the grid, the margin gives up one whole pixel at most at each edge.
                let left = Int(x.rounded(.up)), right = Int((x + width).rounded(.down))
                #expect(covered.isEmpty || left < 0 || covered.minX - left <= 1, "\(shape)")
                #expect(covered.isEmpty || covered.maxX >= 80 || right - covered.maxX <= 1, "\(shape)")
                checked += covered.area
            }
        }
        #expect(checked == 35834)
    }
}

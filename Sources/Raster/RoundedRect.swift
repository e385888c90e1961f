/// A rectangle with circular corners, in (fractional) pixel coordinates.
public struct RoundedRect: Equatable, Sendable {
    public var x: Float, y: Float, width: Float, height: Float
    /// Corner radius, clamped to half the shorter side.
    public var radius: Float

    public init(x: Float, y: Float, width: Float, height: Float, radius: Float) {
        self.x = x; self.y = y; self.width = width; self.height = height; self.radius = radius
    }
}

extension RoundedRect {
    /// The pixels every fill of this rectangle covers whole, so paints with its colour
    /// exactly (at full opacity, an opaque colour); nil for rounded corners or when
    /// none is. Along an axis whose two edges lie on the pixel grid, all of its pixels
    /// (their centres are half a pixel inside: coverage exactly 255); along one whose
    /// edges do not (a page sliding), the runs both kernels fill solid, kept their
    /// safety margin inside the edges. So a page between pixels still hides what lies
    /// under all but its edge columns (`Occlusion`).
    public var wholeCoveredPixels: Rect? {
        guard let shape = RoundedRectShape(self), shape.radius == 0 else { return nil }
        let margin = shape.safetyMargin
        /// Half-integers are exact in `Float` below 2²², so is the formula there.
        func onGrid(_ v: Float) -> Bool { v == v.rounded() && abs(v) < 4_194_304 }
        func covered(_ start: Float, _ length: Float, centre: Float, half: Float) -> Range<Int>? {
            if onGrid(start) && onGrid(start + length) { return Int(start) ..< Int(start + length) }
            let c = Double(centre), h = Double(half) - margin
            guard h >= 0 else { return nil }
            let first = RoundedRectShape.pixel((c - h - 0.5).rounded(.up))
            let end = RoundedRectShape.pixel((c + h - 0.5).rounded(.down)) + 1
            return first < end ? first ..< end : nil
        }
        guard let columns = covered(x, width, centre: shape.centreX, half: shape.halfWidth),
              let rows = covered(y, height, centre: shape.centreY, half: shape.halfHeight) else { return nil }
        return Rect(x: columns.lowerBound, y: rows.lowerBound, width: columns.count, height: rows.count)
    }
}

extension Kernels {
    /// Composites `color` × `opacity` over `dst` with the antialiased coverage of
    /// `shape`, inside `clip`. Returns the rectangle of `dst` written.
    ///
    /// Coverage at a pixel centre is `clamp(0.5 − d, 0, 1)` for the signed distance `d`
    /// to the shape, rounded to 0…255 (to nearest, ties to even). The source there is
    /// `color.scaled(by: Pixel.multiply(coverage, opacity))` — two roundings — then
    /// source-over. Pixels of coverage 0 keep their value. The result is the shape's
    /// bounding box rounded out to pixels, inside `clip` and `dst` (a superset of the
    /// pixels changed), or `.zero` when nothing can change.
    @discardableResult
    public func fill(_ dst: BitmapView, roundedRect shape: RoundedRect, color: Pixel, opacity: UInt8 = 255, clip: Rect? = nil) -> Rect {
        guard opacity != 0, color != .clear, let shape = RoundedRectShape(shape) else { return .zero }
        let area = (clip ?? dst.bounds).intersection(dst.bounds)
        let box = shape.bounds.intersection(area)
        if box.isEmpty { return .zero }
        switch implementation {
        case .scalar: RoundedRectShape.fillScalar(dst, shape, box: box, color: color, opacity: opacity)
        case .simd: RoundedRectShape.fillSIMD(dst, shape, box: box, color: color, opacity: opacity)
        }
        return box
    }
}

/// A rounded rectangle ready for the distance formula: centre, the half size of the
/// inner (straight-edged) box, and the clamped radius, all in `Float` as both
/// implementations evaluate them.
struct RoundedRectShape {
    let centreX: Float, centreY: Float
    /// Half size minus radius: `h − r` of the formula.
    let innerX: Float, innerY: Float
    let radius: Float
    let halfWidth: Float, halfHeight: Float
    /// The pixels the shape touches: its extent rounded out.
    let bounds: Rect

    /// Nil when the shape is empty or not finite.
    init?(_ s: RoundedRect) {
        guard s.x.isFinite, s.y.isFinite, s.width.isFinite, s.height.isFinite,
              s.width > 0, s.height > 0 else { return nil }
        halfWidth = s.width * 0.5
        halfHeight = s.height * 0.5
        centreX = s.x + halfWidth
        centreY = s.y + halfHeight
        radius = s.radius.isNaN ? 0 : min(max(s.radius, 0), min(halfWidth, halfHeight))
        innerX = halfWidth - radius
        innerY = halfHeight - radius
        let x0 = Self.pixel(Double(s.x).rounded(.down)), x1 = Self.pixel((Double(s.x) + Double(s.width)).rounded(.up))
        let y0 = Self.pixel(Double(s.y).rounded(.down)), y1 = Self.pixel((Double(s.y) + Double(s.height)).rounded(.up))
        bounds = Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// A whole-pixel coordinate, kept far from `Int`'s limits.
    static func pixel(_ v: Double) -> Int { Int(min(max(v, -0x4000_0000), 0x4000_0000)) }

    /// Round-to-nearest `Float` to integer for `|v| < 2²²`: adding 1.5·2²³ leaves the
    /// integer in the low mantissa bits.
    static let magic: Float = 12_582_912
    static let magicBits: UInt32 = 0x4B40_0000

    /// The coverage (0…255) of the pixel centred at (`px`, `py`): the formula, one pixel.
    @inline(__always)
    func coverage(px: Float, py: Float) -> UInt32 {
        let qx = (px - centreX).magnitude - innerX
        let qy = (py - centreY).magnitude - innerY
        let ox = max(qx, 0), oy = max(qy, 0)
        let distance = (ox * ox + oy * oy).squareRoot() + min(max(qx, qy), 0) - radius
        let c = min(max(0.5 - distance, 0), 1)
        return (c * 255 + Self.magic).bitPattern &- Self.magicBits
    }

    /// One pixel at a time over the whole box: coverage, then
    /// `color.scaled(by: coverage × opacity) over dst` where coverage is not 0.
    static func fillScalar(_ dst: BitmapView, _ shape: RoundedRectShape, box: Rect, color: Pixel, opacity: UInt8) {
        for y in box.minY..<box.maxY {
            let row = dst.row(y)
            for x in box.minX..<box.maxX {
                let k = shape.coverage(px: Float(x) + 0.5, py: Float(y) + 0.5)
                if k == 0 { continue }
                let source = color.scaled(by: UInt8(Pixel.multiply(k, UInt32(opacity))))
                row[x] = source.over(Pixel(rawValue: row[x])).rawValue
            }
        }
    }
}

extension RoundedRectShape {
    /// Eight pixels at a time. Each row splits into a solid run (coverage 255 for
    /// certain: a plain colour-over, no distance math) between two edge bands where
    /// the distance is evaluated exactly as `coverage` does, eight lanes at once.
    /// Pixels certain to have coverage 0 (beyond the corners' arcs) are skipped.
    static func fillSIMD(_ dst: BitmapView, _ shape: RoundedRectShape, box: Rect, color: Pixel, opacity: UInt8) {
        let solid = color.scaled(by: opacity)
        let colorVector = PixelVector(repeating: color.rawValue)
        let opacityVector = HalfLanes.Halves(repeating: UInt16(opacity))
        let margin = shape.safetyMargin
        // Rows clear of the corners all have the same spans: worked out once (a page
        // sliding between pixels is a rectangle 1 900 rows tall, often drawn in several
        // narrow pieces, and the spans' square roots were a quarter of such a frame).
        let sameSpans = shape.sameSpansDistance(margin: margin)
        var middle: (outer0: Int, solid0: Int, solid1: Int, outer1: Int)?
        // Rows along straight sides on whole pixels are the colour between them and
        // nothing beside: no edge band to evaluate (a tile or a page placed on the grid).
        let straight = shape.straightSides(box: box)
        for y in box.minY..<box.maxY {
            let row = dst.row(y)
            let py = Float(y) + 0.5
            let qy = (py - shape.centreY).magnitude - shape.innerY
            if let straight, qy <= straight.rowsUpTo {
                Self.blendSolid(row + straight.from, count: straight.to - straight.from, solid)
                continue
            }
            let oy = max(qy, 0)
            let rowTerms = (oy: SIMD8<Float>(repeating: oy),
                            negativeQy: SIMD8<Float>(repeating: qy < 0 ? -qy : 0))
            let span: (outer0: Int, solid0: Int, solid1: Int, outer1: Int)
            if (Double(py) - Double(shape.centreY)).magnitude <= sameSpans {
                if middle == nil { middle = shape.spans(py: Double(py), margin: margin, box: box) }
                span = middle!
            } else {
                span = shape.spans(py: Double(py), margin: margin, box: box)
            }
            @inline(__always) func edge(_ from: Int, _ to: Int) {
                shape.blendEdge(row, from: from, to: to, rowTerms: rowTerms, color: colorVector, opacity: opacityVector)
            }
            edge(span.outer0, span.solid0)
            Self.blendSolid(row + span.solid0, count: span.solid1 - span.solid0, solid)
            edge(span.solid1, span.outer1)
        }
    }

    /// When the left and right sides lie on whole pixels: the columns between them
    /// (within `box`), and the `qy` up to which a row is all the colour there and
    /// nothing beside. In such a row (`qy` ≤ 0: no corner reaches it) a pixel centre
    /// is a whole number and a half from each side, so the formula's distance is
    /// −0.5 or less between the sides and 0.5 or more beyond them — coverage 255 and
    /// 0, `Float` rounding aside, which shifts the 255 and 0 by far less than half a
    /// step. Inside, `max(qx, qy) − r` stays ≤ −0.5 too when r ≥ 0.5, or when the row
    /// is half a pixel or more inside the straight part (`qy` ≤ −0.5).
    func straightSides(box: Rect) -> (from: Int, to: Int, rowsUpTo: Float)? {
        let left = Double(centreX) - Double(halfWidth), right = Double(centreX) + Double(halfWidth)
        guard left == left.rounded(), right == right.rounded(), left.magnitude < 0x1p22, right.magnitude < 0x1p22
        else { return nil }
        let from = min(max(Int(left), box.minX), box.maxX), to = min(max(Int(right), from), box.maxX)
        return (from, to, radius >= 0.5 ? 0 : -0.5)
    }

    /// How far (in pixels of distance) the `Float` evaluation may stray from the exact
    /// distance, plus one: the solid run keeps that far inside the `d ≤ −0.5` line and
    /// the skipped pixels that far outside `d ≥ 0.5`, so both agree with `coverage`.
    var safetyMargin: Double {
        let magnitude = max(Double(centreX).magnitude, Double(centreY).magnitude)
            + Double(max(halfWidth, halfHeight)) + 2
        return 1 + magnitude / 65536 + 1.0 / 64
    }

    /// Half the width, at vertical distance `ay` from the centre, of the shape grown
    /// by `grow` (shrunk when negative), or nil where that row misses it.
    func halfSpan(ay: Double, grow: Double) -> Double? {
        let w = Double(halfWidth) + grow, h = Double(halfHeight) + grow
        let r = max(Double(radius) + grow, 0)
        if w < 0 || ay > h { return nil }
        let ey = ay - (h - r)
        if ey <= 0 { return w }
        return w - r + max(r * r - ey * ey, 0).squareRoot()
    }

    /// The vertical distance from the centre up to which every row has the same
    /// `spans` (for a given margin and box): where both of its `halfSpan`s give their
    /// straight sides' half width, or both miss every row, whatever the row.
    func sameSpansDistance(margin: Double) -> Double {
        func limit(grow: Double) -> Double {
            let w = Double(halfWidth) + grow, h = Double(halfHeight) + grow
            let r = max(Double(radius) + grow, 0)
            return w < 0 ? .infinity : h - r
        }
        return min(limit(grow: margin), limit(grow: -margin))
    }

    /// The row's columns: `outer0 ≤ solid0 ≤ solid1 ≤ outer1`, all within `box`.
    /// Outside `outer` coverage is surely 0, inside `solid` surely 255.
    func spans(py: Double, margin: Double, box: Rect) -> (outer0: Int, solid0: Int, solid1: Int, outer1: Int) {
        let ay = (py - Double(centreY)).magnitude, cx = Double(centreX)
        func column(_ v: Double, _ lo: Int, _ hi: Int) -> Int { Int(min(max(v, Double(lo)), Double(hi))) }
        guard let outer = halfSpan(ay: ay, grow: margin) else { return (box.minX, box.minX, box.minX, box.minX) }
        let o0 = column((cx - outer - 0.5).rounded(.down), box.minX, box.maxX)
        let o1 = column((cx + outer - 0.5).rounded(.up) + 1, o0, box.maxX)
        guard let inner = halfSpan(ay: ay, grow: -margin) else { return (o0, o0, o0, o1) }
        let s0 = column((cx - inner - 0.5).rounded(.up), o0, o1)
        let s1 = column((cx + inner - 0.5).rounded(.down) + 1, s0, o1)
        return (o0, s0, s1, o1)
    }

    /// `coverage` for the eight pixels from column `x` of a row (lanes are pixels).
    /// Maxima and minima are sign-bit masks and integer compares of the float bits,
    /// exact selections that stay vector code (`pointwiseMax` and `replacing` do not).
    @inline(__always)
    func coverage8(x: Int, rowTerms: (oy: SIMD8<Float>, negativeQy: SIMD8<Float>)) -> PixelVector {
        typealias F = SIMD8<Float>
        let px = F(repeating: Float(x)) + F(0.5, 1.5, 2.5, 3.5, 4.5, 5.5, 6.5, 7.5)
        let qx = LaneMath.magnitude(px - centreX) - innerX
        let ox = LaneMath.maxZero(qx)
        // min(max(qx, qy), 0) = max(min(qx, 0), min(qy, 0)) = −min(max(−qx, 0), max(−qy, 0)).
        let inside = -LaneMath.minNonNegative(LaneMath.maxZero(-qx), rowTerms.negativeQy)
        // Squared in the vector code: a sum of squares is known non-negative, which is
        // what lets LLVM turn the lanes' `sqrtf` calls into one `sqrtps`.
        let distance = (ox * ox + rowTerms.oy * rowTerms.oy).squareRoot() + inside - radius
        let c = LaneMath.minNonNegative(LaneMath.maxZero(0.5 - distance), F(repeating: 1))
        return unsafeBitCast(c * 255 + Self.magic, to: PixelVector.self) &- Self.magicBits
    }

    /// Source-over of `color × coverage × opacity` on columns `from..<to` of `row`;
    /// a last partial block goes through a lane buffer.
    @inline(__always)
    fileprivate func blendEdge(_ row: UnsafeMutablePointer<UInt32>, from: Int, to: Int,
                   rowTerms: (oy: SIMD8<Float>, negativeQy: SIMD8<Float>),
                   color: PixelVector, opacity: HalfLanes.Halves) {
        @inline(__always) func blend(_ d: PixelVector, _ x: Int) -> PixelVector {
            let k = coverage8(x: x, rowTerms: rowTerms)
            let alpha = HalfLanes.divide255(HalfLanes.halves(k | k &<< 16) &* opacity)
            return HalfLanes.over(HalfLanes.scale(color, by: alpha), d)
        }
        var x = from
        while x &+ 8 <= to {
            storePixels(blend(loadPixels(row + x), x), to: row + x)
            x &+= 8
        }
        if x < to {
            var d = PixelVector()
            for i in 0..<(to &- x) { d[i] = row[x &+ i] }
            let out = blend(d, x)
            for i in 0..<(to &- x) { row[x &+ i] = out[i] }
        }
    }

    /// `count` pixels of coverage 255: a store when `s` is opaque, else `s` over them.
    @inline(__always)
    static func blendSolid(_ p: UnsafeMutablePointer<UInt32>, count: Int, _ s: Pixel) {
        let v = PixelVector(repeating: s.rawValue)
        var x = 0
        if s.alpha == 255 {
            while x &+ 8 <= count { storePixels(v, to: p + x); x &+= 8 }
            while x < count { p[x] = s.rawValue; x &+= 1 }
        } else {
            while x &+ 8 <= count { storePixels(HalfLanes.over(v, loadPixels(p + x)), to: p + x); x &+= 8 }
            while x < count { p[x] = s.over(Pixel(rawValue: p[x])).rawValue; x &+= 1 }
        }
    }
}

/// Exact lane-wise float selections built from integer operations on the bits.
private enum LaneMath {
    typealias F = SIMD8<Float>
    typealias I = SIMD8<Int32>

    /// `|v|`: the sign bit cleared.
    @inline(__always) static func magnitude(_ v: F) -> F {
        unsafeBitCast(unsafeBitCast(v, to: I.self) & 0x7FFF_FFFF, to: F.self)
    }

    /// `max(v, 0)` (as +0): negative lanes, whose sign bit smears to all ones, become 0.
    @inline(__always) static func maxZero(_ v: F) -> F {
        let b = unsafeBitCast(v, to: I.self)
        return unsafeBitCast(b & ~(b &>> 31), to: F.self)
    }

    /// `min(a, b)` for lanes with the sign bit clear: their bits order like the values.
    @inline(__always) static func minNonNegative(_ a: F, _ b: F) -> F {
        let x = unsafeBitCast(a, to: I.self), y = unsafeBitCast(b, to: I.self)
        let d = x &- y
        return unsafeBitCast(y &+ (d & (d &>> 31)), to: F.self)
    }
}

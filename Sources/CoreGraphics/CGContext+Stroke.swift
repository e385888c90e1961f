import Raster

/// Stroking: the current path's outline at the line width, filled with the stroke colour.
extension CGContext {
    public func setStrokeColor(_ color: CGColor) { state.strokeColor = color.pixel }

    /// The line width in user-space units; negative widths count as 0 (nothing drawn).
    public func setLineWidth(_ width: CGFloat) { state.lineWidth = max(width, 0) }

    public func setLineCap(_ cap: CGLineCap) { state.lineCap = cap }

    public func setLineJoin(_ join: CGLineJoin) { state.lineJoin = join }

    public func setMiterLimit(_ limit: CGFloat) { state.miterLimit = limit }

    /// Dashes later strokes: `lengths` (user space) alternate painted and skipped,
    /// each subpath starting `phase` into the pattern. An empty array draws solid lines.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        state.dashPhase = phase
        state.dashLengths = lengths
    }

    /// Paints a line of the current width, cap and join along the current path with
    /// the stroke colour, then empties the path. The width is measured in user space
    /// as it is now (a CTM that scales x only makes vertical lines wider).
    public func strokePath() { strokePath(from: 0, to: 1) }

    /// `strokePath()` for only the part of the path between fractions `start` and
    /// `end` of its length (user space; dashes are laid along that part from its
    /// start), as `CAShapeLayer`'s `strokeStart` and `strokeEnd` draw it.
    package func strokePath(from start: Double, to end: Double) {
        let device = PathFlattening.polylines(of: path.elements)
        beginPath()
        let ctm = state.ctm
        let det = ctm.a * ctm.d - ctm.b * ctm.c
        guard state.lineWidth > 0, det != 0, det.isFinite else { return }
        let toUser = Affine2D(ctm.inverted()), toDevice = Affine2D(ctm)
        let whole = device.map { line in
            Polyline(points: line.points.map { Self.map($0, toUser) }, isClosed: line.isClosed)
        }
        let user = dashed(whole.trimmed(from: start, to: end))
        // The largest device radius of the line, for round parts within the flattening tolerance.
        let scale = max((ctm.a * ctm.a + ctm.b * ctm.b).squareRoot(), (ctm.c * ctm.c + ctm.d * ctm.d).squareRoot())
        let radius = Double(state.lineWidth * scale) / 2
        let step = 2 * acos(max(1 - PathFlattening.tolerance / radius, -1))
        let sides = Int(min(max((2 * Double.pi / step).rounded(.up), 8), 1024))
        let outline = StrokeOutline(halfWidth: Double(state.lineWidth) / 2, cap: state.lineCap, join: state.lineJoin,
                                    miterLimit: Double(state.miterLimit), circleSides: sides)
        let polygons = outline.polygons(for: user).map { $0.map { Self.map($0, toDevice) } }
        paint(polygons, rule: .winding, color: state.strokeColor)
    }

    /// Strokes the ellipse inscribed in `rect`; the current path is emptied.
    public func strokeEllipse(in rect: CGRect) {
        beginPath()
        addEllipse(in: rect)
        strokePath()
    }

    /// Strokes the outline of `rect`; the current path is emptied.
    public func stroke(_ rect: CGRect) {
        beginPath()
        addRect(rect)
        strokePath()
    }

    /// Strokes `rect` with lines `width` wide (the line width itself is unchanged).
    public func stroke(_ rect: CGRect, width: CGFloat) {
        let saved = state.lineWidth
        setLineWidth(width)
        stroke(rect)
        state.lineWidth = saved
    }

    /// Strokes separate lines: one between each pair of `points` (0–1, 2–3, …).
    public func strokeLineSegments(between points: [CGPoint]) {
        beginPath()
        for i in Swift.stride(from: 0, to: points.count - 1, by: 2) {
            move(to: points[i])
            addLine(to: points[i + 1])
        }
        strokePath()
    }

    /// The dashes of `lines` under the current pattern, each line starting at the phase.
    private func dashed(_ lines: [Polyline]) -> [Polyline] {
        let lengths = state.dashLengths.map(Double.init), phase = Double(state.dashPhase)
        guard !lengths.isEmpty else { return lines }
        return lines.flatMap { line in
            Polyline.dashRanges(length: line.length, lengths: lengths, phase: phase).map { line.pieces(in: $0) } ?? [line]
        }
    }

    private static func map(_ p: SIMD2<Double>, _ t: Affine2D) -> SIMD2<Double> {
        let q = t.apply(x: p.x, y: p.y)
        return SIMD2(q.x, q.y)
    }
}

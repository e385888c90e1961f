import Raster

/// Building and filling the current path. Each point goes through the CTM as it is
/// added (as in Core Graphics), so changing the CTM later does not move what was added.
extension CGContext {
    /// Empties the current path.
    public func beginPath() { path = CGMutablePath() }

    public func move(to point: CGPoint) { path.move(to: point, transform: state.ctm) }

    public func addLine(to point: CGPoint) { path.addLine(to: point, transform: state.ctm) }

    public func addLines(between points: [CGPoint]) { path.addLines(between: points, transform: state.ctm) }

    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        path.addQuadCurve(to: end, control: control, transform: state.ctm)
    }

    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        path.addCurve(to: end, control1: control1, control2: control2, transform: state.ctm)
    }

    /// An arc as `CGMutablePath.addArc(center:radius:startAngle:endAngle:clockwise:)` adds it.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise,
                    transform: state.ctm)
    }

    public func addRect(_ rect: CGRect) { path.addRect(rect, transform: state.ctm) }

    public func addRects(_ rects: [CGRect]) { path.addRects(rects, transform: state.ctm) }

    public func addEllipse(in rect: CGRect) { path.addEllipse(in: rect, transform: state.ctm) }

    /// Adds `path` (user space) to the current path.
    public func addPath(_ path: CGPath) { self.path.addPath(path, transform: state.ctm) }

    /// Closes the current subpath.
    public func closePath() { path.closeSubpath() }

    /// Whether the current path is empty.
    public var isPathEmpty: Bool { path.isEmpty }

    /// The current path's bounding box (control points included) in user space; `CGRect.null` when empty.
    public var boundingBoxOfPath: CGRect {
        path.isEmpty ? .null : path.boundingBox.applying(state.ctm.inverted())
    }

    /// Paints the inside of the current path (every subpath closed) with the fill
    /// colour by `rule`, antialiased by exact pixel coverage, inside the clip; then
    /// empties the path.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        let polygons = PathFlattening.polylines(of: path.elements).map(\.points)
        beginPath()
        paint(polygons, rule: rule, color: state.fillColor)
    }

    /// Paints the ellipse inscribed in `rect` with the fill colour; the current path is emptied.
    public func fillEllipse(in rect: CGRect) {
        beginPath()
        addEllipse(in: rect)
        fillPath()
    }

    /// Fills and/or strokes the current path as `mode` says (the fill first), then empties it.
    public func drawPath(using mode: CGPathDrawingMode) {
        let elements = path.elements
        switch mode {
        case .fill, .fillStroke: fillPath(using: .winding)
        case .eoFill, .eoFillStroke: fillPath(using: .evenOdd)
        case .stroke: break
        }
        if mode == .stroke || mode == .fillStroke || mode == .eoFillStroke {
            path = CGMutablePath(elements: elements)
            strokePath()
        }
        beginPath()
    }

    /// Composites `color` through the coverage of `polygons` (device pixels) onto the bitmap.
    func paint(_ polygons: [[SIMD2<Double>]], rule: CGPathFillRule, color: Pixel) {
        guard color != .clear, let (mask, x, y) = PathRasterizer.mask(of: polygons, rule: rule, clip: state.clip) else {
            return
        }
        bitmap.withView { target in
            withExtendedLifetime(mask) { _ = kernels.draw(mask.view, onto: target, x: x, y: y, color: color) }
        }
    }
}

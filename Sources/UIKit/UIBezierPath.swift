import CoreGraphics

/// UIKit's path object: a `CGMutablePath` with the stroke's settings (width, cap,
/// join, miter limit, dashes) and the fill rule, drawn into the current UIKit
/// context by `fill()` and `stroke()`. Angles follow UIKit's y-down screen:
/// `clockwise` arcs turn clockwise as seen (the opposite of Core Graphics' flag).
///
/// Not actor-isolated, as in Apple's SDK; only drawing (which needs the current
/// context) is main-actor.
open class UIBezierPath: NSObject {
    private var path = CGMutablePath()

    /// The stroke's width in points (1).
    open var lineWidth: CGFloat = 1
    open var lineCapStyle = CGLineCap.butt
    open var lineJoinStyle = CGLineJoin.miter
    /// The longest miter join, in line widths, before it is bevelled (10).
    open var miterLimit: CGFloat = 10
    /// Accepted for compatibility; curves are always flattened to a fortieth of a pixel.
    open var flatness: CGFloat = 0.6
    /// Fill by the even-odd rule instead of the nonzero winding rule.
    open var usesEvenOddFillRule = false
    private var dashPattern: [CGFloat] = []
    private var dashPhase: CGFloat = 0

    /// An empty path.
    public override init() { super.init() }

    /// A closed rectangle.
    public convenience init(rect: CGRect) {
        self.init()
        path.addRect(rect)
    }

    /// A closed ellipse inscribed in `rect`.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path.addEllipse(in: rect)
    }

    /// A rectangle with circular corners of `cornerRadius` (at most half the shorter
    /// side). iOS draws slightly smoother "continuous" corners; these are circular arcs.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init(roundedRect: rect, byRoundingCorners: .allCorners,
                  cornerRadii: CGSize(width: cornerRadius, height: cornerRadius))
    }

    /// A rectangle whose `corners` are quarter ellipses of `cornerRadii` (each at most
    /// half the side), the others square; it starts at the top edge and runs clockwise.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        let r = rect.standardized
        let rx = min(max(cornerRadii.width, 0), r.width / 2), ry = min(max(cornerRadii.height, 0), r.height / 2)
        func radii(_ corner: UIRectCorner) -> CGSize { corners.contains(corner) ? CGSize(width: rx, height: ry) : .zero }
        let (tl, tr, br, bl) = (radii(.topLeft), radii(.topRight), radii(.bottomRight), radii(.bottomLeft))
        path.move(to: CGPoint(x: r.minX + tl.width, y: r.minY))
        addCorner(CGPoint(x: r.maxX, y: r.minY), tr, center: CGPoint(x: r.maxX - tr.width, y: r.minY + tr.height), from: -.pi / 2)
        addCorner(CGPoint(x: r.maxX, y: r.maxY), br, center: CGPoint(x: r.maxX - br.width, y: r.maxY - br.height), from: 0)
        addCorner(CGPoint(x: r.minX, y: r.maxY), bl, center: CGPoint(x: r.minX + bl.width, y: r.maxY - bl.height), from: .pi / 2)
        addCorner(CGPoint(x: r.minX, y: r.minY), tl, center: CGPoint(x: r.minX + tl.width, y: r.minY + tl.height), from: .pi)
        path.closeSubpath()
    }

    /// An open arc of the circle around `center`, from `startAngle` to `endAngle`
    /// (radians; 0 points along +x, π/2 straight down on screen).
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                            clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// A path with a copy of `cgPath`'s elements.
    public convenience init(cgPath: CGPath) {
        self.init()
        path = CGMutablePath(elements: cgPath.elements)
    }

    /// A line to a corner with `radii` (square when either is 0), else a quarter
    /// ellipse around `center` turning clockwise on screen from angle `from`.
    private func addCorner(_ corner: CGPoint, _ radii: CGSize, center: CGPoint, from angle: CGFloat) {
        guard radii.width > 0, radii.height > 0 else { path.addLine(to: corner); return }
        let ellipse = CGAffineTransform(a: radii.width, b: 0, c: 0, d: radii.height, tx: center.x, ty: center.y)
        path.addArc(center: .zero, radius: 1, startAngle: angle, endAngle: angle + .pi / 2, clockwise: false,
                    transform: ellipse)
    }

    // MARK: Building

    open func move(to point: CGPoint) { path.move(to: point) }

    open func addLine(to point: CGPoint) { path.addLine(to: point) }

    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }

    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        path.addQuadCurve(to: endPoint, control: controlPoint)
    }

    /// An arc as `init(arcCenter:…)` makes it, joined by a line from the current point.
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                     clockwise: Bool) {
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }

    /// Closes the current subpath with a line to its start.
    open func close() { path.closeSubpath() }

    open func removeAllPoints() { path = CGMutablePath() }

    /// Adds `bezierPath`'s subpaths.
    open func append(_ bezierPath: UIBezierPath) { path.addPath(bezierPath.path) }

    /// Moves every point by `transform`.
    open func apply(_ transform: CGAffineTransform) {
        path = CGMutablePath(elements: path.elements.map { $0.applying(transform) })
    }

    // MARK: Reading

    /// An immutable copy of the path; setting it replaces the elements.
    open var cgPath: CGPath {
        get { CGPath(elements: path.elements) }
        set { path = CGMutablePath(elements: newValue.elements) }
    }

    open var isEmpty: Bool { path.isEmpty }

    open var currentPoint: CGPoint { path.currentPoint }

    /// The smallest rectangle holding every point, control points included; `CGRect.null` when empty.
    open var bounds: CGRect { path.boundingBox }

    // MARK: Dashes

    /// Dashes the stroke: the first `count` values of `pattern` alternate painted and
    /// skipped lengths (points), starting `phase` into them; nil or 0 draws solid lines.
    open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        dashPattern = pattern.map { Array(UnsafeBufferPointer(start: $0, count: max(count, 0))) } ?? []
        dashPhase = phase
    }

    /// Copies the dash pattern into `pattern` (when given, which must hold as many
    /// values as the pattern has) and reports its length and phase.
    open func getLineDash(_ pattern: UnsafeMutablePointer<CGFloat>?, count: UnsafeMutablePointer<Int>?,
                          phase: UnsafeMutablePointer<CGFloat>?) {
        if let pattern { for (i, v) in dashPattern.enumerated() { pattern[i] = v } }
        count?.pointee = dashPattern.count
        phase?.pointee = dashPhase
    }

    // MARK: Drawing

    /// Paints the inside of the path with the current context's fill colour, by the
    /// path's fill rule. The context's state is left as it was.
    @preconcurrency @MainActor open func fill() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.addPath(path)
        context.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
        context.restoreGState()
    }

    /// Paints the path's line with the current context's stroke colour and this
    /// path's width, cap, join, miter limit and dashes.
    @preconcurrency @MainActor open func stroke() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setLineWidth(lineWidth)
        context.setLineCap(lineCapStyle)
        context.setLineJoin(lineJoinStyle)
        context.setMiterLimit(miterLimit)
        context.setLineDash(phase: dashPhase, lengths: dashPattern)
        context.addPath(path)
        context.strokePath()
        context.restoreGState()
    }
}

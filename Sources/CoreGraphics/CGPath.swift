/// A vector outline: subpaths of lines and Bézier curves, as Core Graphics keeps it.
/// An immutable `CGPath` is made from a `CGMutablePath` (`copy()`) or by its
/// rectangle and ellipse initializers; drawing fills or strokes it through a context.
public class CGPath {
    /// The elements, in the order they were added.
    package var elements: [PathElement] = []

    package init(elements: [PathElement]) { self.elements = elements }

    /// A closed rectangle, `transform` applied to its corners.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>? = nil) {
        let path = CGMutablePath()
        path.addRect(rect, transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    /// A closed ellipse inscribed in `rect`, `transform` applied to its points.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>? = nil) {
        let path = CGMutablePath()
        path.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// The smallest rectangle containing every point of the path, control points
    /// included (Core Graphics' definition); `CGRect.null` for an empty path.
    public var boundingBox: CGRect {
        let points = elements.flatMap(\.points)
        guard let first = points.first else { return .null }
        var (minX, minY, maxX, maxY) = (first.x, first.y, first.x, first.y)
        for p in points.dropFirst() {
            (minX, minY, maxX, maxY) = (min(minX, p.x), min(minY, p.y), max(maxX, p.x), max(maxY, p.y))
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Where the next line or curve starts: the last point added, or the start of the
    /// subpath just closed; `CGPoint.zero` for an empty path, as in Core Graphics.
    public var currentPoint: CGPoint { PathElement.currentPoint(of: elements) ?? .zero }

    /// An immutable copy.
    public func copy() -> CGPath? { CGPath(elements: elements) }

    /// A mutable copy.
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(elements: elements) }
}

/// A path that can grow. Every method takes a transform applied to the points it adds
/// (identity by default).
public final class CGMutablePath: CGPath {
    /// An empty path.
    public init() { super.init(elements: []) }

    override package init(elements: [PathElement]) { super.init(elements: elements) }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        elements.append(.move(point.applying(transform)))
    }

    /// A straight line from the current point to `point`. Without a current point
    /// (an empty path) it starts a subpath at `point` instead.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        append(.line(point.applying(transform)))
    }

    /// Lines through `points`: a move to the first, then a line to each of the others.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for p in points.dropFirst() { addLine(to: p, transform: transform) }
    }

    /// A quadratic Bézier curve from the current point to `end`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        append(.quadCurve(control.applying(transform), end.applying(transform)))
    }

    /// A cubic Bézier curve from the current point to `end`.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint,
                         transform: CGAffineTransform = .identity) {
        append(.curve(control1.applying(transform), control2.applying(transform), end.applying(transform)))
    }

    /// A closed subpath around `rect`: its origin corner, then along the width, across,
    /// and back (Core Graphics' order).
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        addLines(between: [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
                           CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY)], transform: transform)
        closeSubpath()
    }

    /// A closed subpath per rectangle.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// A closed ellipse inscribed in `rect`: four cubic curves from the middle of the
    /// right edge, turning the same way as `addRect` (towards +y first).
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let unit = CGAffineTransform(a: r.width / 2, b: 0, c: 0, d: r.height / 2, tx: r.midX, ty: r.midY)
            .concatenating(transform)
        move(to: CGPoint(x: 1, y: 0), transform: unit)
        ArcGeometry.appendCurves(from: 0, sweep: 2 * .pi, to: self, transform: unit)
        closeSubpath()
    }

    /// An arc of the circle around `center` from `startAngle` to `endAngle` (radians;
    /// angle 0 points along +x, and angles grow towards +y). With `clockwise` the angle
    /// decreases (Core Graphics' sense in y-up space, so counterclockwise on a y-down
    /// screen). A line joins the current point to the arc's start, if there is one.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
                       transform: CGAffineTransform = .identity) {
        let sweep = ArcGeometry.sweep(from: Double(startAngle), to: Double(endAngle), clockwise: clockwise)
        let unit = CGAffineTransform(a: radius, b: 0, c: 0, d: radius, tx: center.x, ty: center.y)
            .concatenating(transform)
        let start = CGPoint(x: cos(startAngle), y: sin(startAngle))
        if PathElement.currentPoint(of: elements) == nil { move(to: start, transform: unit) }
        else { addLine(to: start, transform: unit) }
        ArcGeometry.appendCurves(from: Double(startAngle), sweep: sweep, to: self, transform: unit)
    }

    /// Every subpath of `path`, `transform` applied.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        elements += path.elements.map { $0.applying(transform) }
    }

    /// Closes the current subpath with a line back to its start.
    public func closeSubpath() {
        guard PathElement.currentPoint(of: elements) != nil else { return }
        elements.append(.closeSubpath)
    }

    /// Appends a drawing element, starting a subpath at its end point when there is no current point.
    private func append(_ element: PathElement) {
        if elements.isEmpty, let end = element.points.last { elements.append(.move(end)) } else { elements.append(element) }
    }
}

import CoreGraphics

/// A `CAShapeLayer`'s own values, as part of its `LayerProperties`: what the render
/// server rasterises (and caches while they stay the same).
struct ShapeProperties: Equatable, Sendable {
    /// The path's steps in layer coordinates; empty for no path.
    var path: [PathElement] = []
    var fillColor: CGColor? = CGColor.black
    var fillRule = CAShapeLayerFillRule.nonZero
    var strokeColor: CGColor? = nil
    var lineWidth: CGFloat = 1
    var miterLimit: CGFloat = 10
    var lineCap = CAShapeLayerLineCap.butt
    var lineJoin = CAShapeLayerLineJoin.miter
    var lineDashPhase: CGFloat = 0
    /// Painted and skipped lengths in turn; empty: a solid line.
    var lineDashPattern: [CGFloat] = []
    /// The part of the path's length that is stroked, as fractions 0…1.
    var strokeStart: CGFloat = 0
    var strokeEnd: CGFloat = 1

    /// The animatable key paths (Apple marks these "Animatable").
    static let keyPaths: Set<String> = [
        "path", "fillColor", "strokeColor", "lineWidth", "miterLimit", "lineDashPhase", "strokeStart", "strokeEnd",
    ]

    func value(forKeyPath keyPath: String) -> AnimatableValue? {
        switch keyPath {
        case "path": .path(path)
        case "fillColor": .color(AnimatableValue.premultiplied(fillColor))
        case "strokeColor": .color(AnimatableValue.premultiplied(strokeColor))
        case "lineWidth": .number(Double(lineWidth))
        case "miterLimit": .number(Double(miterLimit))
        case "lineDashPhase": .number(Double(lineDashPhase))
        case "strokeStart": .number(Double(strokeStart))
        case "strokeEnd": .number(Double(strokeEnd))
        default: nil
        }
    }

    mutating func setValue(_ value: AnimatableValue, forKeyPath keyPath: String) -> Bool {
        switch (keyPath, value) {
        case let ("path", .path(p)): path = p
        case let ("fillColor", .color(c)): fillColor = AnimatableValue.cgColor(c)
        case let ("strokeColor", .color(c)): strokeColor = AnimatableValue.cgColor(c)
        case let ("lineWidth", .number(v)): lineWidth = CGFloat(v)
        case let ("miterLimit", .number(v)): miterLimit = CGFloat(v)
        case let ("lineDashPhase", .number(v)): lineDashPhase = CGFloat(v)
        case let ("strokeStart", .number(v)): strokeStart = CGFloat(v)
        case let ("strokeEnd", .number(v)): strokeEnd = CGFloat(v)
        default: return false
        }
        return true
    }
}

extension CALayer {
    /// Sets each animatable shape value that differs in `changed` as its setter does,
    /// so that its action runs (`setValue(_:forKeyPath:)` on a shape layer).
    func applyShape(_ changed: ShapeProperties) {
        guard let shape = properties.shape else { return }
        if changed.path != shape.path { set(\.shape!.path, changed.path, key: "path") }
        if changed.fillColor != shape.fillColor { set(\.shape!.fillColor, changed.fillColor, key: "fillColor") }
        if changed.strokeColor != shape.strokeColor { set(\.shape!.strokeColor, changed.strokeColor, key: "strokeColor") }
        if changed.lineWidth != shape.lineWidth { set(\.shape!.lineWidth, changed.lineWidth, key: "lineWidth") }
        if changed.miterLimit != shape.miterLimit { set(\.shape!.miterLimit, changed.miterLimit, key: "miterLimit") }
        if changed.lineDashPhase != shape.lineDashPhase {
            set(\.shape!.lineDashPhase, changed.lineDashPhase, key: "lineDashPhase")
        }
        if changed.strokeStart != shape.strokeStart { set(\.shape!.strokeStart, changed.strokeStart, key: "strokeStart") }
        if changed.strokeEnd != shape.strokeEnd { set(\.shape!.strokeEnd, changed.strokeEnd, key: "strokeEnd") }
    }
}

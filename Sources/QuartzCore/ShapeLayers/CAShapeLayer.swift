import CoreGraphics
import Foundation

/// A layer that draws a path: filled, then stroked, over its background and under
/// its sublayers. The render server rasterises the shape at the display's scale from
/// the layer's presented values and reuses the bitmap while they stay the same, so a
/// still shape costs no drawing per frame; `path` (point by point, when both paths
/// have the same steps), the colours, `lineWidth`, `miterLimit`, `lineDashPhase`,
/// `strokeStart` and `strokeEnd` animate.
open class CAShapeLayer: CALayer {
    public required init() {
        super.init()
        properties.shape = ShapeProperties()
    }

    public required init(layer: Any) {
        super.init(layer: layer)
        if properties.shape == nil { properties.shape = ShapeProperties() }
    }

    /// The shape's values (always present on a shape layer).
    private var shape: ShapeProperties { properties.shape ?? ShapeProperties() }

    /// The outline to draw, in the layer's coordinates; nil draws nothing.
    open var path: CGPath? {
        get { shape.path.isEmpty ? nil : CGPath(elements: shape.path) }
        set { set(\.shape!.path, newValue?.elements ?? [], key: "path") }
    }
    /// What fills the path's inside; opaque black by default, nil for no fill.
    open var fillColor: CGColor? { get { shape.fillColor } set { set(\.shape!.fillColor, newValue, key: "fillColor") } }
    open var fillRule: CAShapeLayerFillRule { get { shape.fillRule } set { set(\.shape!.fillRule, newValue, key: "fillRule") } }
    /// What paints the path's line; nil (the default) for no stroke.
    open var strokeColor: CGColor? { get { shape.strokeColor } set { set(\.shape!.strokeColor, newValue, key: "strokeColor") } }
    /// The line's width in points (1).
    open var lineWidth: CGFloat { get { shape.lineWidth } set { set(\.shape!.lineWidth, newValue, key: "lineWidth") } }
    /// The longest miter join, in line widths, before it is bevelled (10).
    open var miterLimit: CGFloat { get { shape.miterLimit } set { set(\.shape!.miterLimit, newValue, key: "miterLimit") } }
    open var lineCap: CAShapeLayerLineCap { get { shape.lineCap } set { set(\.shape!.lineCap, newValue, key: "lineCap") } }
    open var lineJoin: CAShapeLayerLineJoin { get { shape.lineJoin } set { set(\.shape!.lineJoin, newValue, key: "lineJoin") } }
    /// How far into the dash pattern the line starts.
    open var lineDashPhase: CGFloat {
        get { shape.lineDashPhase } set { set(\.shape!.lineDashPhase, newValue, key: "lineDashPhase") }
    }
    /// Painted and skipped lengths in turn (points); nil for a solid line.
    open var lineDashPattern: [NSNumber]? {
        get { shape.lineDashPattern.isEmpty ? nil : shape.lineDashPattern.map { NSNumber(value: Double($0)) } }
        set { set(\.shape!.lineDashPattern, (newValue ?? []).map { CGFloat($0.doubleValue) }, key: "lineDashPattern") }
    }
    /// Where along the path's length the stroke starts, 0…1 (0).
    open var strokeStart: CGFloat { get { shape.strokeStart } set { set(\.shape!.strokeStart, newValue, key: "strokeStart") } }
    /// Where along the path's length the stroke ends, 0…1 (1).
    open var strokeEnd: CGFloat { get { shape.strokeEnd } set { set(\.shape!.strokeEnd, newValue, key: "strokeEnd") } }

    /// Standalone shape layers animate changes of their animatable values implicitly,
    /// as the other properties do.
    open override class func defaultAction(forKey event: String) -> CAAction? {
        if ShapeProperties.keyPaths.contains(event) { return CABasicAnimation(keyPath: event) }
        return super.defaultAction(forKey: event)
    }
}

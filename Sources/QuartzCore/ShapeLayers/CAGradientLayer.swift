import CoreGraphics
import Foundation

/// A layer that fills its bounds with a colour gradient over its background:
/// axial (along `startPoint` → `endPoint`) or radial. The render server draws it with
/// Raster's gradient kernel into a cached bitmap, made again only when the presented
/// values change; `colors`, `locations`, `startPoint` and `endPoint` animate.
///
/// Colours are interpolated unpremultiplied, as iOS shows them: a fade from white to
/// `UIColor.clear` (transparent black) greys in the middle there, and here too.
open class CAGradientLayer: CALayer {
    public required init() {
        super.init()
        properties.gradient = GradientProperties()
    }

    public required init(layer: Any) {
        super.init(layer: layer)
        if properties.gradient == nil { properties.gradient = GradientProperties() }
    }

    private var gradient: GradientProperties { properties.gradient ?? GradientProperties() }

    /// The colours, as `CGColor`s (Apple types the array `[Any]?`); nil or empty draws nothing.
    open var colors: [Any]? {
        get { gradient.colors.isEmpty ? nil : gradient.colors }
        set { set(\.gradient!.colors, (newValue ?? []).compactMap { $0 as? CGColor }, key: "colors") }
    }
    /// Where each colour sits along the gradient, 0…1, increasing; nil spreads them evenly.
    open var locations: [NSNumber]? {
        get { gradient.locations.isEmpty ? nil : gradient.locations.map { NSNumber(value: $0) } }
        set { set(\.gradient!.locations, (newValue ?? []).map(\.doubleValue), key: "locations") }
    }
    /// Where the gradient starts, in unit coordinates of the bounds: (0.5, 0).
    open var startPoint: CGPoint { get { gradient.startPoint } set { set(\.gradient!.startPoint, newValue, key: "startPoint") } }
    /// Where it ends: (0.5, 1).
    open var endPoint: CGPoint { get { gradient.endPoint } set { set(\.gradient!.endPoint, newValue, key: "endPoint") } }
    open var type: CAGradientLayerType { get { gradient.type } set { set(\.gradient!.type, newValue, key: "type") } }

    /// Standalone gradient layers animate changes of their animatable values implicitly.
    open override class func defaultAction(forKey event: String) -> CAAction? {
        if GradientProperties.keyPaths.contains(event) { return CABasicAnimation(keyPath: event) }
        return super.defaultAction(forKey: event)
    }
}

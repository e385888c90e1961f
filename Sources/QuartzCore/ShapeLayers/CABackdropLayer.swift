import CoreGraphics
import Foundation

/// Kiosk's own (UIKit's visual effect views use it, as UIKit uses Core Animation's
/// private layer of this name): a layer that shows what lies below it, blurred and
/// tinted, under its background, contents and sublayers. The render server reads the
/// pixels already drawn under the layer's bounds (the blur clamps at their edges),
/// blurs them with Raster's box blur at the display's scale (from σ = 5 pixels at a
/// half, from σ = 10 at a quarter of the size, as iOS does: `ReducedBlur`), composites
/// `tintColor` over them and cuts them to `cornerRadius`; it blurs again only when something
/// under the bounds changed. Drawn where the layer only moves or scales uniformly
/// (a turned or tilted backdrop shows no blur). `blurRadius` and `tintColor` animate.
@_spi(KioskRuntime) open class CABackdropLayer: CALayer {
    public required init() {
        super.init()
        properties.backdrop = BackdropProperties()
    }

    public required init(layer: Any) {
        super.init(layer: layer)
        if properties.backdrop == nil { properties.backdrop = BackdropProperties() }
    }

    private var backdrop: BackdropProperties { properties.backdrop ?? BackdropProperties() }

    /// The blur's radius in points, about three standard deviations (0: none).
    open var blurRadius: CGFloat { get { backdrop.blurRadius } set { set(\.backdrop!.blurRadius, newValue, key: "blurRadius") } }
    /// The colour composited over the blur (nil: none).
    open var tintColor: CGColor? { get { backdrop.tintColor } set { set(\.backdrop!.tintColor, newValue, key: "tintColor") } }

    /// Standalone backdrop layers animate changes of their values implicitly.
    open override class func defaultAction(forKey event: String) -> CAAction? {
        if BackdropProperties.keyPaths.contains(event) { return CABasicAnimation(keyPath: event) }
        return super.defaultAction(forKey: event)
    }
}

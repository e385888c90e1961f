import CoreGraphics

/// Every value of a layer that affects its picture, as one value type: the model
/// layer stores one, the presentation layer is the model's with animations applied,
/// and a commit sends copies to the render server.
struct LayerProperties: Equatable, Sendable {
    var bounds = CGRect.zero
    var position = CGPoint.zero
    var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    var zPosition: CGFloat = 0
    var transform = CATransform3D.identity
    var sublayerTransform = CATransform3D.identity
    var opacity: Float = 1
    var isHidden = false
    var backgroundColor: CGColor? = nil
    var cornerRadius: CGFloat = 0
    var borderWidth: CGFloat = 0
    var borderColor: CGColor? = CGColor.black
    var masksToBounds = false
    var contents: CGImage? = nil
    var contentsGravity = CALayerContentsGravity.resize
    /// The stretchable middle of `contents`, in unit coordinates of the image.
    var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)
    /// Pixels per point of `contents` (images are drawn at width / contentsScale points).
    var contentsScale: CGFloat = 1
    var shadowOpacity: Float = 0
    var shadowRadius: CGFloat = 3
    var shadowOffset = CGSize(width: 0, height: -3)
    var shadowColor: CGColor? = CGColor.black
    var shouldRasterize = false
    /// The layer's own media timing (it is a `CAMediaTiming` too): how its time, and
    /// its sublayers' and animations' times, relate to its superlayer's.
    var timing = MediaTiming()
    /// A `CAShapeLayer`'s values (nil for other layers).
    var shape: ShapeProperties? = nil
    /// A `CAGradientLayer`'s values (nil for other layers).
    var gradient: GradientProperties? = nil
    /// A `CABackdropLayer`'s values (nil for other layers).
    var backdrop: BackdropProperties? = nil

    static func == (a: LayerProperties, b: LayerProperties) -> Bool {
        a.bounds == b.bounds && a.position == b.position && a.anchorPoint == b.anchorPoint
            && a.zPosition == b.zPosition && a.transform == b.transform && a.sublayerTransform == b.sublayerTransform
            && a.opacity == b.opacity && a.isHidden == b.isHidden && a.backgroundColor == b.backgroundColor
            && a.cornerRadius == b.cornerRadius && a.borderWidth == b.borderWidth && a.borderColor == b.borderColor
            && a.masksToBounds == b.masksToBounds && a.contents === b.contents && a.contentsGravity == b.contentsGravity
            && a.contentsCenter == b.contentsCenter && a.contentsScale == b.contentsScale
            && a.shadowOpacity == b.shadowOpacity && a.shadowRadius == b.shadowRadius
            && a.shadowOffset == b.shadowOffset && a.shadowColor == b.shadowColor
            && a.shouldRasterize == b.shouldRasterize && a.timing == b.timing && a.shape == b.shape
            && a.gradient == b.gradient && a.backdrop == b.backdrop
    }
}

/// The `CAMediaTiming` values, shared by layers and animations.
struct MediaTiming: Equatable, Sendable {
    var beginTime: CFTimeInterval = 0
    var duration: CFTimeInterval = 0
    var speed: Float = 1
    var timeOffset: CFTimeInterval = 0
    var repeatCount: Float = 0
    var repeatDuration: CFTimeInterval = 0
    var autoreverses = false
    var fillMode = CAMediaTimingFillMode.removed
    /// A layer's eased timeline, replacing the linear mapping while set (layers only).
    var easing: TimeEasing?
}

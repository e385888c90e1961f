import CoreGraphics

/// How a `UIGraphicsImageRenderer` makes its images: pixels per point, and whether
/// they have an alpha channel.
@preconcurrency @MainActor open class UIGraphicsImageRendererFormat {
    /// Pixels per point; the main screen's by default (0 also means the main screen's).
    open var scale: CGFloat
    /// Whether the image is fully opaque: drawing starts on black instead of
    /// transparency and every pixel comes out with alpha 255.
    open var opaque: Bool

    /// The main screen's scale, not opaque.
    public init() {
        scale = UIScreen.main.scale
        opaque = false
    }

    /// The format that suits the main screen (the same as `init()` here).
    open class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

import CoreGraphics

extension UIImage {
    /// The same picture with end caps: when an image view stretches it, the
    /// `capInsets` (points from each edge) keep their size and only the middle
    /// stretches. The middle is always stretched, never tiled.
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage {
        guard let cgImage else { return self }
        return ResizableImage(cgImage: cgImage, scale: scale, capInsets: capInsets)
    }

    /// The end caps set by `resizableImage(withCapInsets:)`, in points; zero for other images.
    public var capInsets: UIEdgeInsets { (self as? ResizableImage)?.insets ?? .zero }
}

/// An image with end caps. UIImage keeps only its pixels and scale, so the caps
/// live in this subclass, which `resizableImage(withCapInsets:)` returns.
private final class ResizableImage: UIImage, @unchecked Sendable {
    let insets: UIEdgeInsets

    init(cgImage: CGImage, scale: CGFloat, capInsets: UIEdgeInsets) {
        insets = capInsets
        super.init(cgImage: cgImage, scale: scale)
    }
}

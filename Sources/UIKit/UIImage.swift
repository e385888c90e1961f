import CoreGraphics

/// An immutable picture with a size in points: a `CGImage` and the pixels per point it was made at.
///
/// Immutable and `Sendable`, and isolated to no actor, as in Apple's SDK (`@unchecked`
/// only because an open class cannot be checked: its stored properties are `let`s of
/// Sendable types).
open class UIImage: @unchecked Sendable {
    /// The pixels.
    public let cgImage: CGImage?
    /// Pixels per point.
    public let scale: CGFloat

    public init(cgImage: CGImage, scale: CGFloat = 1) {
        self.cgImage = cgImage
        self.scale = scale > 0 ? scale : 1
    }

    /// The size in points: the pixel size divided by `scale`.
    open var size: CGSize {
        guard let cgImage else { return .zero }
        return CGSize(width: CGFloat(cgImage.width) / scale, height: CGFloat(cgImage.height) / scale)
    }
}

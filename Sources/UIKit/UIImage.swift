import CoreGraphics

/// An immutable picture with a size in points: a `CGImage` and the pixels per point it was made at.
///
/// A JPEG photo loaded from a file keeps the file's bytes instead of its pixels:
/// `UIImageView` decodes it at the size it shows it (`PhotoSource`), and `cgImage`
/// decodes it at full size when asked.
///
/// Immutable and `Sendable`, and isolated to no actor, as in Apple's SDK (`@unchecked`
/// only because an open class cannot be checked: its stored properties are `let`s of
/// Sendable types).
open class UIImage: @unchecked Sendable {
    /// The pixels (for a JPEG photo from a file, decoded at full size now, upright).
    public var cgImage: CGImage? { pixels ?? photo?.full() }
    /// Pixels per point.
    public let scale: CGFloat
    private let pixels: CGImage?
    /// The JPEG photo this image shows, decoded when shown; nil for an image made from pixels.
    let photo: PhotoSource?

    public init(cgImage: CGImage, scale: CGFloat = 1) {
        pixels = cgImage
        photo = nil
        self.scale = scale > 0 ? scale : 1
    }

    /// An empty image: no pixels, size zero (a bar given it as its background or
    /// shadow image shows none).
    public init() {
        pixels = nil
        photo = nil
        scale = 1
    }

    /// An image of the JPEG photo `photo`, decoded when shown.
    init(photo: PhotoSource, scale: CGFloat) {
        pixels = nil
        self.photo = photo
        self.scale = scale > 0 ? scale : 1
    }

    /// The size in points: the pixel size (upright, for a photo) divided by `scale`.
    open var size: CGSize {
        if let photo { return CGSize(width: CGFloat(photo.header.width) / scale, height: CGFloat(photo.header.height) / scale) }
        guard let pixels else { return .zero }
        return CGSize(width: CGFloat(pixels.width) / scale, height: CGFloat(pixels.height) / scale)
    }
}

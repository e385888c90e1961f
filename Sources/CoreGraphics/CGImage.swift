import Raster

/// An immutable image: a premultiplied bitmap that nobody writes to once it is
/// wrapped, so layers on the main actor and the render server can share it.
public final class CGImage: @unchecked Sendable {
    /// The pixels. Never mutate them after creating the image.
    public let bitmap: Bitmap

    /// Kiosk's own: true when every pixel is known to be opaque without looking (its
    /// maker drew an opaque item over all of it: a transition snapshot of a page with a
    /// background), so nothing needs to scan it; false says nothing either way.
    package let isKnownOpaque: Bool

    /// Takes ownership of `bitmap`; the caller must not write to it afterwards.
    public init(bitmap: Bitmap) { (self.bitmap, isKnownOpaque) = (bitmap, false) }

    /// Takes ownership of `bitmap`, whose every pixel its maker knows to be opaque (or not).
    package init(bitmap: Bitmap, isKnownOpaque: Bool) {
        (self.bitmap, self.isKnownOpaque) = (bitmap, isKnownOpaque)
    }

    /// Decodes the PNG file at `path`; throws a `PNGError` naming it when it cannot be
    /// read or is beyond `PNGCodec`'s limits (checked before anything is allocated).
    public convenience init(contentsOfPNG path: String) throws(PNGError) {
        self.init(bitmap: try PNGCodec.read(contentsOf: path))
    }

    public var width: Int { bitmap.width }
    public var height: Int { bitmap.height }
    public var bitsPerComponent: Int { 8 }
    public var bitsPerPixel: Int { 32 }
    public var bytesPerRow: Int { bitmap.stride * 4 }

    /// Calls `body` with a read-only-by-contract view of the pixels, keeping them alive.
    public func withView<Result>(_ body: (BitmapView) throws -> Result) rethrows -> Result { try bitmap.withView(body) }
}

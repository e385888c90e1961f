import CoreGraphics

/// A JPEG photo kept as its file's bytes and decoded when shown, at the smallest of
/// libjpeg's eighths that covers the pixels it is shown at: a 12 Mpx photo in a
/// 1080×1920 view is decoded at about the view's size, never at 48 MB. Only the last
/// size decoded is kept (and, weakly, a full-size decode someone still holds).
/// Sendable like `UIImage`: the decodes it keeps are behind a lock.
final class PhotoSource: @unchecked Sendable {
    let bytes: [UInt8]
    /// The file, for errors.
    let path: String
    let header: JPEGCodec.Header
    private struct Decodes {
        var last: (numerator: Int, image: CGImage)
        weak var fullSize: CGImage?
    }
    private let decodes: Locked<Decodes>

    /// Reads the header and decodes the photo at 1/8 of its size, which reads all of its
    /// data: a corrupt or truncated file is refused now, not when it is first shown.
    init(bytes: [UInt8], path: String) throws(JPEGError) {
        self.bytes = bytes
        self.path = path
        header = try JPEGCodec.header(of: bytes, name: path)
        let first = CGImage(bitmap: try JPEGCodec.decode(bytes, header: header, numerator: 1, name: path))
        decodes = Locked(Decodes(last: (1, first)))
    }

    /// The upright photo decoded at least `width` × `height` pixels where it has them
    /// (its full size otherwise); nil if the data fails now (it decoded when loaded).
    func image(fitting width: Int, _ height: Int) -> CGImage? {
        let numerator = JPEGCodec.scaleNumerator(for: header, fitting: width, height)
        if numerator == 8 { return full() }
        return decodes.withLock { decodes -> CGImage? in
            if decodes.last.numerator == numerator { return decodes.last.image }
            guard let bitmap = try? JPEGCodec.decode(bytes, header: header, numerator: numerator, name: path) else {
                return nil
            }
            decodes.last = (numerator, CGImage(bitmap: bitmap))
            return decodes.last.image
        }
    }

    /// The photo at full size: decoded again unless the last full-size decode is still held somewhere.
    func full() -> CGImage? {
        decodes.withLock { decodes -> CGImage? in
            if let fullSize = decodes.fullSize { return fullSize }
            guard let bitmap = try? JPEGCodec.decode(bytes, header: header, numerator: 8, name: path) else { return nil }
            let image = CGImage(bitmap: bitmap)
            decodes.fullSize = image
            return image
        }
    }
}

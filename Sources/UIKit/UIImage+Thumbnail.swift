import CoreGraphics

extension UIImage {
    /// A new image of `size` points (at this image's scale) showing the whole picture
    /// stretched to it, as iOS 15's `preparingThumbnail(of:)`. A JPEG photo is decoded at
    /// the smallest of libjpeg's eighths that covers it, then resampled (bilinear); the
    /// result holds pixels, not the file. Nil for an empty size or an image without pixels.
    public func preparingThumbnail(of size: CGSize) -> UIImage? {
        let width = (size.width * scale).rounded(), height = (size.height * scale).rounded()
        guard width >= 1, height >= 1, width <= CGFloat(JPEGCodec.maximumSide), height <= CGFloat(JPEGCodec.maximumSide)
        else { return nil }
        let source = photo.map { $0.image(fitting: Int(width), Int(height)) } ?? cgImage
        guard let source else { return nil }
        let context = CGContext(width: Int(width), height: Int(height))
        context.draw(source, in: CGRect(x: 0, y: 0, width: width, height: height))
        return context.makeImage().map { UIImage(cgImage: $0, scale: scale) }
    }
}

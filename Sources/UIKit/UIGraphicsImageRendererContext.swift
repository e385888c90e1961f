import CoreGraphics

/// What a `UIGraphicsImageRenderer` hands its drawing closure: the Core Graphics
/// context being drawn into and the format of the image.
@preconcurrency @MainActor open class UIGraphicsImageRendererContext {
    /// The context to draw with; its CTM maps the renderer's bounds (points) to pixels.
    public let cgContext: CGContext
    public let format: UIGraphicsImageRendererFormat

    init(cgContext: CGContext, format: UIGraphicsImageRendererFormat) {
        self.cgContext = cgContext
        self.format = format
    }

    /// The picture drawn so far.
    open var currentImage: UIImage {
        UIImage(cgImage: cgContext.makeImage()!, scale: CGContext.effectiveScale(format.scale))
    }

    /// Paints `rect` with the current fill colour (`UIColor.setFill()`), over what is there.
    open func fill(_ rect: CGRect) { cgContext.fill(rect) }

    /// Narrows the area later drawing may touch to `rect`.
    open func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}

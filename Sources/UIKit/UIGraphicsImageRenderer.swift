import CoreGraphics

/// Makes images by running drawing code against a fresh bitmap context of a given
/// size in points, at the format's scale.
@preconcurrency @MainActor open class UIGraphicsImageRenderer {
    /// The format the images are made with (a copy of the one passed in).
    public let format: UIGraphicsImageRendererFormat
    /// The area drawn, in points; its origin lands at the image's top-left corner.
    private let bounds: CGRect

    /// A renderer for images of `size` points at the main screen's scale.
    public convenience init(size: CGSize) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: .preferred())
    }

    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    /// A renderer for images of `bounds.size` points whose drawing code works in
    /// `bounds`' coordinates.
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        let copy = UIGraphicsImageRendererFormat()
        copy.scale = CGContext.effectiveScale(format.scale)
        copy.opaque = format.opaque
        self.format = copy
        self.bounds = bounds
    }

    /// Runs `actions` with a new context (also the current UIKit context meanwhile,
    /// so `UIGraphicsGetCurrentContext()` and `drawHierarchy` draw into it) and
    /// returns what it drew.
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let context = CGContext.imageContext(bounds: bounds, scale: format.scale, opaque: format.opaque)
        let rendererContext = UIGraphicsImageRendererContext(cgContext: context, format: format)
        let depth = GraphicsContextStack.entries.count
        UIGraphicsPushContext(context)
        actions(rendererContext)
        // Back to the stack as it was, whatever `actions` pushed or popped.
        if GraphicsContextStack.entries.count > depth { GraphicsContextStack.entries.removeSubrange(depth...) }
        return rendererContext.currentImage
    }
}

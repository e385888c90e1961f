import CoreGraphics
import QuartzCore

/// A view that shows an image: the image becomes its layer's contents, placed by
/// `contentMode` (scale to fill by default) at the image's own pixels per point, its
/// end caps (`capInsets`) kept unstretched through the layer's `contentsCenter`.
/// A JPEG photo is decoded at the pixels it covers (again when the view's size,
/// content mode or screen changes), so a 12 Mpx photo in a phone-sized view never
/// exists at full size. It ignores touches by default, as on iOS.
@preconcurrency @MainActor open class UIImageView: UIView {
    /// The picture shown (unless highlighted and there is a highlighted image).
    open var image: UIImage? {
        didSet {
            invalidateIntrinsicContentSize()
            showImage()
        }
    }
    /// The picture shown while `isHighlighted`.
    open var highlightedImage: UIImage? { didSet { showImage() } }
    open var isHighlighted = false { didSet { showImage() } }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        configure()
    }

    /// An image view at the origin, the size of `image`.
    public init(image: UIImage?) {
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
        configure()
    }

    /// An image view at the origin, the size of `image`, showing `highlightedImage` while highlighted.
    public init(image: UIImage?, highlightedImage: UIImage?) {
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
        self.highlightedImage = highlightedImage
        configure()
    }

    private func configure() {
        isUserInteractionEnabled = false
        contentMode = .scaleToFill
        showImage()
    }

    /// The image on screen now.
    private var shownImage: UIImage? { isHighlighted ? highlightedImage ?? image : image }

    private func showImage() {
        let shown = shownImage
        if let shown, let photo = shown.photo {
            // A photo is decoded at the pixels it covers on screen, its points unchanged.
            let needed = UIImageView.shownPixels(of: shown.size, in: bounds.size, mode: contentMode,
                                                 scale: contentScaleFactor)
            let image = photo.image(fitting: needed.width, needed.height)
            layer.contents = image
            layer.contentsScale = shown.scale * CGFloat(image?.width ?? 1) / CGFloat(max(photo.header.width, 1))
        } else {
            layer.contents = shown?.cgImage
            layer.contentsScale = shown?.scale ?? 1
        }
        layer.contentsCenter = shown.map(UIImageView.stretchableMiddle) ?? CGRect(x: 0, y: 0, width: 1, height: 1)
    }

    /// A photo is decoded again for its new size on screen.
    open override var frame: CGRect {
        didSet { if shownImage?.photo != nil && frame.size != oldValue.size { showImage() } }
    }

    open override var bounds: CGRect {
        didSet { if shownImage?.photo != nil && bounds.size != oldValue.size { showImage() } }
    }

    open override var contentMode: ContentMode {
        didSet { if shownImage?.photo != nil { showImage() } }
    }

    /// A new window may have another screen scale. Subclasses that override this call super.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if shownImage?.photo != nil { showImage() }
    }

    /// The pixels (width, height, rounded up) an image of `image` points covers when
    /// `mode` places it in `bounds` on a screen of `scale`: the bounds for
    /// `scaleToFill`, the fitted or filled size for the aspect modes, its own size otherwise.
    static func shownPixels(of image: CGSize, in bounds: CGSize, mode: ContentMode,
                            scale: CGFloat) -> (width: Int, height: Int) {
        guard image.width > 0, image.height > 0 else { return (1, 1) }
        let size: CGSize
        switch mode {
        case .scaleToFill, .redraw:
            size = bounds
        case .scaleAspectFit, .scaleAspectFill:
            let across = bounds.width / image.width, down = bounds.height / image.height
            let factor = mode == .scaleAspectFit ? min(across, down) : max(across, down)
            size = CGSize(width: image.width * factor, height: image.height * factor)
        default:
            size = image
        }
        func pixels(_ points: CGFloat) -> Int {
            let value = (points * scale).rounded(.up)
            return value.isFinite ? Int(min(max(value, 1), CGFloat(JPEGCodec.maximumSide))) : 1
        }
        return (pixels(size.width), pixels(size.height))
    }

    /// The part of `image` between its end caps, in unit coordinates (all of it without caps).
    static func stretchableMiddle(of image: UIImage) -> CGRect {
        let caps = image.capInsets, size = image.size
        guard size.width > 0, size.height > 0 else { return CGRect(x: 0, y: 0, width: 1, height: 1) }
        return CGRect(x: caps.left / size.width, y: caps.top / size.height,
                      width: max(size.width - caps.left - caps.right, 0) / size.width,
                      height: max(size.height - caps.top - caps.bottom, 0) / size.height)
    }

    /// The image's size in points (zero without an image), whatever `size` is.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { shownImage?.size ?? .zero }

    /// The image's size in points, or no intrinsic size without an image.
    open override var intrinsicContentSize: CGSize {
        shownImage?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }
}

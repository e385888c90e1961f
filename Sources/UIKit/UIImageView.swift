import CoreGraphics
import QuartzCore

/// A view that shows an image: the image becomes its layer's contents, placed by
/// `contentMode` (scale to fill by default) at the image's own pixels per point, its
/// end caps (`capInsets`) kept unstretched through the layer's `contentsCenter`.
/// It ignores touches by default, as on iOS.
@preconcurrency @MainActor open class UIImageView: UIView {
    /// The picture shown (unless highlighted and there is a highlighted image).
    open var image: UIImage? { didSet { showImage() } }
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
        layer.contents = shown?.cgImage
        layer.contentsScale = shown?.scale ?? 1
        layer.contentsCenter = shown.map(UIImageView.stretchableMiddle) ?? CGRect(x: 0, y: 0, width: 1, height: 1)
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

import CoreGraphics

/// One segment of a segmented control: its title or image centred on a fill that
/// shows whether it is selected or under the finger. The control sets its content
/// and colours; the segment takes no touches itself.
@MainActor final class SegmentView: UIView {
    /// What the segment shows.
    var title: String? {
        didSet {
            label.text = title
            setNeedsLayout()
        }
    }
    var image: UIImage? {
        didSet {
            imageView.image = image
            setNeedsLayout()
        }
    }
    var isEnabled = true
    /// The width the app set; 0 to share the width left with other such segments.
    var width: CGFloat = 0

    private let label = UILabel()
    private let imageView = UIImageView()

    init(fontSize: CGFloat) {
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        label.font = UIFont.systemFont(ofSize: fontSize)
        label.textAlignment = .center
        addSubview(imageView)
        addSubview(label)
    }

    /// Colours the segment: `fill` behind it (nil for none) and `foreground` for its title.
    func paint(fill: UIColor?, foreground: UIColor) {
        backgroundColor = fill
        label.textColor = foreground
    }

    /// The content's size: the image's, else the title's on one line.
    var contentSize: CGSize {
        if let image { return image.size }
        guard let title, !title.isEmpty else { return .zero }
        return label.sizeThatFits(.zero)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let scale = contentScaleFactor
        let size = contentSize
        let origin = CGPoint(x: ((bounds.width - size.width) / 2).alignedToPixels(scale: scale),
                             y: ((bounds.height - size.height) / 2).alignedToPixels(scale: scale))
        imageView.frame = image == nil ? .zero : CGRect(origin: origin, size: size)
        label.frame = image == nil ? CGRect(x: 0, y: origin.y, width: bounds.width, height: size.height) : .zero
    }
}

import CoreGraphics

/// A control that runs its actions when tapped, showing a title, an image and a
/// background image chosen per state (normal, highlighted, disabled, selected); a
/// state without its own value shows the normal state's, as in UIKit.
///
/// The image and the title sit side by side, centred in the bounds less
/// `contentEdgeInsets`, on the pixel grid. Titles are in the system font at 15 points.
/// A `.system` button draws a title without a colour of its own in `tintColor`
/// (systemBlue, (0, 122, 255), unless set), at alpha 0.2 while highlighted (its image
/// too), and in systemGray, (142, 142, 147), while disabled; a `.custom` button's
/// titles are white unless set, and it changes only by the per-state values.
@preconcurrency @MainActor open class UIButton: UIControl {
    /// The alpha of a system button's title and image while highlighted.
    public static let systemHighlightAlpha: CGFloat = 0.2

    public internal(set) var buttonType = ButtonType.custom { didSet { updateContent() } }
    /// Insets of the content (image and title) from the bounds.
    open var contentEdgeInsets = UIEdgeInsets.zero {
        didSet {
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
    }

    private var titles = ControlStateValues<String>()
    private var titleColors = ControlStateValues<UIColor>()
    private var images = ControlStateValues<UIImage>()
    private var backgroundImages = ControlStateValues<UIImage>()

    private let label = ButtonTitleLabel()
    private let picture = UIImageView()
    private let background = UIImageView()

    /// A custom button.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        label.font = UIFont.systemFont(ofSize: 15)
        label.lineBreakMode = .byTruncatingMiddle
        addSubview(background)
        addSubview(picture)
        addSubview(label)
        updateContent()
    }

    /// A button of `buttonType` with an empty frame.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
    }

    /// A button of `buttonType` that runs `primaryAction` when tapped and shows its
    /// title and image in the normal state.
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        guard let primaryAction else { return }
        setTitle(primaryAction.title, for: .normal)
        setImage(primaryAction.image, for: .normal)
        addAction(primaryAction, for: .primaryActionTriggered)
    }

    // MARK: Per-state values

    /// Sets the title shown in `state`; nil makes `state` show the normal title.
    open func setTitle(_ title: String?, for state: State) {
        titles[state] = title
        updateContent()
    }

    /// The title shown in `state`.
    open func title(for state: State) -> String? { titles.resolved(for: state) }

    /// Sets the title's colour in `state`; nil makes `state` use the type's default.
    open func setTitleColor(_ color: UIColor?, for state: State) {
        titleColors[state] = color
        updateContent()
    }

    /// The title's colour in `state`: the colour set for it, else the type's default
    /// (see the type's notes) from the normal state's colour.
    open func titleColor(for state: State) -> UIColor? {
        if let color = titleColors[state] { return color }
        switch buttonType {
        case .custom:
            return titleColors[.normal] ?? .white
        case .system:
            if state.contains(.disabled) { return .systemGray }
            let base: UIColor = titleColors[.normal] ?? tintColor
            return state.contains(.highlighted) ? base.withAlphaComponent(base.cgColor.alpha * Self.systemHighlightAlpha) : base
        }
    }

    /// Sets the image shown before the title in `state`; nil makes `state` show the normal image.
    open func setImage(_ image: UIImage?, for state: State) {
        images[state] = image
        updateContent()
    }

    open func image(for state: State) -> UIImage? { images.resolved(for: state) }

    /// Sets the image stretched over the bounds, behind the content, in `state`.
    open func setBackgroundImage(_ image: UIImage?, for state: State) {
        backgroundImages[state] = image
        updateContent()
    }

    open func backgroundImage(for state: State) -> UIImage? { backgroundImages.resolved(for: state) }

    // MARK: What is shown now

    open var currentTitle: String? { title(for: state) }
    open var currentTitleColor: UIColor { titleColor(for: state) ?? .white }
    open var currentImage: UIImage? { image(for: state) }
    open var currentBackgroundImage: UIImage? { backgroundImage(for: state) }
    /// The label showing the current title (set titles with `setTitle(_:for:)`; its font may be changed).
    open var titleLabel: UILabel? { label }
    /// The image view showing the current image.
    open var imageView: UIImageView? { picture }

    /// The title reads in the button's direction.
    open override var semanticContentAttribute: UISemanticContentAttribute {
        didSet { label.semanticContentAttribute = semanticContentAttribute }
    }

    /// A tap is a button's primary action.
    override var touchUpInsideEvents: Event { [.touchUpInside, .primaryActionTriggered] }

    open override func stateDidChange() { updateContent() }
    open override func tintColorDidChange() { updateContent() }

    private func updateContent() {
        let dims = buttonType == .system && state.contains(.highlighted)
        label.text = currentTitle
        label.textColor = currentTitleColor
        picture.image = currentImage
        picture.alpha = dims ? Self.systemHighlightAlpha : 1
        background.image = currentBackgroundImage
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    // MARK: Layout

    /// The title on one line, zero without a title.
    private var titleSize: CGSize {
        guard let title = currentTitle, !title.isEmpty else { return .zero }
        return label.sizeThatFits(.zero)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        background.frame = bounds
        let content = bounds.inset(by: contentEdgeInsets)
        let imageSize = currentImage?.size ?? .zero
        var textSize = titleSize
        textSize.width = min(textSize.width, max(content.width - imageSize.width, 0))
        let scale = contentScaleFactor
        let left = (content.midX - (imageSize.width + textSize.width) / 2).alignedToPixels(scale: scale)
        picture.frame = CGRect(x: left, y: (content.midY - imageSize.height / 2).alignedToPixels(scale: scale),
                               width: imageSize.width, height: imageSize.height)
        label.frame = CGRect(x: left + imageSize.width, y: (content.midY - textSize.height / 2).alignedToPixels(scale: scale),
                             width: textSize.width, height: textSize.height)
    }

    /// The image and the one-line title side by side, plus `contentEdgeInsets`; `size` is ignored.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let imageSize = currentImage?.size ?? .zero, textSize = titleSize
        return CGSize(width: imageSize.width + textSize.width + contentEdgeInsets.left + contentEdgeInsets.right,
                      height: max(imageSize.height, textSize.height) + contentEdgeInsets.top + contentEdgeInsets.bottom)
    }

    open override var intrinsicContentSize: CGSize { sizeThatFits(.zero) }
}

/// A button's title label: changing its font (apps do, through `titleLabel`) lays the
/// button out again for the new size.
@MainActor private final class ButtonTitleLabel: UILabel {
    override var font: UIFont! { didSet { superview?.setNeedsLayout() } }
}

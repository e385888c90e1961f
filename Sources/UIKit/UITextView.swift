import CoreGraphics

/// A scrolling view of read-only, multi-line text, word-wrapped to its width, on
/// white. Kiosk has no text input: text views show text and scroll it, but are never
/// edited and offer no selection (`isEditable` and `isSelectable` only keep what is set).
///
/// The text is drawn by a label (the same layout and drawing as `UILabel`) that is
/// as wide as the bounds less `textContainerInset` and a 5-point line fragment
/// padding at each side, as UIKit's text container has, and as tall as the text;
/// `contentSize` is the bounds' width by the text's height plus the top and bottom insets.
@preconcurrency @MainActor open class UITextView: UIScrollView {
    /// Points at each side of a line, inside `textContainerInset` (UIKit's default `lineFragmentPadding`).
    public static let lineFragmentPadding: CGFloat = 5

    private let textLabel = UILabel()

    /// The text shown; setting nil shows none (and reads back as "").
    open var text: String! {
        get { textLabel.text ?? "" }
        set {
            textLabel.text = newValue
            textDidChange()
        }
    }

    /// The font; nil restores the default, the system font at 12 points.
    open var font: UIFont? {
        get { textLabel.font }
        set {
            textLabel.font = newValue ?? UIFont.systemFont(ofSize: 12)
            textDidChange()
        }
    }

    /// The text's colour; nil restores the default, black.
    open var textColor: UIColor? {
        get { textLabel.textColor }
        set { textLabel.textColor = newValue }
    }

    open var textAlignment: NSTextAlignment {
        get { textLabel.textAlignment }
        set { textLabel.textAlignment = newValue }
    }

    /// The space around the text inside the content: 8 points above and below by default, as in UIKit.
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) { didSet { textDidChange() } }
    /// Kept as set (true by default, as in UIKit); Kiosk never edits text.
    open var isEditable = true
    /// Kept as set (true by default, as in UIKit); Kiosk offers no selection.
    open var isSelectable = true

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .white
        textLabel.font = UIFont.systemFont(ofSize: 12)
        textLabel.numberOfLines = 0
        textLabel.lineBreakMode = .byWordWrapping
        addSubview(textLabel)
        layOutText()
    }

    private func textDidChange() {
        layOutText()
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layOutText()
    }

    /// Sizes the label to the text wrapped at the width available and the content to the label.
    private func layOutText() {
        let inset = textContainerInset, padding = Self.lineFragmentPadding
        let width = max(bounds.width - inset.left - inset.right - 2 * padding, 0)
        let height = textLabel.sizeThatFits(CGSize(width: width, height: 0)).height
        textLabel.frame = CGRect(x: inset.left + padding, y: inset.top, width: width, height: height)
        contentSize = CGSize(width: bounds.width, height: inset.top + height + inset.bottom)
    }

    /// The text's size (wrapped at `size.width` less the insets and padding) with the insets and padding.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let inset = textContainerInset, padding = Self.lineFragmentPadding
        let available = size.width > 0 ? max(size.width - inset.left - inset.right - 2 * padding, 0) : 0
        let text = textLabel.sizeThatFits(CGSize(width: available, height: 0))
        return CGSize(width: text.width + inset.left + inset.right + 2 * padding,
                      height: text.height + inset.top + inset.bottom)
    }
}

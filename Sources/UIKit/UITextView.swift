import CoreGraphics
import Foundation

/// A scrolling view of multi-line text, word-wrapped to its width, on white. An
/// editable one (the default) becomes first responder when tapped and takes the
/// keyboard's input (`UIKeyInput`, "\n" a new line) at a blinking caret placed by the
/// tap, scrolling to keep the caret in view; its delegate (`UITextViewDelegate`, set
/// as `delegate`) may refuse each change. There is no selection (`isSelectable` is kept).
///
/// The text is drawn by a label (the same layout and drawing as `UILabel`) that is
/// as wide as the bounds less `textContainerInset` and a 5-point line fragment
/// padding at each side, as UIKit's text container has, and as tall as the text;
/// `contentSize` is the bounds' width by the text's height plus the top and bottom insets.
@preconcurrency @MainActor open class UITextView: UIScrollView, UIKeyInput {
    /// Points at each side of a line, inside `textContainerInset` (UIKit's default `lineFragmentPadding`).
    public static let lineFragmentPadding: CGFloat = 5

    let textLabel = UILabel()
    let caretView = TextCaretView()
    /// The text and the caret being edited.
    var buffer = TextEditingBuffer()

    /// Whether the view is first responder, taking the keyboard's input (Kiosk's
    /// addition; UIKit keeps this private).
    public internal(set) var isEditing = false

    /// The text shown; setting nil shows none (and reads back as ""). Setting it puts
    /// the caret at the end and tells the delegate nothing, as in UIKit.
    open var text: String! {
        get { buffer.text }
        set {
            buffer.setText(newValue ?? "")
            textLabel.text = buffer.text
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
    /// Whether the text can be edited (true by default, as in UIKit); making it false ends editing.
    open var isEditable = true { didSet { if !isEditable && isFirstResponder { resignFirstResponder() } } }
    /// Kept as set (true by default, as in UIKit); Kiosk offers no selection.
    open var isSelectable = true

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .white
        textLabel.font = UIFont.systemFont(ofSize: 12)
        textLabel.numberOfLines = 0
        textLabel.lineBreakMode = .byWordWrapping
        addSubview(textLabel)
        addSubview(caretView)
        layOutText()
    }

    // MARK: Touches

    /// A finger lifting on an editable text view begins editing there or moves the
    /// caret (a touch, not a recognizer, so the app's own recognizers and the scrolling
    /// pan, which cancel the touch, win); a non-editable one passes touches on.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !isEditable { super.touchesBegan(touches, with: event) }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEditable, let touch = touches.first else { return super.touchesEnded(touches, with: event) }
        tapped(at: touch.location(in: self))
    }

    // MARK: Text input traits

    open var autocapitalizationType = UITextAutocapitalizationType.sentences
    open var autocorrectionType = UITextAutocorrectionType.default
    open var spellCheckingType = UITextSpellCheckingType.default
    open var keyboardType = UIKeyboardType.default
    open var keyboardAppearance = UIKeyboardAppearance.default
    open var returnKeyType = UIReturnKeyType.default
    /// Shown instead of the keyboard while editing (nil: the keyboard); a change shows
    /// at the next `becomeFirstResponder()` or `reloadInputViews()`.
    open override var inputView: UIView? {
        get { customInputView }
        set { customInputView = newValue }
    }
    /// Shown on top of the keyboard while editing, sliding with it.
    open override var inputAccessoryView: UIView? {
        get { customInputAccessoryView }
        set { customInputAccessoryView = newValue }
    }
    private var customInputView: UIView?
    private var customInputAccessoryView: UIView?
    open var enablesReturnKeyAutomatically = false
    open var isSecureTextEntry = false

    // MARK: First responder and key input (see UITextView+Editing.swift)

    /// An editable text view can take the keyboard's input.
    open override var canBecomeFirstResponder: Bool { isEditable }

    /// Asks `textViewShouldBeginEditing`, takes first responder, puts the caret at the
    /// end (or where the tap landed) and tells `textViewDidBeginEditing`.
    @discardableResult
    open override func becomeFirstResponder() -> Bool { beginEditing(caretAt: nil) }

    /// Asks `textViewShouldEndEditing` (unless forced), resigns and tells `textViewDidEndEditing`.
    @discardableResult
    open override func resignFirstResponder() -> Bool { endEditingSession() }

    open var hasText: Bool { !buffer.text.isEmpty }

    /// Replaces the selection with `text` ("\n" starts a new line), if the delegate allows.
    open func insertText(_ text: String) { replace(buffer.selection, with: text) }

    /// Deletes the character before the caret, if the delegate allows.
    open func deleteBackward() {
        guard let range = buffer.rangeToDeleteBackward else { return }
        replace(range, with: "")
    }

    /// Where the caret for `offset` (UTF-16) is drawn, in content coordinates (2 points wide).
    open func caretRect(forOffset offset: Int) -> CGRect { caretFrame(for: offset) }

    /// The caret's offset in the text (UTF-16), as `selectedRange` counts it.
    open var selectedRange: NSRange {
        get { buffer.nsRange(buffer.selection) }
        set {
            let start = buffer.clamp(newValue.location), end = buffer.clamp(newValue.location + newValue.length)
            guard start..<max(start, end) != buffer.selection else { return }
            buffer.selection = start..<max(start, end)
            caretDidMove()
            textViewDelegate?.textViewDidChangeSelection(self)
        }
    }

    func textDidChange() {
        layOutText()
        setNeedsLayout()
        caretDidMove()
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

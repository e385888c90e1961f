import CoreGraphics
import Foundation

/// A one-line editable text: tapped, it becomes first responder and takes the
/// keyboard's input (`UIKeyInput`) at a blinking caret; its delegate may refuse each
/// change, and it sends `.editingDidBegin`, `.editingChanged`, `.editingDidEnd` and
/// `.editingDidEndOnExit` (return). Text wider than the field scrolls sideways to keep
/// the caret in view; `isSecureTextEntry` shows bullets, the last character typed
/// shown for a second first.
///
/// The text is drawn by a label (the same layout and drawing as `UILabel`) inside a
/// clipping view that fills `textRect(forBounds:)`/`editingRect(forBounds:)`; carets
/// and taps are measured on that label's layout, so they match what is drawn.
@preconcurrency @MainActor open class UITextField: UIControl, UIKeyInput {
    /// Points between the border and the text for each border style (Kiosk's values).
    static func textInset(for style: BorderStyle) -> CGFloat {
        switch style {
        case .none: 0
        case .line, .bezel: 2
        case .roundedRect: 7
        }
    }
    /// The clear button's side in points.
    static let clearButtonSize: CGFloat = 19
    /// How long the last character typed into a secure field shows before its bullet.
    public static let secureRevealDuration: CFTimeInterval = 1
    /// What a secure field shows for each character.
    static let bullet: Character = "\u{2022}"

    /// The text and the selection being edited.
    var buffer = TextEditingBuffer()
    /// How far the text is scrolled left to keep the caret in view, in points.
    var scrollOffset: CGFloat = 0
    /// In a secure field, the character (by its count from the start) typed last and
    /// shown until the reveal ends; `revealGeneration` tells a stale timer apart.
    var revealedCharacter: Int?
    var revealGeneration = 0
    /// Where a tap asked the caret to go when it made the field first responder.
    var pendingCaretPoint: CGPoint?
    /// The finger followed: where and when it landed, whether it moved away before a
    /// long press, and whether it drags the caret.
    var touchStart: (point: CGPoint, time: TimeInterval)?
    var touchMovedAway = false
    var isDraggingCaret = false

    let borderView = UIView()
    let clipView = UIView()
    let textLabel = UILabel()
    let placeholderLabel = UILabel()
    let caretView = TextCaretView()
    lazy var clearButton: UIButton = makeClearButton()

    /// Whether the field is first responder, taking the keyboard's input.
    public internal(set) var isEditing = false

    open weak var delegate: (any UITextFieldDelegate)?

    /// The text; "" when there is none (setting nil empties it). Setting it puts the
    /// caret at the end and asks or sends nothing, as in UIKit.
    open var text: String? {
        get { buffer.text }
        set {
            buffer.setText(newValue ?? "")
            revealedCharacter = nil
            contentDidChange()
        }
    }

    /// The text with the field's font and colour for every character; setting it sets
    /// the text (Kiosk draws one style: the attributes of the first character, where
    /// given, become `font` and `textColor`).
    open var attributedText: NSAttributedString? {
        get { NSAttributedString(string: buffer.text, attributes: defaultTextAttributes) }
        set {
            if let newValue, newValue.length > 0 { applyStyle(of: newValue) }
            text = newValue?.string
        }
    }

    /// Shown in grey while the field is empty.
    open var placeholder: String? {
        get { placeholderLabel.text }
        set {
            placeholderLabel.text = newValue
            placeholderLabel.textColor = UITextField.placeholderColor
        }
    }

    /// The placeholder; its first character's `.foregroundColor`, where given, colours
    /// it (and its `.font` sets the field's font).
    open var attributedPlaceholder: NSAttributedString? {
        get { placeholderLabel.text.map { NSAttributedString(string: $0) } }
        set {
            placeholderLabel.text = newValue?.string
            let attributes = newValue.flatMap { $0.length > 0 ? $0.attributes(at: 0, effectiveRange: nil) : nil } ?? [:]
            placeholderLabel.textColor = attributes[.foregroundColor] as? UIColor ?? UITextField.placeholderColor
            if let font = attributes[.font] as? UIFont { self.font = font }
        }
    }

    /// The grey placeholders are drawn in: 70 % grey, as UIKit's documentation says.
    static var placeholderColor: UIColor { UIColor(white: 0.7, alpha: 1) }

    /// The font of the text and placeholder; nil restores the default, the system font at 17 points (iOS's body style).
    open var font: UIFont? {
        get { textLabel.font }
        set {
            let font = newValue ?? UIFont.systemFont(ofSize: UIFont.labelFontSize)
            textLabel.font = font
            placeholderLabel.font = font
            contentDidChange()
        }
    }

    /// The text's colour; nil restores the default, black.
    open var textColor: UIColor? {
        get { textLabel.textColor }
        set { textLabel.textColor = newValue }
    }

    open var textAlignment: NSTextAlignment {
        get { textLabel.textAlignment }
        set {
            textLabel.textAlignment = newValue
            placeholderLabel.textAlignment = newValue
            contentDidChange()
        }
    }

    /// The font and colour as text attributes.
    open var defaultTextAttributes: [NSAttributedString.Key: Any] {
        get { [.font: textLabel.font as UIFont, .foregroundColor: textLabel.textColor as UIColor] }
        set {
            if let font = newValue[.font] as? UIFont { self.font = font }
            if let color = newValue[.foregroundColor] as? UIColor { textColor = color }
        }
    }

    open var borderStyle = BorderStyle.none {
        didSet {
            drawBorder()
            contentDidChange()
        }
    }

    /// Whether beginning to edit empties the field.
    open var clearsOnBeginEditing = false

    open var clearButtonMode = ViewMode.never { didSet { contentDidChange() } }

    /// A view at the left edge (such as an icon), shown per `leftViewMode`; its frame's
    /// size is kept, its origin set by `leftViewRect(forBounds:)`.
    open var leftView: UIView? {
        didSet {
            if oldValue !== leftView { oldValue?.removeFromSuperview() }
            contentDidChange()
        }
    }
    open var leftViewMode = ViewMode.never { didSet { contentDidChange() } }

    /// A view at the right edge, shown per `rightViewMode`.
    open var rightView: UIView? {
        didSet {
            if oldValue !== rightView { oldValue?.removeFromSuperview() }
            contentDidChange()
        }
    }
    open var rightViewMode = ViewMode.never { didSet { contentDidChange() } }

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
    /// Whether the text shows as bullets (the last character typed shows for
    /// `secureRevealDuration` first).
    open var isSecureTextEntry = false {
        didSet {
            revealedCharacter = nil
            contentDidChange()
        }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        borderView.isUserInteractionEnabled = false
        borderView.frame = bounds
        borderView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(borderView)
        clipView.isUserInteractionEnabled = false
        clipView.clipsToBounds = true
        addSubview(clipView)
        for label in [textLabel, placeholderLabel] {
            label.font = UIFont.systemFont(ofSize: UIFont.labelFontSize)
            label.lineBreakMode = .byClipping
            clipView.addSubview(label)
        }
        placeholderLabel.textColor = UITextField.placeholderColor
        clipView.addSubview(caretView)
        contentDidChange()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layOutContent()
    }

    open override var frame: CGRect {
        get { super.frame }
        set {
            super.frame = newValue
            contentDidChange()
        }
    }

    open override var bounds: CGRect {
        get { super.bounds }
        set {
            super.bounds = newValue
            contentDidChange()
        }
    }

    /// A new window may have another screen scale.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        contentDidChange()
    }

    /// The text's single line at the font's height, plus the border's insets (Kiosk's measure).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let measured = textLabel.sizeThatFits(.zero), inset = Self.textInset(for: borderStyle)
        let height = max(measured.height, textLabel.font.lineHeight.rounded(.up))
        return CGSize(width: measured.width + TextCaretView.width + 2 * inset, height: height + 2 * inset)
    }

    open override var intrinsicContentSize: CGSize { sizeThatFits(.zero) }

    /// Disabling the field while it is edited ends editing (without asking the delegate).
    open override var isEnabled: Bool {
        didSet { if !isEnabled, isFirstResponder, let window { window.forceResignation(of: self) } }
    }

    // MARK: First responder and key input (see UITextField+Editing.swift)

    /// An enabled field can take the keyboard's input.
    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// Asks the delegate (`textFieldShouldBeginEditing`), takes first responder (the
    /// field before it resigns), then begins editing: the caret at the end of the text
    /// (or where the tap that began it landed), `textFieldDidBeginEditing`, then
    /// `.editingDidBegin` and `textDidBeginEditingNotification`.
    @discardableResult
    open override func becomeFirstResponder() -> Bool { beginEditing() }

    /// Asks the delegate (`textFieldShouldEndEditing`, unless resigning is forced),
    /// gives up first responder and ends editing: `textFieldDidEndEditing`, then
    /// `.editingDidEnd` and `textDidEndEditingNotification`.
    @discardableResult
    open override func resignFirstResponder() -> Bool { endEditingSession() }

    open var hasText: Bool { !buffer.text.isEmpty }

    /// Replaces the selection with `text`, if the delegate allows. "\n" is the return
    /// key: `textFieldShouldReturn`, and when that says yes `.editingDidEndOnExit`,
    /// after which a field with an action for that event resigns (as in UIKit). Other
    /// line breaks in `text` become spaces: the field has one line.
    open func insertText(_ text: String) { typeText(text) }

    /// Deletes the selection or the character before the caret, if the delegate allows.
    open func deleteBackward() { typeDeleteBackward() }

    // MARK: Positions (a part of UITextInput)

    open var beginningOfDocument: UITextPosition { TextOffsetPosition(0) }
    open var endOfDocument: UITextPosition { TextOffsetPosition(buffer.length) }

    /// The selection (empty: the caret); setting it moves the caret or selection
    /// without asking the delegate, and tells `textFieldDidChangeSelection`.
    open var selectedTextRange: UITextRange? {
        get { TextOffsetRange(buffer.selection) }
        set {
            guard let range = newValue as? TextOffsetRange, range.range != buffer.selection else { return }
            buffer.selection = range.range
            contentDidChange()
            delegate?.textFieldDidChangeSelection(self)
        }
    }

    /// `position` moved by `offset` UTF-16 units, or nil outside the text.
    open func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        guard let start = position as? TextOffsetPosition else { return nil }
        let moved = start.offset + offset
        return (0...buffer.length).contains(moved) ? TextOffsetPosition(buffer.clamp(moved)) : nil
    }

    /// UTF-16 units from `from` to `toPosition`.
    open func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int {
        ((toPosition as? TextOffsetPosition)?.offset ?? 0) - ((from as? TextOffsetPosition)?.offset ?? 0)
    }

    open func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        guard let a = fromPosition as? TextOffsetPosition, let b = toPosition as? TextOffsetPosition else { return nil }
        return TextOffsetRange(min(a.offset, b.offset)..<max(a.offset, b.offset))
    }

    /// Where the caret for `position` is drawn, in the field's coordinates (2 points
    /// wide, as tall as a line of the font).
    open func caretRect(for position: UITextPosition) -> CGRect {
        let offset = (position as? TextOffsetPosition)?.offset ?? 0
        let rect = caretRectInLabel(for: offset)
        return CGRect(x: clipView.frame.minX + textLabel.frame.minX + rect.minX, y: clipView.frame.minY + rect.minY,
                      width: TextCaretView.width, height: rect.height)
    }

    // MARK: Touches (see UITextField+Touches.swift)

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        trackingBegan(touch)
        return super.beginTracking(touch, with: event)
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        trackingContinued(touch)
        return super.continueTracking(touch, with: event)
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        trackingEnded(touch, with: event)
    }

    // MARK: Rectangles (override points, as in UIKit)

    /// Where the border is drawn: the bounds.
    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }

    /// Where the text is drawn while not editing: inside the border's inset, between
    /// the left view, and the right view and clear button, when they show.
    open func textRect(forBounds bounds: CGRect) -> CGRect {
        let inset = Self.textInset(for: borderStyle)
        var minX = bounds.minX + inset, maxX = bounds.maxX - inset
        if showsOverlay(leftView, leftViewMode) { minX = max(minX, leftViewRect(forBounds: bounds).maxX) }
        if showsOverlay(rightView, rightViewMode) { maxX = min(maxX, rightViewRect(forBounds: bounds).minX) }
        if showsClearButton { maxX = min(maxX, clearButtonRect(forBounds: bounds).minX) }
        return CGRect(x: minX, y: bounds.minY, width: max(maxX - minX, 0), height: bounds.height)
    }

    /// Where the text is drawn while editing: the same as `textRect(forBounds:)`.
    open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    /// Where the placeholder is drawn: the same as `textRect(forBounds:)`.
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    /// The left view at the left edge, centred vertically, at its own size.
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        let size = leftView?.frame.size ?? .zero
        return CGRect(x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// The right view at the right edge, centred vertically, at its own size.
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        let size = rightView?.frame.size ?? .zero
        return CGRect(x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// A 19-point square inside the border's inset, left of the right view when it shows.
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
        let right = showsOverlay(rightView, rightViewMode) ? rightViewRect(forBounds: bounds).minX
                                                           : bounds.maxX - Self.textInset(for: borderStyle)
        let side = Self.clearButtonSize
        return CGRect(x: right - side, y: bounds.midY - side / 2, width: side, height: side)
    }

    func showsOverlay(_ view: UIView?, _ mode: ViewMode) -> Bool {
        view != nil && mode.shows(editing: isEditing)
    }

    /// The clear button shows per its mode, and only over text.
    var showsClearButton: Bool { clearButtonMode.shows(editing: isEditing) && !buffer.text.isEmpty }
}

import CoreGraphics
import QuartzCore

/// A view that shows read-only text in one font and colour: wrapped or truncated
/// into `numberOfLines` and the lines that fit its height, aligned, and centred
/// vertically in its bounds. It ignores touches by default, as on iOS.
///
/// The text is laid out by CoreGraphics' `TextLayout` and drawn once into an image of
/// the bounds' size at `contentScaleFactor` pixels per point, which becomes the
/// layer's contents. It is drawn again only when what it shows changes: the text,
/// font, colour, alignment, line breaking, the bounds' size or the scale.
@preconcurrency @MainActor open class UILabel: UIView {
    open var text: String? { didSet { contentDidChange() } }

    /// The font; setting nil restores the default, the system font at 17 points.
    open var font: UIFont! {
        get { currentFont }
        set {
            currentFont = newValue ?? UIFont.systemFont(ofSize: UIFont.labelFontSize)
            contentDidChange()
        }
    }
    private var currentFont = UIFont.systemFont(ofSize: UIFont.labelFontSize)

    /// The text's colour; setting nil restores the default, black.
    open var textColor: UIColor! {
        get { currentTextColor }
        set {
            currentTextColor = newValue ?? .black
            redrawIfNeeded()
        }
    }
    private var currentTextColor = UIColor.black

    /// `natural` aligns each paragraph by its direction: right for right-to-left text,
    /// unless `semanticContentAttribute` forces a direction.
    open var textAlignment = NSTextAlignment.natural { didSet { redrawIfNeeded() } }
    /// How lines break, and how the last line allowed is shortened when text remains.
    open var lineBreakMode = NSLineBreakMode.byTruncatingTail { didSet { redrawIfNeeded() } }
    /// The most lines shown (default 1); 0 for as many as the bounds' height holds.
    open var numberOfLines = 1 { didSet { contentDidChange() } }
    /// The width a multi-line label wraps at for `intrinsicContentSize`; 0 for none.
    open var preferredMaxLayoutWidth: CGFloat = 0 { didSet { invalidateIntrinsicContentSize() } }

    /// Whether a one-line label shrinks its font until the text fits its width, down
    /// to `minimumScaleFactor` times the font's size (default false). Text that does
    /// not fit even then is shortened by `lineBreakMode`.
    open var adjustsFontSizeToFitWidth = false { didSet { redrawIfNeeded() } }
    /// The smallest multiple of the font's size that `adjustsFontSizeToFitWidth` may
    /// shrink it to; 0 (the default) for no shrinking, as on iOS.
    open var minimumScaleFactor: CGFloat = 0 { didSet { redrawIfNeeded() } }

    /// What the layer's contents show now, so that unchanged settings draw nothing.
    private var drawn: LabelDrawing?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    open override var frame: CGRect {
        get { super.frame }
        set {
            super.frame = newValue
            redrawIfNeeded()
        }
    }

    /// Forcing a direction sets the text's base direction (and so `natural` alignment's side).
    open override var semanticContentAttribute: UISemanticContentAttribute { didSet { redrawIfNeeded() } }

    open override var bounds: CGRect {
        get { super.bounds }
        set {
            super.bounds = newValue
            redrawIfNeeded()
        }
    }

    /// A new window may have another screen scale. Subclasses that override this call super.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        redrawIfNeeded()
    }

    // MARK: Size

    /// The size the text needs, in points rounded up to whole pixels. A multi-line
    /// label wraps it at `size.width` (when positive); a single-line label keeps it
    /// on one line whatever the width, so `sizeToFit()` makes it as wide as its text.
    /// The height offered is ignored. Zero for no text.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        guard let text, !text.isEmpty else { return .zero }
        let width = numberOfLines != 1 && size.width > 0 ? size.width : nil
        return TextLayout(text: text, font: currentFont.face, fontSize: currentFont.pointSize, scale: contentScaleFactor,
                          width: width, lineBreakMode: lineBreakMode, numberOfLines: numberOfLines,
                          alignment: textAlignment, writingDirection: semanticContentAttribute.writingDirection).size
    }

    /// The size of the text on one line, or, for a label of more than one line, wrapped
    /// at `preferredMaxLayoutWidth` when set, else at the width Auto Layout last gave it
    /// (UIKit's automatic preferred width: a multi-line label pinned at both sides wraps
    /// and grows in height without code).
    open override var intrinsicContentSize: CGSize {
        sizeThatFits(CGSize(width: preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : automaticMaxLayoutWidth, height: 0))
    }

    /// The width Auto Layout solved for this label, which it wraps at when
    /// `preferredMaxLayoutWidth` is 0 (0: none yet).
    var automaticMaxLayoutWidth: CGFloat = 0

    /// Whether the label's content height depends on the width Auto Layout gives it.
    var wrapsAtSolvedWidth: Bool { numberOfLines != 1 && preferredMaxLayoutWidth == 0 }

    /// The text's first and last baselines below the centre: the text block is centred
    /// vertically, and each line's baseline sits `ascender` below the line's top.
    override var baselineOffsetsFromCenter: (first: CGFloat, last: CGFloat)? {
        let lineHeight = currentFont.lineHeight
        let height = max(intrinsicContentSize.height, lineHeight)
        let lines = max(1, (height / lineHeight).rounded())
        let first = currentFont.ascender - height / 2
        return (first, first + (lines - 1) * lineHeight)
    }

    // MARK: Drawing

    /// What the label shows or measures changed: a new intrinsic size, and a redraw.
    private func contentDidChange() {
        invalidateIntrinsicContentSize()
        redrawIfNeeded()
    }

    /// What the label shows now, for drawing and for measuring carets in the text.
    var drawing: LabelDrawing {
        LabelDrawing(text: text ?? "", font: fittedFont(), color: currentTextColor.cgColor,
                     alignment: textAlignment, writingDirection: semanticContentAttribute.writingDirection,
                     lineBreakMode: lineBreakMode,
                     numberOfLines: numberOfLines, size: bounds.size, scale: contentScaleFactor)
    }

    private func redrawIfNeeded() {
        let drawing = self.drawing
        guard drawing != drawn else { return }
        drawn = drawing
        layer.contents = drawing.render()
        layer.contentsScale = drawing.scale
    }

    /// The font the text is drawn in: `font`, or for a one-line label that shrinks
    /// to fit, the largest size in 1/64 pt steps (from `minimumScaleFactor` × the size
    /// up) at which the text's line is no wider than the bounds.
    func fittedFont() -> UIFont {
        let full = currentFont.pointSize
        guard adjustsFontSizeToFitWidth, minimumScaleFactor > 0, numberOfLines == 1, let text, !text.isEmpty,
              bounds.width > 0, lineWidth(text, at: full) > bounds.width else { return currentFont }
        let smallest = full * min(minimumScaleFactor, 1)
        guard lineWidth(text, at: smallest) <= bounds.width else { return currentFont.withSize(smallest) }
        // Bisection over 1/64 pt steps: `low` fits, `high` does not.
        var low = Int((smallest * 64).rounded(.up)), high = Int((full * 64).rounded(.up))
        if lineWidth(text, at: CGFloat(low) / 64) > bounds.width { return currentFont.withSize(smallest) }
        while high - low > 1 {
            let middle = (low + high) / 2
            if lineWidth(text, at: CGFloat(middle) / 64) <= bounds.width { low = middle } else { high = middle }
        }
        return currentFont.withSize(CGFloat(low) / 64)
    }

    /// The width of `text` on one line at `size` points, in points rounded up to whole pixels.
    private func lineWidth(_ text: String, at size: CGFloat) -> CGFloat {
        TextLayout(text: text, font: currentFont.face, fontSize: size, scale: contentScaleFactor, width: nil,
                   lineBreakMode: lineBreakMode, numberOfLines: 1, alignment: textAlignment,
                   writingDirection: semanticContentAttribute.writingDirection).size.width
    }
}

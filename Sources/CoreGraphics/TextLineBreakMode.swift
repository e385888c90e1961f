/// What happens to text wider than the layout's width: UIKit's `NSLineBreakMode`,
/// with its raw values.
///
/// Every mode wraps long text onto further lines as UILabel does (at spaces and
/// after hyphens; a word wider than the width breaks between characters), except
/// `byCharWrapping`, which breaks between any characters. The modes differ on the
/// last line `numberOfLines` allows when text remains: the wrapping modes end it at
/// a break as usual, `byClipping` runs the rest of its paragraph on past the width
/// (the draw's clip cuts it), and the truncating modes shorten it with "…".
public enum TextLineBreakMode: Int, Sendable, CaseIterable {
    case byWordWrapping = 0
    case byCharWrapping = 1
    case byClipping = 2
    /// "…" replaces the start of the line.
    case byTruncatingHead = 3
    /// "…" replaces the end of the line.
    case byTruncatingTail = 4
    /// "…" replaces the middle of the line.
    case byTruncatingMiddle = 5
}

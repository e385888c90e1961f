/// How lines sit within the layout's width (or, without one, the widest line):
/// UIKit's `NSTextAlignment`, with its raw values. `natural` is `left` in a
/// left-to-right paragraph and `right` in a right-to-left one; a line wider than the
/// width starts at its left edge.
public enum TextAlignment: Int, Sendable, CaseIterable {
    case left = 0
    case center = 1
    case right = 2
    /// Wrapped lines are stretched to the width by widening their spaces; the last
    /// line of each paragraph (and any line without spaces) is aligned as `natural`.
    case justified = 3
    case natural = 4
}

/// How lines sit within the layout's width (or, without one, the widest line):
/// UIKit's `NSTextAlignment`, with its raw values. Text is laid out left to right
/// only, so `natural` is `left`; a line wider than the width starts at its left edge.
public enum TextAlignment: Int, Sendable, CaseIterable {
    case left = 0
    case center = 1
    case right = 2
    /// Wrapped lines are stretched to the width by widening their spaces; the last
    /// line of each paragraph (and any line without spaces) stays left-aligned.
    case justified = 3
    case natural = 4
}

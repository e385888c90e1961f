import CoreGraphics

/// How a label breaks lines and shortens text that does not fit, with iOS's raw
/// values (see CoreGraphics' `TextLineBreakMode` for the exact rules).
public enum NSLineBreakMode: Int, Sendable, CaseIterable {
    /// Wrap at word boundaries.
    case byWordWrapping = 0
    /// Wrap between any characters.
    case byCharWrapping = 1
    /// The last line runs on and is cut at the edge.
    case byClipping = 2
    /// "…wxyz" on the last line.
    case byTruncatingHead = 3
    /// "abcd…" on the last line (a label's default).
    case byTruncatingTail = 4
    /// "ab…yz" on the last line.
    case byTruncatingMiddle = 5

    /// The CoreGraphics mode `TextLayout` takes.
    var textLineBreakMode: TextLineBreakMode {
        switch self {
        case .byWordWrapping: .byWordWrapping
        case .byCharWrapping: .byCharWrapping
        case .byClipping: .byClipping
        case .byTruncatingHead: .byTruncatingHead
        case .byTruncatingTail: .byTruncatingTail
        case .byTruncatingMiddle: .byTruncatingMiddle
        }
    }
}

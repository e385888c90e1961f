import CoreGraphics

/// How a label's lines sit between its left and right edges, with iOS's raw values.
/// Text runs left to right only, so `natural` is `left`.
public enum NSTextAlignment: Int, Sendable, CaseIterable {
    case left = 0
    case center = 1
    case right = 2
    /// Wrapped lines are stretched to the full width; each paragraph's last line stays left-aligned.
    case justified = 3
    case natural = 4

    /// The CoreGraphics alignment `TextLayout` takes.
    var textAlignment: TextAlignment {
        switch self {
        case .left: .left
        case .center: .center
        case .right: .right
        case .justified: .justified
        case .natural: .natural
        }
    }
}

/// The base direction of a text's paragraphs: UIKit's `NSWritingDirection`, with its raw
/// values. `natural` takes each paragraph's from its first strong character (rules P2–P3
/// of the Unicode Bidirectional Algorithm), left to right when it has none.
public enum TextWritingDirection: Int, Sendable, CaseIterable {
    case natural = -1
    case leftToRight = 0
    case rightToLeft = 1

    /// Forced right to left (true), left to right (false), or from the text (nil).
    var forcedRightToLeft: Bool? {
        switch self {
        case .natural: nil
        case .leftToRight: false
        case .rightToLeft: true
        }
    }
}

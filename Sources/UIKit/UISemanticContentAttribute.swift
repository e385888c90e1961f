import CoreGraphics

/// How a view's content reads, iOS's cases and raw values: text views with `.natural`
/// alignment take their direction from their text unless it is forced here.
public enum UISemanticContentAttribute: Int, Sendable, CaseIterable {
    case unspecified = 0
    case playback = 1
    case spatial = 2
    case forceLeftToRight = 3
    case forceRightToLeft = 4

    /// The base direction text is set in: forced, or each paragraph's own (`natural`).
    var writingDirection: TextWritingDirection {
        switch self {
        case .forceLeftToRight: .leftToRight
        case .forceRightToLeft: .rightToLeft
        case .unspecified, .playback, .spatial: .natural
        }
    }
}

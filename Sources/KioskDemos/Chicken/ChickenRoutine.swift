import Foundation

/// The fourteen routines the animate button plays in turn: the chapter's ten view
/// animations, then its four Core Animation transitions.
public enum ChickenRoutine: Int, CaseIterable, Sendable {
    case viewAnimation1 = 1, viewAnimation2, viewAnimation3, viewAnimation4, viewAnimation5, viewAnimation6,
         viewAnimation7, viewAnimation8, viewAnimation9, viewAnimation10
    case transition1, transition2, transition3, transition4

    /// Seconds from the tap to the routine's did-stop callback, from the seed's
    /// settings: its delay plus its duration times its repeats (twice that with
    /// autoreverse); 0.2 s is the begin/commit default duration.
    public var playTime: TimeInterval {
        switch self {
        case .viewAnimation1: 0.2
        case .viewAnimation3: 0.5 * 2 * 2
        case .viewAnimation4: 0.5 + 1 * 2 * 2
        case .viewAnimation2, .viewAnimation5, .viewAnimation6, .viewAnimation7, .viewAnimation8,
             .viewAnimation9, .viewAnimation10: 1
        case .transition1, .transition2, .transition3, .transition4: 0.75
        }
    }
}

import CoreGraphics
@_spi(KioskRuntime) import QuartzCore

extension UIView.AnimationOptions {
    /// The CATransition that plays this option set's transition bits for `duration`
    /// seconds at the option set's curve, drawing live content when it has
    /// `.allowAnimatedContent`; nil when it names no transition or the duration is
    /// not positive (the change then shows at once, as UIKit does for 0).
    /// Flips map to Core Animation's flip with the same side, curl up to
    /// `.pageCurl`, curl down to `.pageUnCurl`, cross-dissolve to `.fade`.
    @MainActor func makeTransition(duration: TimeInterval) -> CATransition? {
        let kind: (type: CATransitionType, subtype: CATransitionSubtype?)
        switch transition {
        case .transitionFlipFromLeft: kind = (.flip, .fromLeft)
        case .transitionFlipFromRight: kind = (.flip, .fromRight)
        case .transitionFlipFromTop: kind = (.flip, .fromTop)
        case .transitionFlipFromBottom: kind = (.flip, .fromBottom)
        case .transitionCurlUp: kind = (.pageCurl, nil)
        case .transitionCurlDown: kind = (.pageUnCurl, nil)
        case .transitionCrossDissolve: kind = (.fade, nil)
        default: return nil
        }
        guard duration > 0, duration.isFinite else { return nil }
        let transition = CATransition()
        transition.type = kind.type
        transition.subtype = kind.subtype
        transition.duration = duration
        transition.timingFunction = CAMediaTimingFunction(name: curve.timingFunctionName)
        transition.rendersLiveContent = contains(.allowAnimatedContent)
        return transition
    }
}

extension UIView.AnimationCurve {
    /// The Core Animation curve of the same name.
    var timingFunctionName: CAMediaTimingFunctionName {
        switch self {
        case .easeInOut: .easeInEaseOut
        case .easeIn: .easeIn
        case .easeOut: .easeOut
        case .linear: .linear
        }
    }
}

import Foundation
import UIKit

/// Listing 4-5: after a second, two views fade out over a second; a nested block
/// overrides the curve (linear) and the duration (0.2 s) for the second view and
/// autoreverses it 2.5 times, so it blinks and ends hidden with the first.
@MainActor final class NestedBlocksListing: GuideListing {
    nonisolated static let delay: TimeInterval = 1
    nonisolated static let duration: TimeInterval = 1
    nonisolated static let nestedDuration: TimeInterval = 0.2
    nonisolated static let nestedRepeatCount: Float = 2.5
    nonisolated static let forms = [
        ListingForm(number: "4-5", caption: "Nested blocks: own curve and duration, repeat 2.5",
                    duration: delay + duration),
    ]

    let view: UIView
    let aView = GuideViews.swatch("a", GuideViews.orange, side: 120)
    let anotherView = GuideViews.swatch("b", GuideViews.teal, side: 120)

    init(frame: CGRect) {
        view = GuideViews.stageContent(frame)
        GuideViews.place(aView, in: view, offset: CGPoint(x: -68, y: 0))
        GuideViews.place(anotherView, in: view, offset: CGPoint(x: 68, y: 0))
    }

    func play(form: Int, completion: @escaping @MainActor () -> Void) {
        // Show both again after the last play.
        aView.alpha = 1
        anotherView.alpha = 1
        UIView.animate(withDuration: Self.duration, delay: Self.delay, options: .curveEaseOut, animations: {
            self.aView.alpha = 0.0
            // Create a nested animation that has a different
            // duration, timing curve, and configuration.
            UIView.animate(withDuration: Self.nestedDuration, delay: 0.0,
                           options: [.overrideInheritedCurve, .curveLinear, .overrideInheritedDuration, .repeat, .autoreverse],
                           animations: {
                               UIView.setAnimationRepeatCount(Self.nestedRepeatCount)
                               self.anotherView.alpha = 0.0
                           }, completion: nil)
        }, completion: { _ in completion() })
    }
}

import Foundation
import UIKit

/// Listings 4-1 and 4-3: one view fades out while another fades in over one second,
/// with a block and then with begin/commit. Each play swaps which of the two shows.
@MainActor final class SimpleFadeListing: GuideListing {
    nonisolated static let duration: TimeInterval = 1
    nonisolated static let forms = [
        ListingForm(number: "4-1", caption: "A simple block-based animation", duration: duration),
        ListingForm(number: "4-3", caption: "A simple begin/commit animation", duration: duration),
    ]

    let view: UIView
    let firstView = GuideViews.swatch("1", GuideViews.orange, side: 120)
    let secondView = GuideViews.swatch("2", GuideViews.teal, side: 120)

    init(frame: CGRect) {
        view = GuideViews.stageContent(frame)
        GuideViews.place(firstView, in: view, offset: CGPoint(x: -68, y: 0))
        GuideViews.place(secondView, in: view, offset: CGPoint(x: 68, y: 0))
        secondView.alpha = 0
    }

    func play(form: Int, completion: @escaping @MainActor () -> Void) {
        let (fadingOut, fadingIn) = firstView.alpha > 0 ? (firstView, secondView) : (secondView, firstView)
        if form == 0 {
            UIView.animate(withDuration: Self.duration, animations: {
                fadingOut.alpha = 0.0
                fadingIn.alpha = 1.0
            }, completion: { _ in completion() })
        } else {
            UIView.beginAnimations("ToggleViews", context: nil)
            UIView.setAnimationDuration(Self.duration)
            // Make the animatable changes.
            fadingOut.alpha = 0.0
            fadingIn.alpha = 1.0
            UIView.setAnimationDidStop { _, _, _ in completion() }
            // Commit the changes and perform the animation.
            UIView.commitAnimations()
        }
    }
}

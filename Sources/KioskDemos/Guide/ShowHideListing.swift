import Foundation
import UIKit

/// Listings 4-2 and 4-4: a view fades out, and once that has finished it waits a second
/// and fades back in — chained by a completion handler, then by a did-stop handler.
/// Each handler notes itself in `log`, in the order they run.
@MainActor final class ShowHideListing: GuideListing {
    nonisolated static let fadeDuration: TimeInterval = 1
    /// The wait between fading out and fading back in.
    nonisolated static let fadeInDelay: TimeInterval = 1
    nonisolated static let forms = [
        ListingForm(number: "4-2", caption: "Fade out, then back in (completion handler)",
                    duration: 2 * fadeDuration + fadeInDelay),
        ListingForm(number: "4-4", caption: "Fade out, then back in (did-stop handler)",
                    duration: 2 * fadeDuration + fadeInDelay),
    ]

    let view: UIView
    let thirdView = GuideViews.swatch("3", GuideViews.purple, side: 140)
    /// The handlers that ran in the last play, in order.
    private(set) var log: [String] = []

    init(frame: CGRect) {
        view = GuideViews.stageContent(frame)
        GuideViews.place(thirdView, in: view)
    }

    func play(form: Int, completion: @escaping @MainActor () -> Void) {
        log = []
        if form == 0 { showHideView(completion) } else { beginShowHideView(completion) }
    }

    /// Listing 4-2.
    private func showHideView(_ done: @escaping @MainActor () -> Void) {
        // Fade out the view right away
        UIView.animate(withDuration: Self.fadeDuration, delay: 0.0, options: .curveEaseIn, animations: {
            self.thirdView.alpha = 0.0
        }, completion: { finished in
            self.log.append("fade-out completion, finished \(finished)")
            // Wait one second and then fade in the view
            UIView.animate(withDuration: Self.fadeDuration, delay: Self.fadeInDelay, options: .curveEaseOut, animations: {
                self.thirdView.alpha = 1.0
            }, completion: { finished in
                self.log.append("fade-in completion, finished \(finished)")
                done()
            })
        })
    }

    /// Listing 4-4: the first animation.
    private func beginShowHideView(_ done: @escaping @MainActor () -> Void) {
        UIView.beginAnimations("ShowHideView", context: nil)
        UIView.setAnimationCurve(.easeIn)
        UIView.setAnimationDuration(Self.fadeDuration)
        UIView.setAnimationDidStop { animationID, finished, context in
            self.showHideDidStop(animationID, finished: finished, context: context, done)
        }
        // Make the animatable changes.
        thirdView.alpha = 0.0
        // Commit the changes and perform the animation.
        UIView.commitAnimations()
    }

    /// Listing 4-4: called at the end of the first animation; starts the second.
    private func showHideDidStop(_ animationID: String?, finished: Bool, context: UnsafeMutableRawPointer?,
                                 _ done: @escaping @MainActor () -> Void) {
        log.append("\(animationID ?? "nil") did stop, finished \(finished)")
        UIView.beginAnimations("ShowHideView2", context: nil)
        UIView.setAnimationCurve(.easeOut)
        UIView.setAnimationDuration(Self.fadeDuration)
        UIView.setAnimationDelay(Self.fadeInDelay)
        UIView.setAnimationDidStop { animationID, finished, _ in
            self.log.append("\(animationID ?? "nil") did stop, finished \(finished)")
            done()
        }
        thirdView.alpha = 1.0
        UIView.commitAnimations()
    }
}

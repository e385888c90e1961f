import QuartzCore
import UIKit

/// The chapter's four Core Animation transitions on the root view's layer: each
/// 0.75 s, with the controller as the delegate that enables the button again.
extension ChickenViewController {
    /// secondView fades in over firstView (linear).
    func transition1() {
        play(.fade, subtype: nil, timing: .linear, key: "transition1", showingFirstView: false)
    }

    /// firstView moves in from the right over secondView (ease in).
    func transition2() {
        play(.moveIn, subtype: .fromRight, timing: .easeIn, key: "transition2", showingFirstView: true)
    }

    /// secondView pushes firstView out, coming from the left (ease out).
    func transition3() {
        play(.push, subtype: .fromLeft, timing: .easeOut, key: "transition3", showingFirstView: false)
    }

    /// secondView slides away to the left, revealing firstView (ease in-out; "from right").
    func transition4() {
        play(.reveal, subtype: .fromRight, timing: .easeInEaseOut, key: "transition4", showingFirstView: true)
    }

    /// The body the four seed methods share: make the transition, add it to the
    /// root view's layer, then swap which of the two views is hidden.
    private func play(_ type: CATransitionType, subtype: CATransitionSubtype?, timing: CAMediaTimingFunctionName,
                      key: String, showingFirstView: Bool) {
        let transition = CATransition()
        transition.duration = 0.75
        transition.timingFunction = CAMediaTimingFunction(name: timing)
        transition.delegate = self

        transition.type = type
        transition.subtype = subtype

        view.layer.add(transition, forKey: key)

        firstView.isHidden = !showingFirstView
        secondView.isHidden = showingFirstView
    }
}

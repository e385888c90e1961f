import CoreGraphics
import Kiosk
import KioskHeadless
import UIKit

/// The view-transition loop: a full-screen container whose page is replaced by a new
/// one with each of UIKit's seven transitions, once with `transition(from:to:…)` and
/// once with `transition(with:…)`; each waited for until its completion block runs.
@MainActor final class ViewTransitionLoop {
    /// UIKit's seven transitions, one per transition of a round.
    static let options: [UIView.AnimationOptions] = [
        .transitionFlipFromLeft, .transitionFlipFromRight, .transitionFlipFromTop, .transitionFlipFromBottom,
        .transitionCurlUp, .transitionCurlDown, .transitionCrossDissolve,
    ]
    nonisolated static let transitionsPerRound = 14
    let controller = UIViewController()
    private var pageNumber = 0

    init() {
        controller.view.addSubview(SoakPage.make(0, frame: controller.view.bounds))
    }

    /// Plays one round on `screen`, whose window must show `controller`.
    func playRound(on screen: HeadlessScreen) throws(SoakError) {
        let container: UIView = controller.view
        for index in 0..<Self.transitionsPerRound {
            let option = Self.options[index % Self.options.count]
            guard let current = container.subviews.last else { throw SoakError(description: "the container lost its page") }
            pageNumber += 1
            let next = SoakPage.make(pageNumber, frame: container.bounds)
            var ended = false
            if index < Self.options.count {
                UIView.transition(from: current, to: next, duration: Soak.transitionDuration, options: option) { _ in ended = true }
            } else {
                UIView.transition(with: container, duration: Soak.transitionDuration, options: option, animations: {
                    current.removeFromSuperview()
                    container.addSubview(next)
                }, completion: { _ in ended = true })
            }
            try screen.advance(until: { ended }, within: 1, "view transition \(index + 1) of \(Self.transitionsPerRound)")
        }
    }
}

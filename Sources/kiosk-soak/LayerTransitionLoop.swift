import Kiosk
import KioskHeadless
import QuartzCore
import UIKit

/// The CATransition loop: a full-screen container whose page is replaced by a new one
/// under a `CATransition` of each type (Core Animation's four and the flip and curls)
/// twice, the subtype turning round the four sides; each waited for until the
/// transaction's completion block runs.
@MainActor final class LayerTransitionLoop {
    /// One transition of each type a round.
    static let types: [CATransitionType] = [.fade, .moveIn, .push, .reveal, .flip, .pageCurl, .pageUnCurl]
    static let subtypes: [CATransitionSubtype] = [.fromRight, .fromLeft, .fromTop, .fromBottom]
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
            let type = Self.types[index % Self.types.count]
            pageNumber += 1
            let transition = CATransition()
            transition.type = type
            transition.subtype = Self.subtypes[pageNumber % Self.subtypes.count]
            transition.duration = Soak.transitionDuration
            var ended = false
            CATransaction.begin()
            CATransaction.setCompletionBlock { ended = true }
            container.layer.add(transition, forKey: nil)
            for page in container.subviews { page.removeFromSuperview() }
            container.addSubview(SoakPage.make(pageNumber, frame: container.bounds))
            CATransaction.commit()
            try screen.advance(until: { ended }, within: 1, "CATransition \(index + 1) of \(Self.transitionsPerRound) (\(type.rawValue))")
        }
    }
}

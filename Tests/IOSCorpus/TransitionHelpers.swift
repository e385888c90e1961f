import UIKit

/// Groups layer changes without implicit animations, and runs code when a batch of
/// animations ends — wrappers around CATransaction that many projects carry.
enum LayerTransaction {
    static func withoutActions(_ changes: () -> Void) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        changes()
        CATransaction.commit()
    }

    static func animate(duration: CFTimeInterval,
                        timing: CAMediaTimingFunction = CAMediaTimingFunction(name: .easeInEaseOut),
                        changes: () -> Void, completion: (() -> Void)? = nil) {
        CATransaction.begin()
        CATransaction.setAnimationDuration(duration)
        CATransaction.setAnimationTimingFunction(timing)
        CATransaction.setCompletionBlock(completion)
        changes()
        CATransaction.commit()
    }
}

/// Named curves used across the app.
struct Curves {
    static let standard = CAMediaTimingFunction(controlPoints: 0.4, 0.0, 0.2, 1.0)
    static let decelerate = CAMediaTimingFunction(controlPoints: 0.0, 0.0, 0.2, 1.0)
    static let all: [CAMediaTimingFunction] = [standard, decelerate, CAMediaTimingFunction(name: .linear)]
}

extension UIView {
    /// Replaces what the view shows with a cross-fade or a push, by a CATransition.
    func transitionContent(type: CATransitionType = .fade, subtype: CATransitionSubtype? = nil,
                           duration: CFTimeInterval = 0.3, changes: () -> Void) {
        let transition = CATransition()
        transition.type = type
        transition.subtype = subtype
        transition.duration = duration
        transition.timingFunction = Curves.standard
        layer.add(transition, forKey: kCATransition)
        changes()
    }
}

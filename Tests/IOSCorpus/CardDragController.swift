import UIKit

// The interactive card from property-animator talks: a pan scrubs the card's move to
// the top, releasing finishes it (or sends it back) on a spring.
final class CardDragController {
    let card: UIView
    let openCenter: CGPoint
    let closedCenter: CGPoint
    private(set) var animator: UIViewPropertyAnimator?
    private(set) var isOpen = false
    var positions: [UIViewAnimatingPosition] = []

    init(card: UIView, openCenter: CGPoint) {
        self.card = card
        self.openCenter = openCenter
        self.closedCenter = card.center
    }

    private var travel: CGFloat { closedCenter.y - openCenter.y }

    /// A finger went down on the card: make (or catch) the animator, paused.
    func beginDrag() {
        if animator == nil {
            let target = isOpen ? closedCenter : openCenter
            let animator = UIViewPropertyAnimator(duration: 0.5, curve: .easeOut) {
                self.card.center = target
                self.card.layer.cornerRadius = self.isOpen ? 0 : 16
            }
            animator.addCompletion { [weak self] position in
                guard let self = self else { return }
                self.positions.append(position)
                if position == .end { self.isOpen.toggle() }
                self.animator = nil
            }
            self.animator = animator
        }
        animator?.pauseAnimation()
    }

    /// The finger moved `translation` points up from where it went down.
    func drag(by translation: CGFloat) {
        guard let animator = animator else { return }
        animator.fractionComplete = max(0, min(1, translation / travel))
    }

    /// The finger lifted: past half way (or flicked) the card goes on, else it goes back.
    func endDrag(velocity: CGFloat = 0) {
        guard let animator = animator else { return }
        let goesOn = animator.fractionComplete > 0.5 || velocity > 500
        animator.isReversed = !goesOn
        let spring = UISpringTimingParameters(dampingRatio: 0.8)
        animator.continueAnimation(withTimingParameters: spring, durationFactor: 1)
    }

    /// A tap: run the whole move at once, uninterrupted.
    func toggle() {
        let target = isOpen ? closedCenter : openCenter
        UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.3, delay: 0, options: [.curveLinear], animations: {
            self.card.center = target
        }, completion: { position in
            self.positions.append(position)
            if position == .end { self.isOpen.toggle() }
        })
    }
}

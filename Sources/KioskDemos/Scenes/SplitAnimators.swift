import Foundation
import UIKit

/// The article's TTPushAnimator: the old scene splits across its middle and the two
/// halves — resizable snapshots, not the live view — slide off the top and bottom,
/// revealing the new scene beneath. One animation block, as the article insists.
final class SplitOpenAnimator: SceneAnimator {
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let to = transitionContext.viewController(forKey: .to),
              let from = transitionContext.viewController(forKey: .from) else { return }
        let container = transitionContext.containerView
        let halves = SplitHalves(of: from.view)
        from.view.removeFromSuperview()
        to.view.frame = transitionContext.finalFrame(for: to)
        container.addSubview(to.view)
        container.addSubview(halves.top)
        container.addSubview(halves.bottom)
        UIView.animate(withDuration: Self.duration, animations: {
            halves.open()
        }, completion: { finished in
            halves.remove()
            transitionContext.completeTransition(finished)
        })
    }
}

/// The pop to go with it: scene B's halves come back from the top and bottom and
/// close over scene C, then the real scene B takes their place.
final class SplitCloseAnimator: SceneAnimator {
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let to = transitionContext.viewController(forKey: .to) else { return }
        let container = transitionContext.containerView
        to.view.frame = transitionContext.finalFrame(for: to)
        let halves = SplitHalves(of: to.view)
        halves.open()
        container.addSubview(halves.top)
        container.addSubview(halves.bottom)
        UIView.animate(withDuration: Self.duration, animations: {
            halves.close()
        }, completion: { finished in
            halves.remove()
            if finished {
                transitionContext.viewController(forKey: .from)?.view.removeFromSuperview()
                container.addSubview(to.view)
            }
            transitionContext.completeTransition(finished)
        })
    }
}

/// A view's top and bottom halves as snapshot views, placed where the halves are.
@MainActor struct SplitHalves {
    let top: UIView
    let bottom: UIView
    private let topFrame: CGRect
    private let bottomFrame: CGRect

    init(of view: UIView) {
        let size = view.bounds.size
        topFrame = CGRect(x: 0, y: 0, width: size.width, height: size.height / 2)
        bottomFrame = CGRect(x: 0, y: size.height / 2, width: size.width, height: size.height / 2)
        top = view.resizableSnapshotView(from: topFrame, afterScreenUpdates: true, withCapInsets: .zero) ?? UIView()
        bottom = view.resizableSnapshotView(from: bottomFrame, afterScreenUpdates: true, withCapInsets: .zero) ?? UIView()
        close()
    }

    /// The halves off the top and bottom edges.
    func open() {
        top.frame = topFrame.offsetBy(dx: 0, dy: -topFrame.height)
        bottom.frame = bottomFrame.offsetBy(dx: 0, dy: bottomFrame.height)
    }

    /// The halves together, covering the view's place.
    func close() {
        top.frame = topFrame
        bottom.frame = bottomFrame
    }

    func remove() {
        top.removeFromSuperview()
        bottom.removeFromSuperview()
    }
}

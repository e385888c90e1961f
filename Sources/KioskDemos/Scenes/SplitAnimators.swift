import Foundation
import UIKit

/// The article's TTPushAnimator, line for line: the old scene splits across its
/// middle and the two halves — resizable snapshots, not the live view — slide off
/// the top and bottom, revealing the new scene beneath. One animation block, as the
/// article insists.
final class SplitOpenAnimator: SceneAnimator {
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let toController = transitionContext.viewController(forKey: .to),
              let fromController = transitionContext.viewController(forKey: .from) else { return }
        let container = transitionContext.containerView
        // get rects that represent the top and bottom halves of the screen
        let viewSize = fromController.view.bounds.size
        let topFrame = CGRect(x: 0, y: 0, width: viewSize.width, height: viewSize.height / 2)
        let bottomFrame = CGRect(x: 0, y: viewSize.height / 2, width: viewSize.width, height: viewSize.height / 2)
        // create snapshots
        let snapshotTop = fromController.view.resizableSnapshotView(from: topFrame, afterScreenUpdates: false,
                                                                    withCapInsets: .zero) ?? UIView()
        let snapshotBottom = fromController.view.resizableSnapshotView(from: bottomFrame, afterScreenUpdates: false,
                                                                       withCapInsets: .zero) ?? UIView()
        snapshotTop.frame = topFrame
        snapshotBottom.frame = bottomFrame
        // remove the original view from the container
        fromController.view.removeFromSuperview()
        // add our destination view
        container.addSubview(toController.view)
        // add our snapshots on top
        container.addSubview(snapshotTop)
        container.addSubview(snapshotBottom)
        UIView.animate(withDuration: Self.duration, animations: {
            // adjust the new frames
            var newTopFrame = topFrame
            var newBottomFrame = bottomFrame
            newTopFrame.origin.y -= topFrame.size.height
            newBottomFrame.origin.y += bottomFrame.size.height
            // set the frames to animate them
            snapshotTop.frame = newTopFrame
            snapshotBottom.frame = newBottomFrame
        }, completion: { finished in
            // don't forget to clean up
            snapshotTop.removeFromSuperview()
            snapshotBottom.removeFromSuperview()
            transitionContext.completeTransition(finished)
        })
    }
}

/// The pop to go with it (the article leaves it out as "so similar"): scene B's halves come back from the top and bottom and
/// close over scene C, then the real scene B takes their place.
final class SplitCloseAnimator: SceneAnimator {
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let to = transitionContext.viewController(forKey: .to) else { return }
        let container = transitionContext.containerView
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

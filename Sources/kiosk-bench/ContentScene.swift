import CoreGraphics
@_spi(KioskRuntime) import QuartzCore
@_spi(KioskRuntime) import UIKit

/// One window of `--content` frames: a navigation controller whose root shows one of
/// two pages of a kind (swapped under a `CATransition`, as `UIView.transition` does),
/// and a third page to push, drawn by its own renderer. A frame is one main-loop turn
/// (`MainLoopTurn`, as the runtime runs it) plus the render of that frame.
@MainActor final class ContentScene {
    let window: UIWindow
    let renderer: CARenderer
    let navigation: UINavigationController
    /// The root controller's view, holding the page shown.
    let container: UIView
    /// The two pages the transitions swap.
    let pages: [UIView]
    /// The controller the navigation push brings in.
    let pushed: UIViewController
    private let clock: VirtualMediaClock

    init(_ kind: ContentPage.Kind, width: Int, height: Int, clock: VirtualMediaClock, at time: TimeInterval) {
        self.clock = clock
        let bounds = CGRect(x: 0, y: 0, width: width, height: height)
        window = UIWindow(frame: bounds)
        pages = [ContentPage.make(kind, width: width, height: height, variant: 0),
                 ContentPage.make(kind, width: width, height: height, variant: 1)]
        let root = UIViewController()
        container = UIView(frame: bounds)
        container.addSubview(pages[0])
        root.view = container
        pushed = UIViewController()
        pushed.view = ContentPage.make(kind, width: width, height: height, variant: 2)
        navigation = UINavigationController(rootViewController: root)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        renderer = CARenderer(width: width, height: height)
        renderer.layer = window.layer
        frame(at: time)
    }

    /// One frame at media time `time`: the main-loop turn, then the render.
    func frame(at time: TimeInterval) {
        frameUpToItsPicture(at: time)
        workAhead()
    }

    /// `frame(at:)` as the render server has it up to the picture it presents: the
    /// work ahead of need the frame finds is left for `workAhead()`.
    func frameUpToItsPicture(at time: TimeInterval) {
        clock.set(to: time)
        MainLoopTurn(window: window).end(at: time, frameInterval: 1.0 / 60)
        renderer.renderLeavingWorkAhead(atTime: time)
    }

    /// The work ahead of need the last frame left (the server does it once the frame is shown).
    func workAhead() {
        renderer.doWorkAhead()
    }

    /// Pushes `pushed` (animated, UIKit's own slide) at media time `time`.
    func push(at time: TimeInterval) {
        clock.set(to: time)
        navigation.pushViewController(pushed, animated: true)
    }

    /// Pops back to the root (animated) at media time `time`.
    func pop(at time: TimeInterval) {
        clock.set(to: time)
        navigation.popViewController(animated: true)
    }

    /// Swaps the root's page under a linear `CATransition` of `type` lasting
    /// `duration`, added at media time `time` (drawn by the next frame).
    func beginTransition(_ type: CATransitionType, _ subtype: CATransitionSubtype?, duration: TimeInterval,
                         at time: TimeInterval) {
        clock.set(to: time)
        let transition = CATransition()
        transition.type = type
        transition.subtype = subtype
        transition.duration = duration
        transition.timingFunction = CAMediaTimingFunction(name: .linear)
        container.layer.add(transition, forKey: kCATransition)
        let shown = container.subviews[0]
        shown.removeFromSuperview()
        container.addSubview(shown === pages[0] ? pages[1] : pages[0])
    }
}

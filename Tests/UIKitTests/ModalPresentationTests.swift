import CoreGraphics
import Foundation
@_spi(KioskRuntime) import KioskHeadless
import QuartzCore
import Raster
import Testing
@testable import UIKit

/// The ease-in-ease-out curve at `t`.
private func ease(_ t: Double) -> Double { Double(CAMediaTimingFunction(name: .easeInEaseOut).progress(at: t)) }

/// Shared by the modal presentation tests.
@MainActor private enum Modal {
    static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)

    /// A 320 × 480 screen (black window) showing `root`, one frame drawn at t = 0.
    static func screen(showing root: UIViewController) -> HeadlessScreen {
        let screen = HeadlessScreen(width: 320, height: 480)
        screen.window.backgroundColor = .black
        screen.window.rootViewController = root
        screen.advance(by: 0)
        return screen
    }

    /// The pixel (x, y) of the frame last drawn, as 0xAARRGGBB.
    static func pixel(_ screen: HeadlessScreen, _ x: Int, _ y: Int) -> UInt32 { screen.snapshot().bitmap[x, y].rawValue }
}

/// Hands out what it is given and logs the presentation controller's hooks.
@MainActor private final class TransitioningDelegate: UIViewControllerTransitioningDelegate {
    var presentAnimator: (any UIViewControllerAnimatedTransitioning)?
    var dismissAnimator: (any UIViewControllerAnimatedTransitioning)?
    var dismissInteraction: UIPercentDrivenInteractiveTransition?
    var presentInteraction: UIPercentDrivenInteractiveTransition?
    var makesPresentationController = false
    var log: [String] = []

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { presentAnimator }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        dismissAnimator
    }

    func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? { presentInteraction }

    func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? { dismissInteraction }

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        guard makesPresentationController else { return nil }
        let controller = CardPresentationController(presentedViewController: presented, presenting: presenting)
        controller.onHook = { [weak self] in self?.log.append($0) }
        return controller
    }
}

/// A card 40 points in from every edge over a half-black dimming view; logs its hooks.
@MainActor private final class CardPresentationController: UIPresentationController {
    var onHook: ((String) -> Void)?
    let dimming = UIView()

    override var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds.insetBy(dx: 40, dy: 40) ?? .zero }

    override func presentationTransitionWillBegin() {
        onHook?("presentationWillBegin container=\(containerView != nil)")
        dimming.frame = containerView?.bounds ?? .zero
        dimming.backgroundColor = UIColor(white: 0, alpha: 0.5)
        containerView?.addSubview(dimming)
    }

    override func presentationTransitionDidEnd(_ completed: Bool) { onHook?("presentationDidEnd(\(completed))") }
    override func dismissalTransitionWillBegin() { onHook?("dismissalWillBegin") }
    override func dismissalTransitionDidEnd(_ completed: Bool) { onHook?("dismissalDidEnd(\(completed))") }
}

/// Slides the presented view in from the left (and out to the left), recording what
/// the context gave it.
@MainActor private final class SlideAnimator: UIViewControllerAnimatedTransitioning {
    let isPresenting: Bool
    var seen: [String] = []
    var ended: [Bool] = []

    init(isPresenting: Bool) { self.isPresenting = isPresenting }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.4 }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let context = transitionContext
        guard let presented = context.viewController(forKey: isPresenting ? .to : .from) else { return }
        let view: UIView = presented.view
        let final = context.finalFrame(for: presented)
        seen.append("from=\(context.view(forKey: .from) != nil) to=\(context.view(forKey: .to) != nil) final=\(final)")
        let away = (isPresenting ? final : view.frame).offsetBy(dx: -320, dy: 0)
        if isPresenting {
            view.frame = away
            context.containerView.addSubview(view)
        }
        UIView.animate(withDuration: 0.4, delay: 0, options: .curveLinear, animations: {
            view.frame = self.isPresenting ? final : away
        }, completion: { _ in
            let cancelled = context.transitionWasCancelled
            if !cancelled && !self.isPresenting { view.removeFromSuperview() }
            context.completeTransition(!cancelled)
        })
    }

    func animationEnded(_ transitionCompleted: Bool) { ended.append(transitionCompleted) }
}

@MainActor @Suite struct ModalPresentationTests {
    /// Full screen, cover vertical: the links, the appearance calls in order, the
    /// slide up mid-way, the presenter's view gone at the end and back for the dismissal.
    @Test func fullScreenCoverVerticalPresentsAndDismisses() throws {
        let log = NavigationLog()
        let a = LoggedController("A", log: log), b = LoggedController("B", log: log, color: Modal.green)
        let screen = Modal.screen(showing: a)
        _ = log.take()
        b.modalPresentationStyle = .fullScreen
        a.present(b, animated: true) { log.entries.append("presented") }
        #expect(a.presentedViewController === b && b.presentingViewController === a && a.presentingViewController == nil)
        #expect(b.isBeingPresented && !b.isBeingDismissed && b.presentationController?.containerView != nil)
        #expect(log.take() == ["A.willDisappear(true)", "B.willAppear(true)"])
        let container = try #require(b.presentationController?.containerView)
        #expect(screen.window.subviews == [a.view, container] && container.frame == screen.window.bounds)
        screen.advance(by: 0.25)
        // Half-way on the ease-in-out curve: the presented view's top is at 480 × (1 − 0.5).
        #expect(NavigationTestSupport.presentedFrame(b.view) == CGRect(x: 0, y: 480 * (1 - ease(0.5)), width: 320, height: 480))
        #expect(Modal.pixel(screen, 160, 239) == 0xFFFF_FFFF && Modal.pixel(screen, 160, 240) == 0xFF00_FF00)
        screen.advance(by: 0.25 - 1.0 / 60)
        #expect(log.entries.isEmpty && b.isBeingPresented)
        screen.advance(by: 1.0 / 60)
        #expect(log.take() == ["B.didAppear(true)", "A.didDisappear(true)", "presented"])
        #expect(!b.isBeingPresented && a.view.superview == nil && screen.window.subviews == [container])
        #expect(container.subviews == [b.view] && b.view.frame == screen.window.bounds)
        #expect(Modal.pixel(screen, 160, 0) == 0xFF00_FF00)

        b.dismiss(animated: true) { log.entries.append("dismissed") }
        #expect(b.isBeingDismissed && a.view.superview === screen.window && screen.window.subviews == [a.view, container])
        #expect(log.take() == ["B.willDisappear(true)", "A.willAppear(true)"])
        screen.advance(by: 0.25)
        #expect(abs(NavigationTestSupport.presentedFrame(b.view).minY - 480 * ease(0.5)) < 1e-9)
        screen.advance(by: 0.25)
        #expect(log.take() == ["A.didAppear(true)", "B.didDisappear(true)", "dismissed"])
        #expect(a.presentedViewController == nil && b.presentingViewController == nil && b.presentationController == nil)
        #expect(!b.isBeingDismissed && screen.window.subviews == [a.view] && b.view.superview == nil)
        #expect(Modal.pixel(screen, 160, 479) == 0xFFFF_FFFF)
    }

    /// `.automatic` (the default), `.pageSheet` and `.formSheet` present full screen on a
    /// kiosk; `.overFullScreen` and `.overCurrentContext` leave the presenter's view,
    /// which hears no appearance calls.
    @Test(arguments: [(UIModalPresentationStyle.automatic, true), (.pageSheet, true), (.formSheet, true),
                      (.overFullScreen, false), (.overCurrentContext, false)])
    func stylesMapToFullScreenOrOver(style: UIModalPresentationStyle, removes: Bool) {
        let log = NavigationLog()
        let a = LoggedController("A", log: log), b = LoggedController("B", log: log)
        let screen = Modal.screen(showing: a)
        _ = log.take()
        b.modalPresentationStyle = style
        a.present(b, animated: false)
        #expect(a.presentedViewController === b && (a.view.superview == nil) == removes)
        #expect(log.take() == (removes
            ? ["A.willDisappear(false)", "B.willAppear(false)", "B.didAppear(false)", "A.didDisappear(false)"]
            : ["B.willAppear(false)", "B.didAppear(false)"]))
        a.dismiss(animated: false)
        #expect(a.presentedViewController == nil && a.view.superview === screen.window && screen.window.subviews == [a.view])
        #expect(log.take() == (removes
            ? ["B.willDisappear(false)", "A.willAppear(false)", "A.didAppear(false)", "B.didDisappear(false)"]
            : ["B.willDisappear(false)", "B.didDisappear(false)"]))
    }

    /// Cross-dissolve: the presented view's alpha follows the curve, so the pixel is the mix.
    @Test func crossDissolveMixesThePixels() {
        let a = UIViewController(), b = UIViewController()
        a.view.backgroundColor = .white
        b.view.backgroundColor = Modal.green
        b.modalTransitionStyle = .crossDissolve
        let screen = Modal.screen(showing: a)
        a.present(b, animated: true)
        screen.advance(by: 0.125)
        let alpha = ease(0.25)
        #expect(abs(Double(b.view.layer.presentation()!.opacity) - alpha) < 1e-6)
        // Green over white: red and blue are 255 × (1 − alpha), green stays 255.
        let expected = UInt32((255 * (1 - alpha)).rounded())
        let mid = Modal.pixel(screen, 100, 100)
        #expect(mid == 0xFF00_FF00 | expected << 16 | expected)
        screen.advance(by: 0.375)
        #expect(Modal.pixel(screen, 100, 100) == 0xFF00_FF00 && a.view.superview == nil)
        b.dismiss(animated: true)
        screen.advance(by: 0.25)
        // Half-way: green at alpha 0.5 over white, 255 × 0.5 = 127.5, which the blend rounds to 127.
        #expect(Modal.pixel(screen, 100, 100) == 0xFF7F_FF7F)
        screen.advance(by: 0.25)
        #expect(Modal.pixel(screen, 100, 100) == 0xFFFF_FFFF && b.view.alpha == 1 && b.view.superview == nil)
    }

    /// Flip horizontal: Kiosk's flip turns the presenter's page over; edge-on half-way,
    /// the black window shows at the sides; the presented view is on the back.
    @Test func flipHorizontalTurnsThePage() {
        let a = UIViewController(), b = UIViewController()
        a.view.backgroundColor = .white
        b.view.backgroundColor = Modal.green
        b.modalTransitionStyle = .flipHorizontal
        let screen = Modal.screen(showing: a)
        a.present(b, animated: true)
        screen.advance(by: 0.2)
        #expect(Modal.pixel(screen, 160, 240) == 0xFFFF_FFFF && Modal.pixel(screen, 1, 240) == 0xFF00_0000)
        screen.advance(by: 0.35)
        #expect(Modal.pixel(screen, 160, 240) == 0xFF00_FF00 && Modal.pixel(screen, 1, 240) == 0xFF00_0000)
        screen.advance(by: 0.2)
        #expect(Modal.pixel(screen, 1, 240) == 0xFF00_FF00 && a.view.superview == nil && b.view.superview != nil)
        b.dismiss(animated: true)
        screen.advance(by: 0.2)
        #expect(Modal.pixel(screen, 160, 240) == 0xFF00_FF00 && Modal.pixel(screen, 1, 240) == 0xFF00_0000)
        screen.advance(by: 0.55)
        #expect(Modal.pixel(screen, 1, 240) == 0xFFFF_FFFF && a.view.superview === screen.window)
        #expect(screen.window.subviews == [a.view])
    }

    /// Partial curl: Kiosk's page curl lifts the presenter's page off the presented view.
    @Test func partialCurlLiftsThePresentersPage() {
        let a = UIViewController(), b = UIViewController()
        a.view.backgroundColor = .white
        b.view.backgroundColor = Modal.green
        b.modalTransitionStyle = .partialCurl
        let screen = Modal.screen(showing: a)
        a.present(b, animated: true)
        screen.advance(by: 0.375)
        #expect(Modal.pixel(screen, 2, 2) == 0xFFFF_FFFF && Modal.pixel(screen, 317, 477) == 0xFF00_FF00)
        screen.advance(by: 0.375)
        #expect(Modal.pixel(screen, 2, 2) == 0xFF00_FF00 && a.view.superview == nil)
        b.dismiss(animated: true)
        screen.advance(by: 0.75)
        #expect(Modal.pixel(screen, 317, 477) == 0xFFFF_FFFF && screen.window.subviews == [a.view])
    }

    /// A custom presentation: the delegate's presentation controller (a card over a
    /// dimming view, the presenter's view staying) and animators, the context's views
    /// and frames, the hooks in order.
    @Test func customPresentationUsesTheDelegatesControllerAndAnimators() throws {
        let log = NavigationLog()
        let a = LoggedController("A", log: log), b = LoggedController("B", log: log, color: Modal.green)
        let screen = Modal.screen(showing: a)
        _ = log.take()
        let delegate = TransitioningDelegate()
        let present = SlideAnimator(isPresenting: true), dismiss = SlideAnimator(isPresenting: false)
        (delegate.presentAnimator, delegate.dismissAnimator, delegate.makesPresentationController) = (present, dismiss, true)
        b.modalPresentationStyle = .custom
        b.transitioningDelegate = delegate
        a.present(b, animated: true)
        let card = try #require(b.presentationController as? CardPresentationController)
        #expect(card.presentingViewController === a && card.presentedViewController === b && !card.shouldRemovePresentersView)
        #expect(present.seen == ["from=false to=true final=\(CGRect(x: 40, y: 40, width: 240, height: 400))"])
        #expect(delegate.log == ["presentationWillBegin container=true"] && log.take() == ["B.willAppear(true)"])
        screen.advance(by: 0.2)
        // Linear, half-way: the card is 160 points left of its place, over the dimmed presenter.
        #expect(NavigationTestSupport.presentedFrame(b.view) == CGRect(x: -120, y: 40, width: 240, height: 400))
        // White under half-black: 255 × 0.5 = 127.5, which the blend rounds to 127.
        #expect(Modal.pixel(screen, 300, 240) == 0xFF7F_7F7F && Modal.pixel(screen, 160, 10) == 0xFF7F_7F7F)
        #expect(Modal.pixel(screen, 119, 240) == 0xFF00_FF00 && Modal.pixel(screen, 120, 240) == 0xFF7F_7F7F)
        screen.advance(by: 0.2)
        #expect(delegate.log == ["presentationWillBegin container=true", "presentationDidEnd(true)"])
        #expect(log.take() == ["B.didAppear(true)"] && present.ended == [true] && a.view.superview === screen.window)
        let subviews = card.containerView?.subviews ?? []
        #expect(subviews.count == 2 && subviews[0] === card.dimming && subviews[1] === b.view)
        b.dismiss(animated: true)
        // The dismissed view leaves: its final frame is .zero, as UIKit's.
        #expect(dismiss.seen == ["from=true to=false final=\(CGRect.zero)"])
        screen.advance(by: 0.4)
        #expect(delegate.log.suffix(2) == ["dismissalWillBegin", "dismissalDidEnd(true)"] && dismiss.ended == [true])
        #expect(log.take() == ["B.willDisappear(true)", "B.didDisappear(true)"] && screen.window.subviews == [a.view])
        #expect(card.containerView == nil && b.presentationController == nil)
    }

    /// An interactive dismissal with a percent-driven interaction controller: scrubbed,
    /// cancelled (everything back as presented), then again and finished.
    @Test func interactiveDismissalCancelsAndFinishes() {
        let log = NavigationLog()
        let a = LoggedController("A", log: log), b = LoggedController("B", log: log, color: Modal.green)
        let screen = Modal.screen(showing: a)
        let delegate = TransitioningDelegate()
        let interaction = UIPercentDrivenInteractiveTransition()
        delegate.dismissInteraction = interaction
        b.transitioningDelegate = delegate
        a.present(b, animated: false)
        _ = log.take()
        screen.advance(by: 0)
        let presented = screen.snapshot()
        #expect(Modal.pixel(screen, 160, 0) == 0xFF00_FF00)
        b.dismiss(animated: true)
        #expect(interaction.duration == 0.5 && b.isBeingDismissed)
        interaction.update(0.5)
        screen.advance(by: 0.2)
        #expect(abs(NavigationTestSupport.presentedFrame(b.view).minY - 480 * ease(0.5)) < 1e-9)
        #expect(Modal.pixel(screen, 160, 239) == 0xFFFF_FFFF && Modal.pixel(screen, 160, 240) == 0xFF00_FF00)
        interaction.cancel()
        screen.advance(by: 0.5)
        #expect(!b.isBeingDismissed && a.presentedViewController === b && a.view.superview == nil)
        #expect(log.take() == [
            "B.willDisappear(true)", "A.willAppear(true)", "A.willDisappear(true)", "B.willAppear(true)",
            "A.didDisappear(true)", "B.didAppear(true)",
        ])
        screen.advance(by: 1.0 / 60)
        #expect(NavigationTestSupport.sameBytes(screen.snapshot(), presented))
        b.dismiss(animated: true)
        interaction.update(0.8)
        interaction.finish()
        screen.advance(by: 0.5)
        #expect(a.presentedViewController == nil && screen.window.subviews == [a.view])
        #expect(log.take() == ["B.willDisappear(true)", "A.willAppear(true)", "A.didAppear(true)", "B.didDisappear(true)"])
    }

    /// An interactive presentation: frozen where the interaction puts it, then finished
    /// at the completion speed; the completion runs once it has appeared.
    @Test func interactivePresentationFinishes() {
        let log = NavigationLog()
        let a = LoggedController("A", log: log), b = LoggedController("B", log: log, color: Modal.green)
        let screen = Modal.screen(showing: a)
        _ = log.take()
        let delegate = TransitioningDelegate()
        let interaction = UIPercentDrivenInteractiveTransition()
        delegate.presentInteraction = interaction
        b.transitioningDelegate = delegate
        var completions = 0
        a.present(b, animated: true) { completions += 1 }
        #expect(interaction.duration == 0.5 && b.isBeingPresented)
        interaction.update(0.5)
        screen.advance(by: 1)
        // However long it rests, the cover is frozen half-way up.
        #expect(abs(NavigationTestSupport.presentedFrame(b.view).minY - 480 * (1 - ease(0.5))) < 1e-9)
        #expect(completions == 0 && log.take() == ["A.willDisappear(true)", "B.willAppear(true)"])
        interaction.completionSpeed = 2
        interaction.finish()
        // The rest, 0.25 s at twice the speed: 0.125 s, done on the 8th frame.
        screen.advance(by: 7.0 / 60)
        #expect(completions == 0 && b.isBeingPresented)
        screen.advance(by: 1.0 / 60)
        #expect(completions == 1 && !b.isBeingPresented && a.view.superview == nil)
        #expect(log.take() == ["B.didAppear(true)", "A.didDisappear(true)"] && Modal.pixel(screen, 160, 0) == 0xFF00_FF00)
    }

    /// Presenting from a child goes to its topmost ancestor; a second presentation,
    /// and one from a controller not in a window, are ignored without completion.
    @Test func presentingFromAChildAndWhatIsIgnored() {
        let top = UIViewController()
        let nav = UINavigationController(rootViewController: top)
        let screen = Modal.screen(showing: nav)
        let b = UIViewController(), c = UIViewController()
        var completions = 0
        top.present(b, animated: false) { completions += 1 }
        #expect(b.presentingViewController === nav && top.presentedViewController === b && nav.visibleViewController === b)
        nav.present(c, animated: false) { completions += 1 }
        #expect(completions == 1 && c.presentingViewController == nil && nav.presentedViewController === b)
        UIViewController().present(c, animated: false) { completions += 1 }
        #expect(completions == 1 && c.presentingViewController == nil)
        // B presents C over it; dismissing from the navigation controller takes both away.
        b.present(c, animated: true)
        screen.advance(by: 0.5)
        #expect(b.presentedViewController === c && c.presentingViewController === b && b.view.superview == nil)
        top.dismiss(animated: true) { completions += 1 }
        screen.advance(by: 0.5)
        #expect(completions == 2 && nav.presentedViewController == nil && b.presentedViewController == nil)
        #expect(c.presentingViewController == nil && screen.window.subviews == [nav.view] && nav.visibleViewController === top)
    }
}

/// A presented controller that is dismissed is freed with its view, its presentation
/// controller and container, and the tables come back to their size.
@MainActor @Suite struct ModalLeakTests {
    @Test(arguments: [false, true]) func aDismissedControllerIsFreed(animated: Bool) {
        let a = UIViewController()
        let screen = Modal.screen(showing: a)
        let before = screen.tableCounts.settled
        weak var presented: UIViewController?, presentedView: UIView?, controller: UIPresentationController?
        weak var container: UIView?
        do {
            let b = UIViewController()
            b.modalTransitionStyle = .flipHorizontal
            (presented, presentedView) = (b, b.view)
            a.present(b, animated: animated)
            (controller, container) = (b.presentationController, b.presentationController?.containerView)
            screen.advance(by: 1)
            b.dismiss(animated: animated)
        }
        screen.advance(by: 1)
        #expect(controller == nil && container == nil && presented == nil && presentedView == nil)
        #expect(screen.tableCounts.settled == before)
    }

    @Test func aCustomInteractiveRoundTripLeavesNothing() {
        let a = UIViewController()
        let screen = Modal.screen(showing: a)
        let before = screen.tableCounts.settled
        weak var presented: UIViewController?, controller: UIPresentationController?, weakDelegate: AnyObject?
        do {
            let delegate = TransitioningDelegate()
            delegate.makesPresentationController = true
            delegate.presentAnimator = SlideAnimator(isPresenting: true)
            delegate.dismissAnimator = SlideAnimator(isPresenting: false)
            delegate.dismissInteraction = UIPercentDrivenInteractiveTransition()
            weakDelegate = delegate
            let b = UIViewController()
            b.modalPresentationStyle = .custom
            b.transitioningDelegate = delegate
            presented = b
            a.present(b, animated: true)
            controller = b.presentationController
            screen.advance(by: 1)
            b.dismiss(animated: true)
            delegate.dismissInteraction?.update(0.3)
            delegate.dismissInteraction?.cancel()
            screen.advance(by: 1)
            b.dismiss(animated: true)
            delegate.dismissInteraction?.update(0.6)
            delegate.dismissInteraction?.finish()
            screen.advance(by: 1)
        }
        screen.advance(by: 1)
        #expect(presented == nil && controller == nil && weakDelegate == nil)
        #expect(screen.tableCounts.settled == before)
    }
}

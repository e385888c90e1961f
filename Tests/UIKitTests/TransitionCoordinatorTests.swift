import CoreGraphics
import Foundation
import KioskHeadless
import QuartzCore
import Testing
@testable import UIKit

/// A controller that, as iOS code does in `viewWillAppear`, fades a badge in alongside
/// the transition that shows it and logs what the coordinator reports.
@MainActor private final class BadgeController: UIViewController {
    let badge = UIView(frame: CGRect(x: 20, y: 100, width: 40, height: 40))
    var log: [String] = []
    var coordinatorSeen: (any UIViewControllerTransitionCoordinator)?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        badge.backgroundColor = .red
        badge.alpha = 0
        view.addSubview(badge)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard let coordinator = transitionCoordinator else { log.append("no coordinator"); return }
        coordinatorSeen = coordinator
        log.append("willAppear animated=\(coordinator.isAnimated) interactive=\(coordinator.initiallyInteractive) "
                   + "duration=\(coordinator.transitionDuration) style=\(coordinator.presentationStyle.rawValue)")
        coordinator.animate(alongsideTransition: { [badge] _ in badge.alpha = 1 }, completion: { [weak self] context in
            self?.log.append("completion cancelled=\(context.isCancelled)")
        })
        coordinator.notifyWhenInteractionChanges { [weak self] context in
            self?.log.append("interaction ended cancelled=\(context.isCancelled)")
        }
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log.append("didAppear")
    }
}

/// `transitionCoordinator` and its alongside animations, completions and interaction
/// notices, for pushes, pops and presentations on a 320 × 480 screen.
@MainActor @Suite struct TransitionCoordinatorTests {
    private func ease(_ t: Double) -> CGFloat { CGFloat(CAMediaTimingFunction(name: .easeInEaseOut).progress(at: t)) }

    @Test func anAnimatedPushRunsAlongsideAnimationsWithItsDurationAndCurve() throws {
        let root = UIViewController()
        let nav = UINavigationController(rootViewController: root)
        let screen = NavigationTestSupport.screen(showing: nav)
        #expect(nav.transitionCoordinator == nil && root.transitionCoordinator == nil)
        let badgePage = BadgeController()
        nav.pushViewController(badgePage, animated: true)
        let coordinator = try #require(badgePage.coordinatorSeen)
        // Everyone involved answers the same coordinator while the push runs.
        #expect(nav.transitionCoordinator === coordinator && root.transitionCoordinator === coordinator
                && badgePage.transitionCoordinator === coordinator)
        let duration = coordinator.transitionDuration
        #expect(badgePage.log == ["willAppear animated=true interactive=false duration=\(duration) style=-1"])
        #expect(badgePage.badge.alpha == 1) // the model at once; the presentation follows the curve
        screen.advance(by: 0)
        screen.advance(by: duration * 0.5)
        let presented = try #require(badgePage.badge.layer.presentation())
        #expect(abs(CGFloat(presented.opacity) - ease(0.5)) < 1e-6)
        screen.advance(by: duration * 0.5 + 1.0 / 60)
        #expect(badgePage.log.dropFirst() == ["didAppear", "completion cancelled=false"])
        #expect(nav.transitionCoordinator == nil && badgePage.transitionCoordinator == nil)
        #expect(badgePage.badge.layer.animationKeys() == nil)
    }

    @Test func aPushWithoutAnimationAppliesAlongsideChangesAtOnce() throws {
        let nav = UINavigationController(rootViewController: UIViewController())
        let screen = NavigationTestSupport.screen(showing: nav)
        let badgePage = BadgeController()
        nav.pushViewController(badgePage, animated: false)
        defer { withExtendedLifetime(screen) {} }
        #expect(badgePage.badge.alpha == 1 && badgePage.badge.layer.animationKeys() == nil)
        #expect(badgePage.log == ["willAppear animated=false interactive=false duration=\(NavigationSlideAnimator.duration) style=-1",
                                  "didAppear", "completion cancelled=false"])
    }

    @Test func aCancelledInteractivePopTellsTheInteractionEndAndTheCancel() throws {
        let root = BadgeController()
        let nav = UINavigationController(rootViewController: root)
        nav.pushViewController(UIViewController(), animated: false)
        let screen = NavigationTestSupport.screen(showing: nav)
        root.log.removeAll()
        // An edge swipe to 1/4 of the width, released there: the pop goes back.
        screen.touchDown(at: CGPoint(x: 2, y: 240))
        for x in stride(from: 18.0, through: 82, by: 16) {
            screen.advance(by: 1.0 / 60)
            screen.touchMove(to: CGPoint(x: x, y: 240))
        }
        let coordinator = try #require(root.coordinatorSeen)
        #expect(coordinator.initiallyInteractive && coordinator.isInteractive && !coordinator.isCancelled)
        screen.touchUp()
        screen.advance(by: 1)
        #expect(root.log == ["willAppear animated=true interactive=true duration=\(NavigationSlideAnimator.duration) style=-1",
                             "interaction ended cancelled=true", "completion cancelled=true"])
        #expect(nav.topViewController !== root && nav.transitionCoordinator == nil)
    }

    @Test func aPresentationsCoordinatorCarriesTheStyleAndAnswersForThePresenter() throws {
        let presenter = UIViewController()
        let screen = NavigationTestSupport.screen(showing: UINavigationController(rootViewController: presenter))
        let sheet = BadgeController()
        sheet.modalPresentationStyle = .overFullScreen
        sheet.modalTransitionStyle = .crossDissolve
        presenter.present(sheet, animated: true)
        let coordinator = try #require(sheet.coordinatorSeen)
        #expect(presenter.transitionCoordinator === coordinator)
        #expect(sheet.log == ["willAppear animated=true interactive=false duration=0.5 style=5"])
        screen.advance(by: 0)
        screen.advance(by: 0.25)
        #expect(abs(CGFloat(try #require(sheet.badge.layer.presentation()).opacity) - ease(0.5)) < 1e-6)
        screen.advance(by: 0.3)
        #expect(sheet.log.last == "completion cancelled=false" && presenter.transitionCoordinator == nil)
    }
}

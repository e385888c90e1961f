import CoreGraphics
import Kiosk
import KioskHeadless
import UIKit

/// The navigation loop: a navigation controller over a page.
/// Each round pushes and pops new pages every way there is — animated push and pop,
/// animated `setViewControllers` there and back, an edge swipe that pops, and one
/// released too early (cancelled) followed by a pop — nine transitions, each waited
/// for until the stack shows it ended.
@MainActor final class NavigationLoop {
    nonisolated static let transitionsPerRound = 9
    let controller: UINavigationController
    private let root: UIViewController
    private var pageNumber = 0

    init() {
        root = SoakPageController(number: 0)
        controller = UINavigationController(rootViewController: root)
    }

    private func nextPage() -> UIViewController {
        pageNumber += 1
        return SoakPageController(number: pageNumber)
    }

    /// Plays one round on `screen`, whose window must show `controller`.
    func playRound(on screen: HeadlessScreen) throws(SoakError) {
        try push(nextPage(), on: screen)
        try pop(on: screen)
        controller.setViewControllers([root, nextPage()], animated: true)
        try settle(on: screen, depth: 2, "setViewControllers to two")
        controller.setViewControllers([root], animated: true)
        try settle(on: screen, depth: 1, "setViewControllers back to one")
        try push(nextPage(), on: screen)
        edgeSwipe(to: 0.7, on: screen)
        try settle(on: screen, depth: 1, "the edge swipe past half-way")
        try push(nextPage(), on: screen)
        edgeSwipe(to: 0.25, on: screen)
        // A cancelled pop leaves the stack as it was: it has played back once the bar
        // takes touches again.
        try screen.advance(until: { controller.navigationBar.isUserInteractionEnabled }, within: 1,
                           "the edge swipe released early")
        guard controller.viewControllers.count == 2 else {
            throw SoakError(description: "the edge swipe released early popped the page")
        }
        try pop(on: screen)
    }

    private func push(_ page: UIViewController, on screen: HeadlessScreen) throws(SoakError) {
        controller.pushViewController(page, animated: true)
        try settle(on: screen, depth: 2, "push")
    }

    private func pop(on screen: HeadlessScreen) throws(SoakError) {
        controller.popViewController(animated: true)
        try settle(on: screen, depth: 1, "pop")
    }

    /// Frames until the stack is `depth` deep and the bar takes touches: the transition ended.
    private func settle(on screen: HeadlessScreen, depth: Int, _ what: String) throws(SoakError) {
        try screen.advance(until: { controller.viewControllers.count == depth && controller.navigationBar.isUserInteractionEnabled },
                           within: 1, what)
    }

    /// A finger from the left edge to `fraction` of the width, 48 points a frame, lifted there.
    private func edgeSwipe(to fraction: CGFloat, on screen: HeadlessScreen) {
        let y = screen.window.bounds.midY, end = screen.window.bounds.width * fraction
        var x: CGFloat = 2
        screen.touchDown(at: CGPoint(x: x, y: y))
        while x < end {
            x = min(x + 48, end)
            screen.advance(by: HeadlessScreen.frameTime)
            screen.touchMove(to: CGPoint(x: x, y: y))
        }
        screen.touchUp()
    }
}

import CoreGraphics
import Foundation
@_spi(KioskRuntime) import KioskHeadless
@_spi(KioskRuntime) import QuartzCore
import Testing
@testable import UIKit

/// Views replaced by a view transition, a `CATransition` or an animation block are
/// freed once they leave the screen — with whatever the completion blocks held — and
/// the tables of the main actor and the renderer come back to their size.
@MainActor @Suite struct ViewTransitionLeakTests {
    /// A 320 × 480 screen with a 200 × 200 container holding an orange page.
    @MainActor struct Stage {
        let screen = HeadlessScreen(width: 320, height: 480)
        let container = UIView(frame: CGRect(x: 20, y: 20, width: 200, height: 200))
        let page = Stage.page(.orange)

        init() {
            screen.window.addSubview(container)
            container.addSubview(page)
            screen.advance(by: 0)
        }

        static func page(_ color: UIColor) -> UIView {
            let page = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            page.backgroundColor = color
            let mark = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
            mark.backgroundColor = .white
            page.addSubview(mark)
            return page
        }
    }

    @Test(arguments: ViewTransitionOption.all) func transitionFromToFreesTheOldPage(_ option: ViewTransitionOption) {
        let stage = Stage()
        let before = stage.screen.tableCounts.settled
        weak var replaced: UIView?, mark: UIView?
        var finished: [Bool] = []
        do {
            let newPage = Stage.page(.blue)
            UIView.transition(from: stage.page, to: newPage, duration: 0.3, options: option.option) { finished.append($0) }
            stage.screen.advance(by: 0.5)
            (replaced, mark) = (newPage, newPage.subviews[0])
            UIView.transition(from: newPage, to: stage.page, duration: 0.3, options: option.option) { finished.append($0) }
        }
        stage.screen.advance(by: 0.5)
        #expect(finished == [true, true])
        #expect(replaced == nil && mark == nil)
        #expect(stage.container.subviews == [stage.page])
        #expect(stage.screen.tableCounts.settled == before)
    }

    /// The completion block holds the view it removes: both go once it has run.
    @Test(arguments: ViewTransitionOption.all) func transitionWithFreesWhatTheCompletionHeld(_ option: ViewTransitionOption) {
        let stage = Stage()
        let before = stage.screen.tableCounts.settled
        weak var added: UIView?
        do {
            let cover = Stage.page(.green)
            added = cover
            UIView.transition(with: stage.container, duration: 0.3, options: option.option, animations: {
                stage.container.addSubview(cover)
            }) { _ in
                UIView.transition(with: stage.container, duration: 0.3, options: option.option, animations: {
                    cover.removeFromSuperview()
                })
            }
        }
        stage.screen.advance(by: 1)
        #expect(added == nil)
        #expect(stage.screen.tableCounts.settled == before)
    }

    @Test(arguments: [CATransitionType.fade, .moveIn, .push, .reveal, .flip, .pageCurl, .pageUnCurl])
    func aCATransitionFreesTheViewsItReplaced(_ type: CATransitionType) {
        let stage = Stage()
        let before = stage.screen.tableCounts.settled
        weak var replaced: UIView?
        do {
            let newPage = Stage.page(.purple)
            replaced = newPage
            let transition = CATransition()
            transition.type = type
            transition.subtype = .fromRight
            stage.container.layer.add(transition, forKey: nil)
            stage.page.removeFromSuperview()
            stage.container.addSubview(newPage)
            stage.screen.advance(by: 0.5)
            stage.container.layer.add(transition, forKey: nil)
            newPage.removeFromSuperview()
            stage.container.addSubview(stage.page)
        }
        stage.screen.advance(by: 0.5)
        #expect(replaced == nil)
        #expect(stage.screen.tableCounts.settled == before)
    }

    /// A view taken off the screen while its animation block runs: the animation stops
    /// (finished: false, as in UIKit) and the completion, which holds the view, runs and goes.
    @Test func aViewRemovedMidAnimationIsFreed() {
        let stage = Stage()
        let before = stage.screen.tableCounts.settled
        weak var weakBadge: UIView?
        var finished: [Bool] = []
        do {
            let badge = Stage.page(.red)
            weakBadge = badge
            stage.container.addSubview(badge)
            stage.screen.advance(by: 0)
            UIView.animate(withDuration: 1, delay: 0, options: [.repeat, .autoreverse], animations: {
                badge.alpha = 0.2
                badge.center.x += 50
            }) { done in
                finished.append(done)
                badge.alpha = 1
            }
            stage.screen.advance(by: 0.3)
            badge.removeFromSuperview()
        }
        stage.screen.advance(by: 0.1)
        #expect(finished == [false])
        #expect(weakBadge == nil)
        #expect(stage.screen.tableCounts.settled == before)
    }

    /// A snapshot view shown for a while and removed goes with its picture.
    @Test func aSnapshotViewIsFreed() throws {
        let stage = Stage()
        let before = stage.screen.tableCounts.settled
        weak var weakSnapshot: UIView?
        do {
            let snapshot = try #require(stage.container.snapshotView(afterScreenUpdates: true))
            weakSnapshot = snapshot
            stage.screen.window.addSubview(snapshot)
            UIView.animate(withDuration: 0.3, animations: { snapshot.alpha = 0 }) { _ in snapshot.removeFromSuperview() }
        }
        stage.screen.advance(by: 0.5)
        #expect(weakSnapshot == nil)
        #expect(stage.screen.tableCounts.settled == before)
    }

    /// A view animated without ever being on screen: its layer holds the animation,
    /// whose delegate must not hold the view back.
    @Test func aViewAnimatedOffScreenIsFreed() {
        let stage = Stage()
        let before = stage.screen.tableCounts.settled
        weak var weakLoose: UIView?
        var finished: [Bool] = []
        do {
            let loose = Stage.page(.yellow)
            weakLoose = loose
            UIView.animate(withDuration: 0.3, animations: { loose.alpha = 0 }) { finished.append($0) }
        }
        stage.screen.advance(by: 0.5)
        #expect(weakLoose == nil)
        #expect(finished == [false])
        #expect(stage.screen.tableCounts.settled == before)
    }
}

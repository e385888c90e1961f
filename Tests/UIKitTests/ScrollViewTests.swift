import CoreGraphics
import Foundation
@_spi(KioskRuntime) import KioskHeadless
import QuartzCore
import Testing
@_spi(KioskRuntime) @testable import UIKit

/// Writes down what a scroll view tells its delegate, and may move the target.
@MainActor private final class ScrollRecorder: UIScrollViewDelegate {
    var events: [String] = []
    var newTarget: CGPoint?
    var velocity: CGPoint?
    var proposedTarget: CGPoint?
    func scrollViewDidScroll(_ scrollView: UIScrollView) { events.append("scroll") }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { events.append("willBeginDragging") }
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        events.append("willEndDragging")
        self.velocity = velocity
        proposedTarget = targetContentOffset.pointee
        if let newTarget { targetContentOffset.pointee = newTarget }
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        events.append("didEndDragging \(decelerate)")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { events.append("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { events.append("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { events.append("didEndScrollingAnimation") }
    /// The events without the scrolls, each run of scrolls written once.
    var calls: [String] {
        events.reduce(into: []) { calls, event in if event != "scroll" || calls.last != "scroll" { calls.append(event) } }
    }
}

/// A 200 × 200 screen filled by a scroll view of content `size`, with a recorder as delegate.
@MainActor private struct ScrollStage {
    let screen = HeadlessScreen(width: 200, height: 200)
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let recorder = ScrollRecorder()

    init(content size: CGSize = CGSize(width: 200, height: 2000)) {
        scrollView.contentSize = size
        scrollView.delegate = recorder
        screen.window.addSubview(scrollView)
        screen.advance(by: 0)
    }

    /// Drags from `start` by `delta` in 10-point moves one frame apart; lifts at once
    /// (a flick at 600 pt/s) or after holding still for 0.2 s (no velocity).
    func drag(from start: CGPoint, by delta: CGPoint, hold: Bool = false) {
        screen.touchDown(at: start)
        let steps = Int(max(abs(delta.x), abs(delta.y)) / 10)
        for i in 1...steps {
            screen.advance(by: 1.0 / 60)
            let f = CGFloat(i) / CGFloat(steps)
            screen.touchMove(to: CGPoint(x: start.x + delta.x * f, y: start.y + delta.y * f))
        }
        if hold { screen.advance(by: 0.2) }
        screen.touchUp()
    }

    var offset: CGPoint { scrollView.contentOffset }
}

@MainActor @Suite struct ScrollViewTests {
    /// −1000 ln 0.998: how the normal rate's speed falls per second.
    private static let decay: CGFloat = -1000 * log(0.998)

    @Test func defaultsAreUIKits() {
        let scrollView = UIScrollView(frame: .zero)
        #expect(scrollView.bounces && !scrollView.alwaysBounceVertical && !scrollView.alwaysBounceHorizontal)
        #expect(!scrollView.isPagingEnabled && scrollView.isScrollEnabled && scrollView.decelerationRate == .normal)
        #expect(scrollView.showsVerticalScrollIndicator && scrollView.showsHorizontalScrollIndicator)
        #expect(scrollView.contentInset == .zero && scrollView.adjustedContentInset == .zero)
        #expect(!scrollView.isTracking && !scrollView.isDragging && !scrollView.isDecelerating)
    }

    /// A flick of 100 points at 600 pt/s coasts on along the closed form, each frame on
    /// the pixel grid, and ends exactly at 100 + 600 / (−1000 ln 0.998) = 399.70 put on
    /// the pixel grid: 400.
    @Test func aFlickCoastsAlongTheClosedForm() {
        let stage = ScrollStage()
        stage.drag(from: CGPoint(x: 100, y: 150), by: CGPoint(x: 0, y: -100))
        let lifted = stage.screen.time
        #expect(stage.offset == CGPoint(x: 0, y: 100) && stage.scrollView.isDecelerating)
        let target: CGFloat = (100 + 600 / Self.decay).rounded()
        #expect(target == 400)
        #expect(abs(stage.recorder.velocity!.y - 0.6) < 1e-9 && stage.recorder.velocity!.x == 0)
        #expect(stage.recorder.proposedTarget == CGPoint(x: 0, y: 400))
        for elapsed in [0.1, 0.25, 0.5, 1.0, 2.0] {
            stage.screen.advance(by: lifted + elapsed - stage.screen.time)
            let expected: CGFloat = (target - (target - 100) * pow(0.998, 1000 * CGFloat(elapsed))).rounded()
            #expect(stage.offset.y == expected, "at \(elapsed) s")
        }
        // 0.1 s in: 400 − 300 × 0.998^100 = 154.43, shown at 154.
        #expect(stage.screen.time == lifted + 2 && stage.scrollView.isDecelerating)
        // It ends at the first frame at least 3.5415 s in (within a quarter point then),
        // exactly at the target; the frame before shows 399.75 on the grid, at 400 too.
        let duration = Double(log(0.25 / (target - 100)) / (1000 * log(0.998)))
        #expect(abs(duration - 3.54149) < 1e-5)
        stage.screen.advance(by: lifted + duration - 0.001 - stage.screen.time)
        #expect(stage.scrollView.isDecelerating && stage.offset.y == 400)
        stage.screen.advance(by: 0.002)
        #expect(!stage.scrollView.isDecelerating && stage.offset.y == target)
        #expect(!stage.screen.window.hasMotionInProgress && stage.recorder.calls.last == "didEndDecelerating")
        #expect(stage.recorder.events.filter { $0 == "didEndDecelerating" }.count == 1)
    }

    /// The fast rate loses 1 − 0.99 of the speed every millisecond: 600 pt/s comes to
    /// rest 600 / (−1000 ln 0.99) = 59.70 points on, at 159.70 put on the pixel grid: 160.
    @Test func theFastRateStopsSooner() {
        let stage = ScrollStage()
        stage.scrollView.decelerationRate = .fast
        stage.drag(from: CGPoint(x: 100, y: 150), by: CGPoint(x: 0, y: -100))
        let lifted = stage.screen.time, target: CGFloat = (100 + 600 / (-1000 * log(0.99))).rounded()
        stage.screen.advance(by: 0.1)
        #expect(stage.offset.y == (target - (target - 100) * pow(0.99, 100)).rounded())
        // Within a quarter point after log(0.25 / 59.70) / (1000 ln 0.99) = 0.545 s.
        stage.screen.advance(by: lifted + 0.54 - stage.screen.time)
        #expect(stage.scrollView.isDecelerating)
        stage.screen.advance(by: 0.01)
        #expect(stage.offset.y == 160 && target == 160 && !stage.scrollView.isDecelerating)
    }

    /// The delegate's order for a flick, as UIKit calls them.
    @Test func theDelegateHearsAFlickInUIKitsOrder() {
        let stage = ScrollStage()
        stage.drag(from: CGPoint(x: 100, y: 150), by: CGPoint(x: 0, y: -100))
        stage.screen.advance(by: 5)
        #expect(stage.recorder.calls == ["willBeginDragging", "scroll", "willEndDragging", "didEndDragging true",
                                         "willBeginDecelerating", "scroll", "didEndDecelerating"])
        // Held still before lifting, there is nothing to coast.
        stage.recorder.events = []
        stage.drag(from: CGPoint(x: 100, y: 150), by: CGPoint(x: 0, y: -100), hold: true)
        stage.screen.advance(by: 5)
        #expect(stage.recorder.calls == ["willBeginDragging", "scroll", "willEndDragging", "didEndDragging false"])
        // From 399.70 by 100, on the pixel grid.
        #expect(stage.recorder.velocity == .zero && stage.offset.y == 500)
    }

    /// The delegate moves the target to 250: the content coasts from 100 to exactly there.
    @Test func theDelegateMayMoveTheTarget() {
        let stage = ScrollStage()
        stage.recorder.newTarget = CGPoint(x: 0, y: 250)
        stage.drag(from: CGPoint(x: 100, y: 150), by: CGPoint(x: 0, y: -100))
        let lifted = stage.screen.time
        stage.screen.advance(by: 0.5)
        #expect(stage.offset.y == (250 - 150 * pow(0.998, 500) as CGFloat).rounded())
        stage.screen.advance(by: lifted + 10 - stage.screen.time)
        #expect(stage.offset.y == 250 && stage.recorder.calls.last == "didEndDecelerating")
    }

    /// Dragged 100 points past the top, the content follows 43 of them (UIKit's rubber
    /// band over a 200-point view), then springs back to 0 in 0.55 s.
    @Test func pastTheEdgeItRubberBandsAndSpringsBack() {
        let stage = ScrollStage()
        stage.screen.touchDown(at: CGPoint(x: 100, y: 50))
        for y in stride(from: 60, through: 150, by: 10) {
            stage.screen.advance(by: 1.0 / 60)
            stage.screen.touchMove(to: CGPoint(x: 100, y: CGFloat(y)))
        }
        // (1 − 1 / (100 × 0.55 / 200 + 1)) × 200 = 43.14.
        #expect(stage.offset.y == -43)
        stage.screen.advance(by: 0.2)
        stage.screen.touchUp()
        let lifted = stage.screen.time
        #expect(stage.recorder.calls.suffix(3) == ["willEndDragging", "didEndDragging true", "willBeginDecelerating"])
        stage.screen.advance(by: 0.1)
        let spring = SpringBack(start: -43, velocity: 0, rest: 0)
        #expect(stage.offset.y == spring.offset(after: 0.1).rounded())
        stage.screen.advance(by: lifted + 0.6 - stage.screen.time)
        #expect(stage.offset.y == 0 && !stage.scrollView.isDecelerating && stage.recorder.calls.last == "didEndDecelerating")
    }

    /// Without bouncing the content stops at its edges; with `alwaysBounceVertical`
    /// content no taller than the view still rubber-bands.
    @Test func bouncesAndAlwaysBounceVertical() {
        let stage = ScrollStage()
        stage.scrollView.bounces = false
        stage.drag(from: CGPoint(x: 100, y: 50), by: CGPoint(x: 0, y: 100), hold: true)
        #expect(stage.offset.y == 0)
        let short = ScrollStage(content: CGSize(width: 200, height: 100))
        short.drag(from: CGPoint(x: 100, y: 50), by: CGPoint(x: 0, y: 100), hold: true)
        #expect(short.offset.y == 0 && short.recorder.calls == ["willBeginDragging", "willEndDragging", "didEndDragging false"])
        short.scrollView.alwaysBounceVertical = true
        short.drag(from: CGPoint(x: 100, y: 50), by: CGPoint(x: 0, y: 100))
        #expect(short.offset.y == -43 && short.scrollView.isDecelerating)
        short.screen.advance(by: 2)
        #expect(short.offset.y == 0)
    }

    /// Pages 200 points wide: a slow drag of 60 falls back, one of 120 goes on, and a
    /// flick of 40 turns the page; each comes to rest exactly on the page.
    @Test func pagingSnapsToPages() {
        let stage = ScrollStage(content: CGSize(width: 1000, height: 200))
        stage.scrollView.isPagingEnabled = true
        stage.drag(from: CGPoint(x: 150, y: 100), by: CGPoint(x: -60, y: 0), hold: true)
        #expect(stage.recorder.proposedTarget == .zero)
        stage.screen.advance(by: 2)
        #expect(stage.offset == .zero)
        stage.drag(from: CGPoint(x: 150, y: 100), by: CGPoint(x: -120, y: 0), hold: true)
        #expect(stage.recorder.proposedTarget == CGPoint(x: 200, y: 0))
        stage.screen.advance(by: 2)
        #expect(stage.offset == CGPoint(x: 200, y: 0))
        stage.drag(from: CGPoint(x: 150, y: 100), by: CGPoint(x: -40, y: 0))
        let lifted = stage.screen.time
        #expect(stage.recorder.proposedTarget == CGPoint(x: 400, y: 0))
        stage.screen.advance(by: 0.1)
        // Snapping uses the fast rate: 240 → 400 along 400 − 160 × 0.99^100.
        #expect(stage.offset.x == (400 - 160 * pow(0.99, 100)).rounded())
        stage.screen.advance(by: lifted + 2 - stage.screen.time)
        #expect(stage.offset == CGPoint(x: 400, y: 0) && stage.recorder.calls.last == "didEndDecelerating")
    }

    /// A finger landing on coasting content stops it, and the button under it is not
    /// tapped; the next tap, on still content, is.
    @Test func aTouchStopsCoastingAndIsNotATap() {
        let stage = ScrollStage()
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 200, height: 2000))
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        stage.scrollView.addSubview(button)
        stage.drag(from: CGPoint(x: 100, y: 150), by: CGPoint(x: 0, y: -100))
        stage.screen.advance(by: 0.25)
        let caught = stage.offset
        #expect(stage.scrollView.isDecelerating && caught.y > 100)
        stage.screen.touchDown(at: CGPoint(x: 100, y: 100))
        #expect(!stage.scrollView.isDecelerating && stage.scrollView.isTracking)
        stage.screen.advance(by: 0.05)
        stage.screen.touchUp()
        stage.screen.advance(by: 1)
        #expect(taps == 0 && stage.offset == caught && !stage.scrollView.isTracking)
        #expect(!stage.recorder.events.contains("didEndDecelerating") && !stage.screen.window.hasMotionInProgress)
        stage.screen.tap(at: CGPoint(x: 100, y: 100))
        #expect(taps == 1)
    }

    /// Animated, the offset moves frame by frame, ease in-out over 0.3 s: halfway at 0.15 s.
    @Test func setContentOffsetAnimatedStepsEachFrame() {
        let stage = ScrollStage()
        stage.scrollView.setContentOffset(CGPoint(x: 0, y: 200), animated: true)
        #expect(stage.offset == .zero && stage.screen.window.hasMotionInProgress)
        stage.screen.advance(by: 0.15)
        #expect(stage.offset.y == 100)
        stage.screen.advance(by: 0.15)
        #expect(stage.offset.y == 200 && stage.recorder.calls == ["scroll", "didEndScrollingAnimation"])
        stage.scrollView.setContentOffset(CGPoint(x: 0, y: 50), animated: false)
        #expect(stage.offset.y == 50)
    }

    /// The insets add to the range: −top … content + bottom − height.
    @Test func contentInsetWidensTheRange() {
        let stage = ScrollStage(content: CGSize(width: 200, height: 400))
        stage.scrollView.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 30, right: 0)
        #expect(stage.scrollView.adjustedContentInset == UIEdgeInsets(top: 20, left: 0, bottom: 30, right: 0))
        #expect(stage.scrollView.offsetRange.y == -20...230)
        stage.scrollView.contentOffset = CGPoint(x: 0, y: -20)
        stage.drag(from: CGPoint(x: 100, y: 190), by: CGPoint(x: 0, y: -180), hold: true)
        stage.drag(from: CGPoint(x: 100, y: 190), by: CGPoint(x: 0, y: -180), hold: true)
        stage.screen.advance(by: 2)
        #expect(stage.offset.y == 230)
    }

    /// Scrolls the least that shows the rect, inside the range.
    @Test func scrollRectToVisibleScrollsTheLeast() {
        let stage = ScrollStage()
        stage.scrollView.scrollRectToVisible(CGRect(x: 0, y: 300, width: 50, height: 50), animated: false)
        #expect(stage.offset.y == 150)
        stage.scrollView.scrollRectToVisible(CGRect(x: 0, y: 200, width: 50, height: 50), animated: false)
        #expect(stage.offset.y == 150)
        stage.scrollView.scrollRectToVisible(CGRect(x: 0, y: 100, width: 50, height: 50), animated: false)
        #expect(stage.offset.y == 100)
        stage.scrollView.scrollRectToVisible(CGRect(x: 0, y: 1950, width: 50, height: 100), animated: true)
        stage.screen.advance(by: 0.3)
        #expect(stage.offset.y == 1800 && stage.recorder.calls.last == "didEndScrollingAnimation")
    }

    /// Scrolling turned off, a drag moves nothing.
    @Test func scrollingCanBeTurnedOff() {
        let stage = ScrollStage()
        stage.scrollView.isScrollEnabled = false
        stage.drag(from: CGPoint(x: 100, y: 150), by: CGPoint(x: 0, y: -100))
        #expect(stage.offset == .zero && stage.recorder.events.isEmpty)
    }

    /// The vertical bar shows while the content moves (3 points wide, 3 from the edge,
    /// 200 × 200 / 2000 = 20 → 36 points long) and is faded out 0.75 s after it stops.
    @Test func theIndicatorShowsWhileScrollingAndFades() {
        let stage = ScrollStage()
        stage.scrollView.backgroundColor = .white
        stage.screen.touchDown(at: CGPoint(x: 100, y: 150))
        for y in stride(from: 140, through: 50, by: -10) {
            stage.screen.advance(by: 1.0 / 60)
            stage.screen.touchMove(to: CGPoint(x: 100, y: CGFloat(y)))
        }
        let bar = try! #require(stage.scrollView.indicators?.vertical)
        #expect(stage.scrollView.isDragging && stage.scrollView.isTracking && bar.alpha == 1)
        // 100 of 1800: 3 + (194 − 36) × 100 / 1800 = 11.78, in content coordinates.
        #expect(bar.frame == CGRect(x: 194, y: 100 + 3 + 158 * 100 / 1800 as CGFloat, width: 3, height: 36))
        #expect(stage.scrollView.indicators!.horizontal.isHidden)
        #expect(stage.scrollView.subviews.suffix(2).contains { $0 === bar })
        stage.screen.advance(by: 0.2)
        // On screen, 35 % black over white, from window y 12 to 48.
        #expect(ControlTestSupport.rgba(stage.screen.pixel(x: 195, y: 30)) == [166, 166, 166, 255])
        #expect(ControlTestSupport.rgba(stage.screen.pixel(x: 195, y: 50)) == [255, 255, 255, 255])
        stage.screen.touchUp()
        stage.screen.advance(by: 0.4)
        #expect(bar.layer.presentation()?.opacity == 1)
        stage.screen.advance(by: 0.35)
        #expect(bar.alpha == 0 && bar.layer.presentation()?.opacity == 0)
        #expect(ControlTestSupport.rgba(stage.screen.pixel(x: 195, y: 30)) == [255, 255, 255, 255])
    }

    /// Settled content costs nothing: after the motion ends, a minute of waiting draws a handful of frames.
    @Test func settledScrollViewsLeaveTheTurnIdle() {
        let stage = ScrollStage()
        stage.drag(from: CGPoint(x: 100, y: 150), by: CGPoint(x: 0, y: -100))
        stage.screen.advance(by: 5)
        #expect(!stage.screen.window.hasMotionInProgress && stage.screen.isSettled && !stage.screen.isAnimating)
        let rendered = stage.screen.framesRendered
        stage.screen.advance(by: 60)
        #expect(stage.screen.framesRendered - rendered == 2)
    }

    /// A scroll view taken out of its window while it coasts no longer keeps the turns busy.
    @Test func aScrollViewRemovedWhileCoastingLeavesTheTurnIdle() {
        let stage = ScrollStage()
        stage.drag(from: CGPoint(x: 100, y: 150), by: CGPoint(x: 0, y: -100))
        stage.screen.advance(by: 0.1)
        stage.scrollView.removeFromSuperview()
        stage.scrollView.setContentOffset(CGPoint(x: 0, y: 10), animated: false)
        stage.screen.advance(by: 0)
        #expect(!stage.screen.window.hasMotionInProgress && stage.offset.y == 10)
        stage.screen.advance(by: 1.0 / 60)
        #expect(stage.screen.isSettled)
    }
}

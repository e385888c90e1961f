import CoreGraphics
import Foundation
import Testing
@_spi(KioskRuntime) import UIKit

/// A view that writes down the names of the touch calls it gets.
@MainActor private final class CallLog: UIView {
    var names: [String] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { names.append("began") }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { names.append("moved") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { names.append("ended") }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { names.append("cancelled") }
}

/// A delegate whose answers the test sets.
@MainActor private final class Referee: UIGestureRecognizerDelegate {
    var shouldBegin = true
    var simultaneous = false
    var receives = true
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { shouldBegin }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { simultaneous }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { receives }
}

/// A window with one full-size logging view, and a short way to script fingers.
@MainActor private struct Stage {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let view = CallLog(frame: CGRect(x: 0, y: 0, width: 320, height: 480))

    init() { window.addSubview(view) }

    func down(_ x: CGFloat, _ y: CGFloat, at t: TimeInterval, finger: Int = 0) {
        window.injectTouch(finger: finger, phase: .began, at: CGPoint(x: x, y: y), timestamp: t)
    }
    func move(_ x: CGFloat, _ y: CGFloat, at t: TimeInterval, finger: Int = 0) {
        window.injectTouch(finger: finger, phase: .moved, at: CGPoint(x: x, y: y), timestamp: t)
    }
    func up(_ x: CGFloat, _ y: CGFloat, at t: TimeInterval, finger: Int = 0) {
        window.injectTouch(finger: finger, phase: .ended, at: CGPoint(x: x, y: y), timestamp: t)
    }
    func tap(_ x: CGFloat, _ y: CGFloat, at t: TimeInterval) {
        down(x, y, at: t)
        up(x, y, at: t + 0.0625)
    }
}

@MainActor @Suite struct GestureRecognizerTests {
    @Test func aTapRecognizesAndTheViewSeesItsTouchCancelled() {
        let stage = Stage()
        var taps: [(UIGestureRecognizer.State, CGPoint, Int)] = []
        let tap = UITapGestureRecognizer { taps.append(($0.state, $0.location(in: stage.view), $0.numberOfTouches)) }
        stage.view.addGestureRecognizer(tap)
        stage.tap(40, 50, at: 0)
        #expect(taps.count == 1)
        #expect(taps.first?.0 == .ended && taps.first?.1 == CGPoint(x: 40, y: 50) && taps.first?.2 == 1)
        #expect(stage.view.names == ["began", "cancelled"])
        #expect(tap.state == .possible && tap.numberOfTouches == 0)
        #expect(tap.location(in: nil) == CGPoint(x: 40, y: 50))
        // Without cancelsTouchesInView the view sees the tap end.
        tap.cancelsTouchesInView = false
        stage.tap(40, 50, at: 1)
        #expect(taps.count == 2)
        #expect(stage.view.names == ["began", "cancelled", "began", "ended"])
    }

    @Test func aTapFailsWhenTheFingerWandersOrStaysTooLong() {
        let stage = Stage()
        var count = 0
        stage.view.addGestureRecognizer(UITapGestureRecognizer { _ in count += 1 })
        stage.down(10, 10, at: 0)
        stage.move(21, 10, at: 0.0625)
        stage.up(21, 10, at: 0.125)
        #expect(count == 0)
        #expect(stage.view.names == ["began", "moved", "ended"])
        stage.down(10, 10, at: 1)
        stage.up(10, 10, at: 1.8)
        #expect(count == 0)
        stage.down(10, 10, at: 2)
        stage.move(19, 10, at: 2.0625)
        stage.up(19, 10, at: 2.7)
        #expect(count == 1)
    }

    @Test func aDoubleTapRecognizesOnTheSecondTap() {
        let stage = Stage()
        var count = 0
        let double = UITapGestureRecognizer { _ in count += 1 }
        double.numberOfTapsRequired = 2
        stage.view.addGestureRecognizer(double)
        stage.tap(100, 100, at: 0)
        #expect(count == 0)
        #expect(stage.window.nextGestureTimeout == 0.0625 + UITapGestureRecognizer.maximumIntervalBetweenTaps)
        stage.tap(104, 103, at: 0.25)
        #expect(count == 1)
        #expect(stage.view.names == ["began", "ended", "began", "cancelled"])
        // Too slow: the second tap starts a new attempt, which the third completes.
        stage.tap(100, 100, at: 1)
        stage.tap(100, 100, at: 1.5)
        #expect(count == 1)
        stage.tap(100, 100, at: 1.75)
        #expect(count == 2)
    }

    @Test func aSingleTapWaitsForTheDoubleTapToFail() {
        let stage = Stage()
        var recognized: [String] = []
        let single = UITapGestureRecognizer { _ in recognized.append("single") }
        let double = UITapGestureRecognizer { _ in recognized.append("double") }
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        stage.view.addGestureRecognizer(single)
        stage.view.addGestureRecognizer(double)
        stage.tap(100, 100, at: 0)
        #expect(recognized.isEmpty)
        let timeout = 0.0625 + UITapGestureRecognizer.maximumIntervalBetweenTaps
        #expect(stage.window.nextGestureTimeout == timeout)
        stage.window.expireGestureTimeouts(at: timeout - 0.01)
        #expect(recognized.isEmpty)
        stage.window.expireGestureTimeouts(at: timeout)
        #expect(recognized == ["single"])
        #expect(stage.window.nextGestureTimeout == nil)
        stage.tap(100, 100, at: 1)
        stage.tap(100, 100, at: 1.25)
        #expect(recognized == ["single", "double"])
        // A touch after the timeout also settles the wait.
        stage.tap(100, 100, at: 2)
        stage.tap(100, 100, at: 3)
        #expect(recognized == ["single", "double", "single"])
    }

    @Test func theInnermostTapWinsUnlessADelegateLetsBothRecognize() {
        let stage = Stage()
        let button = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        stage.view.addSubview(button)
        var recognized: [String] = []
        let inner = UITapGestureRecognizer { _ in recognized.append("inner") }
        let outer = UITapGestureRecognizer { _ in recognized.append("outer") }
        button.addGestureRecognizer(inner)
        stage.view.addGestureRecognizer(outer)
        stage.tap(50, 50, at: 0)
        #expect(recognized == ["inner"])
        stage.tap(150, 150, at: 1)
        #expect(recognized == ["inner", "outer"])
        let referee = Referee()
        referee.simultaneous = true
        outer.delegate = referee
        stage.tap(50, 50, at: 2)
        #expect(recognized == ["inner", "outer", "inner", "outer"])
        withExtendedLifetime(referee) {}
    }

    @Test func theDelegateCanStopARecognizerBeginningOrSeeingATouch() {
        let stage = Stage()
        var count = 0
        let referee = Referee()
        let tap = UITapGestureRecognizer { _ in count += 1 }
        tap.delegate = referee
        stage.view.addGestureRecognizer(tap)
        referee.shouldBegin = false
        stage.tap(50, 50, at: 0)
        #expect(count == 0 && stage.view.names == ["began", "ended"])
        referee.shouldBegin = true
        referee.receives = false
        stage.tap(50, 50, at: 1)
        #expect(count == 0 && tap.numberOfTouches == 0)
        referee.receives = true
        stage.tap(50, 50, at: 2)
        #expect(count == 1)
        withExtendedLifetime(referee) {}
    }

    @Test func aPanReportsItsTranslationAndVelocity() {
        let stage = Stage()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let box = CallLog(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        stage.view.addSubview(container)
        container.addSubview(box)
        container.transform = CGAffineTransform(scaleX: 2, y: 2)
        var reports: [(UIGestureRecognizer.State, CGPoint, CGPoint)] = []
        var velocities: [CGPoint] = []
        let pan = UIPanGestureRecognizer { pan in
            reports.append((pan.state, pan.translation(in: nil), pan.translation(in: container)))
            if pan.state == .ended { velocities = [pan.velocity(in: nil), pan.velocity(in: container)] }
        }
        box.addGestureRecognizer(pan)
        stage.down(100, 100, at: 0)
        stage.move(105, 100, at: 0.0625)
        #expect(reports.isEmpty)  // 5 pt: not yet a pan
        stage.move(112, 100, at: 0.125)
        stage.move(160, 130, at: 0.25)
        stage.up(160, 130, at: 0.3125)
        #expect(reports.map(\.0) == [.began, .changed, .ended])
        #expect(reports.map(\.1) == [CGPoint(x: 12, y: 0), CGPoint(x: 60, y: 30), CGPoint(x: 60, y: 30)])
        // The container is scaled 2×: in its coordinates the pan is half as long.
        #expect(reports.map(\.2) == [CGPoint(x: 6, y: 0), CGPoint(x: 30, y: 15), CGPoint(x: 30, y: 15)])
        // From the sample 0.1875 s before the lift: (60 − 12, 30 − 0) / 0.1875.
        #expect(velocities == [CGPoint(x: 256, y: 160), CGPoint(x: 128, y: 80)])
        #expect(box.names == ["began", "moved", "cancelled"])
    }

    @Test func setTranslationRebasesThePan() {
        let stage = Stage()
        var translations: [CGPoint] = []
        let pan = UIPanGestureRecognizer { pan in
            translations.append(pan.translation(in: nil))
            pan.setTranslation(.zero, in: nil)
        }
        stage.view.addGestureRecognizer(pan)
        stage.down(100, 100, at: 0)
        stage.move(120, 100, at: 0.125)
        stage.move(125, 110, at: 0.25)
        stage.move(125, 110, at: 0.375)
        #expect(translations == [CGPoint(x: 20, y: 0), CGPoint(x: 5, y: 10), .zero])
        #expect(pan.velocity(in: nil) == .zero)
    }

    @Test func aSecondFingerDoesNotMakeThePanJump() {
        let stage = Stage()
        stage.view.isMultipleTouchEnabled = true
        var reports: [(CGPoint, Int)] = []
        let pan = UIPanGestureRecognizer { reports.append(($0.translation(in: nil), $0.numberOfTouches)) }
        stage.view.addGestureRecognizer(pan)
        stage.down(100, 100, at: 0)
        stage.move(120, 100, at: 0.125)
        stage.down(200, 100, at: 0.25, finger: 1)
        stage.move(210, 100, at: 0.375, finger: 1)
        stage.up(210, 100, at: 0.5, finger: 1)
        stage.move(130, 100, at: 0.625)
        stage.up(130, 100, at: 0.75)
        #expect(reports.map(\.0) == [CGPoint(x: 20, y: 0), CGPoint(x: 25, y: 0), CGPoint(x: 35, y: 0), CGPoint(x: 35, y: 0)])
        #expect(reports.map(\.1) == [1, 2, 1, 1])
        #expect(pan.state == .possible)
    }

    @Test func disablingOrRemovingAPanCancelsIt() {
        let stage = Stage()
        var states: [UIGestureRecognizer.State] = []
        let pan = UIPanGestureRecognizer { states.append($0.state) }
        stage.view.addGestureRecognizer(pan)
        stage.down(100, 100, at: 0)
        stage.move(150, 100, at: 0.125)
        pan.isEnabled = false
        stage.move(160, 100, at: 0.25)
        stage.up(160, 100, at: 0.375)
        #expect(states == [.began, .cancelled])
        #expect(pan.state == .possible)
        pan.isEnabled = true
        stage.down(100, 100, at: 1)
        stage.move(150, 100, at: 1.125)
        stage.view.removeGestureRecognizer(pan)
        #expect(states == [.began, .cancelled, .began, .cancelled])
        #expect(pan.view == nil && stage.view.gestureRecognizers == nil)
    }

    @Test func anEdgePanBeginsOnlyFromItsEdge() {
        let stage = Stage()
        var began: [CGPoint] = []
        let edge = UIScreenEdgePanGestureRecognizer { if $0.state == .began { began.append($0.location(in: nil)) } }
        edge.edges = .left
        stage.view.addGestureRecognizer(edge)
        stage.down(25, 200, at: 0)
        stage.move(80, 200, at: 0.125)
        stage.up(80, 200, at: 0.25)
        #expect(began.isEmpty)
        #expect(stage.view.names == ["began", "moved", "ended"])
        stage.down(5, 200, at: 1)
        stage.move(60, 200, at: 1.125)
        stage.up(60, 200, at: 1.25)
        #expect(began == [CGPoint(x: 60, y: 200)])
        edge.edges = [.right, .bottom]
        stage.down(305, 100, at: 2)
        stage.move(250, 100, at: 2.125)
        stage.up(250, 100, at: 2.25)
        stage.down(160, 470, at: 3)
        stage.move(160, 400, at: 3.125)
        stage.up(160, 400, at: 3.25)
        stage.down(5, 100, at: 4)
        stage.move(60, 100, at: 4.125)
        stage.up(60, 100, at: 4.25)
        #expect(began == [CGPoint(x: 60, y: 200), CGPoint(x: 250, y: 100), CGPoint(x: 160, y: 400)])
    }

    @Test func aSwipeRecognizesOnlyItsDirectionQuickly() {
        let stage = Stage()
        var swipes: [CGPoint] = []
        let swipe = UISwipeGestureRecognizer { swipes.append($0.location(in: nil)) }
        swipe.direction = .left
        stage.view.addGestureRecognizer(swipe)
        func drag(from start: CGPoint, by offset: CGPoint, at t: TimeInterval, taking duration: TimeInterval) {
            stage.down(start.x, start.y, at: t)
            let end = CGPoint(x: start.x + offset.x, y: start.y + offset.y)
            stage.move((start.x + end.x) / 2, (start.y + end.y) / 2, at: t + duration / 2)
            stage.move(end.x, end.y, at: t + duration)
            stage.up(end.x, end.y, at: t + duration + 0.0625)
        }
        drag(from: CGPoint(x: 200, y: 100), by: CGPoint(x: -60, y: 0), at: 0, taking: 0.25)
        #expect(swipes == [CGPoint(x: 200, y: 100)])
        #expect(stage.view.names == ["began", "moved", "cancelled"])
        drag(from: CGPoint(x: 200, y: 100), by: CGPoint(x: 60, y: 0), at: 1, taking: 0.25)    // the wrong way
        drag(from: CGPoint(x: 200, y: 100), by: CGPoint(x: -60, y: 0), at: 2, taking: 0.625) // too slow
        drag(from: CGPoint(x: 200, y: 100), by: CGPoint(x: -40, y: -40), at: 3, taking: 0.25) // 45°
        #expect(swipes.count == 1)
        drag(from: CGPoint(x: 200, y: 100), by: CGPoint(x: -50, y: -25), at: 4, taking: 0.25) // 26.6°
        swipe.direction = [.up, .down]
        drag(from: CGPoint(x: 100, y: 300), by: CGPoint(x: 0, y: -80), at: 5, taking: 0.25)
        drag(from: CGPoint(x: 100, y: 300), by: CGPoint(x: 0, y: 80), at: 6, taking: 0.25)
        drag(from: CGPoint(x: 100, y: 300), by: CGPoint(x: -80, y: 0), at: 7, taking: 0.25)
        #expect(swipes == [CGPoint(x: 200, y: 100), CGPoint(x: 200, y: 100), CGPoint(x: 100, y: 300), CGPoint(x: 100, y: 300)])
    }

    @Test func aSubclassSetsItsOwnStateAndOneThatNeverDecidesFailsWhenItsTouchesLift() {
        final class Press: UIGestureRecognizer {
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { state = .began }
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { state = .ended }
        }
        final class Idle: UIGestureRecognizer {}
        let stage = Stage()
        var states: [UIGestureRecognizer.State] = []
        let press = Press { states.append($0.state) }
        stage.view.addGestureRecognizer(press)
        stage.tap(10, 10, at: 0)
        // Recognized on touch-down: the view never sees the touch.
        #expect(states == [.began, .ended] && stage.view.names.isEmpty)
        stage.view.removeGestureRecognizer(press)
        let idle = Idle()
        var taps = 0
        let tap = UITapGestureRecognizer { _ in taps += 1 }
        tap.require(toFail: idle)
        stage.view.addGestureRecognizer(idle)
        stage.view.addGestureRecognizer(tap)
        stage.tap(10, 10, at: 1)
        #expect(taps == 1 && idle.state == .possible && tap.state == .possible)
    }

    @Test func aRecognizerBelongsToOneViewAtATime() {
        let first = UIView(), second = UIView()
        let tap = UITapGestureRecognizer()
        #expect(first.gestureRecognizers == nil)
        first.addGestureRecognizer(tap)
        #expect(tap.view === first && first.gestureRecognizers?.count == 1)
        second.addGestureRecognizer(tap)
        #expect(tap.view === second && first.gestureRecognizers == nil && second.gestureRecognizers?.count == 1)
        first.removeGestureRecognizer(tap)
        #expect(tap.view === second)
    }

    @Test func anActionWithAGoneTargetIsSkipped() {
        let stage = Stage()
        var calls: [String] = []
        let tap = UITapGestureRecognizer { _ in calls.append("free") }
        var owner: UIView? = UIView()
        tap.addTarget(owner) { _ in calls.append("owned") }
        stage.view.addGestureRecognizer(tap)
        stage.tap(50, 50, at: 0)
        owner = nil
        stage.tap(50, 50, at: 1)
        tap.removeTarget(nil)
        stage.tap(50, 50, at: 2)
        #expect(calls == ["free", "owned", "free"])
        #expect(owner == nil)
    }
}

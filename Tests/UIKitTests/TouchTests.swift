import CoreGraphics
import Foundation
import QuartzCore
import Testing
@_spi(KioskRuntime) @testable import UIKit

/// A view that writes down every touch call it gets, with the touches' locations in
/// its own coordinates (sorted left to right).
@MainActor private final class Recorder: UIView {
    struct Call: Equatable {
        let name: String
        let points: [CGPoint]
    }

    var calls: [Call] = []
    var touchesSeen: [UITouch] = []
    var events: [(all: Int, phases: [UITouch.Phase])] = []

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { record("began", touches, event) }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { record("moved", touches, event) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { record("ended", touches, event) }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { record("cancelled", touches, event) }

    private func record(_ name: String, _ touches: Set<UITouch>, _ event: UIEvent?) {
        calls.append(Call(name: name, points: touches.map { $0.location(in: self) }.sorted { $0.x < $1.x }))
        touchesSeen.append(contentsOf: touches)
        let all = event?.allTouches ?? []
        events.append((all.count, all.sorted { $0.location(in: nil).x < $1.location(in: nil).x }.map(\.phase)))
    }

    var names: [String] { calls.map(\.name) }
}

private func call(_ name: String, _ points: CGPoint...) -> Recorder.Call { .init(name: name, points: points) }

@MainActor private func makeWindow() -> UIWindow { UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480)) }

@MainActor @Suite struct TouchTests {
    @Test func hitTestingFollowsTransformsAndOnlyLooksInsideTheBounds() {
        let window = makeWindow()
        let parent = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 20))
        window.addSubview(parent)
        parent.addSubview(child)
        parent.transform = CGAffineTransform(scaleX: 2, y: 2)
        // Scaled about its centre (150, 150), the parent covers 50…250; the child 50…150 × 50…90.
        #expect(window.hitTest(CGPoint(x: 60, y: 60), with: nil) === child)
        #expect(child.convert(CGPoint(x: 60, y: 60), from: window) == CGPoint(x: 5, y: 5))
        #expect(window.hitTest(CGPoint(x: 210, y: 240), with: nil) === parent)
        #expect(parent.convert(CGPoint(x: 210, y: 240), from: nil) == CGPoint(x: 80, y: 95))
        #expect(window.hitTest(CGPoint(x: 40, y: 60), with: nil) === window)
        #expect(window.hitTest(CGPoint(x: 400, y: 60), with: nil) == nil)
        // A subview sticking out of its superview is not hit outside the superview.
        let overhang = UIView(frame: CGRect(x: 80, y: 80, width: 40, height: 40))
        parent.addSubview(overhang)
        #expect(window.hitTest(CGPoint(x: 245, y: 245), with: nil) === overhang)
        #expect(window.hitTest(CGPoint(x: 255, y: 255), with: nil) === window)
    }

    @Test func aTouchLandsThroughARotation() {
        let window = makeWindow()
        let parent = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        let child = Recorder(frame: CGRect(x: 0, y: 0, width: 50, height: 20))
        window.addSubview(parent)
        parent.addSubview(child)
        // A quarter turn clockwise about (150, 150) takes the child to x 180…200, y 100…150.
        parent.transform = CGAffineTransform(rotationAngle: .pi / 2)
        window.injectTouch(finger: 0, phase: .began, at: CGPoint(x: 190, y: 110), timestamp: 0)
        #expect(child.calls.count == 1)
        let p = child.calls[0].points[0]
        #expect(abs(p.x - 10) < 1e-9 && abs(p.y - 10) < 1e-9)
        #expect(window.hitTest(CGPoint(x: 110, y: 110), with: nil) === parent)
    }

    /// The live main loop turns every frame while a finger is down (a resting finger included).
    @Test func theWindowKnowsWhileAFingerIsDown() {
        let window = makeWindow()
        #expect(!window.hasTouchesDown)
        window.injectTouch(finger: 0, phase: .began, at: CGPoint(x: 10, y: 10), timestamp: 0)
        window.injectTouch(finger: 1, phase: .began, at: CGPoint(x: 20, y: 10), timestamp: 0.1)
        window.injectTouch(finger: 0, phase: .ended, at: CGPoint(x: 10, y: 10), timestamp: 0.2)
        #expect(window.hasTouchesDown)
        window.injectTouch(finger: 1, phase: .cancelled, at: CGPoint(x: 20, y: 10), timestamp: 0.3)
        #expect(!window.hasTouchesDown)
    }

    @Test func hiddenTransparentInertAndAnimatingViewsAreSkipped() {
        let window = makeWindow()
        let back = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let front = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(back)
        window.addSubview(front)
        let point = CGPoint(x: 50, y: 50)
        #expect(window.hitTest(point, with: nil) === front)
        front.isHidden = true
        #expect(window.hitTest(point, with: nil) === back)
        front.isHidden = false
        front.alpha = 0.005
        #expect(window.hitTest(point, with: nil) === back)
        front.alpha = 0.01
        #expect(window.hitTest(point, with: nil) === front)
        front.isUserInteractionEnabled = false
        #expect(window.hitTest(point, with: nil) === back)
        front.isUserInteractionEnabled = true
        front.animationsIgnoringTouches = 1
        #expect(window.hitTest(point, with: nil) === back)
        front.animationsIgnoringTouches = 0
        window.bringSubviewToFront(back)
        #expect(window.hitTest(point, with: nil) === back)
    }

    @Test func aViewAnimatingWithoutAllowUserInteractionLetsTouchesThroughUntilItStops() {
        let clock = VirtualMediaClock(startingAt: 0)
        MediaClocks.withClock(clock) {
            let window = makeWindow()
            let renderer = CARenderer(width: 320, height: 480, kernels: .scalar)
            renderer.layer = window.layer
            let back = Recorder(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let front = Recorder(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            window.addSubview(back)
            window.addSubview(front)
            renderer.render(atTime: 0)
            UIView.animate(withDuration: 1) { front.alpha = 0.5 }
            window.injectTouch(finger: 0, phase: .began, at: CGPoint(x: 10, y: 10), timestamp: 0.5)
            window.injectTouch(finger: 0, phase: .ended, at: CGPoint(x: 10, y: 10), timestamp: 0.5)
            #expect(back.names == ["began", "ended"] && front.calls.isEmpty)
            UIView.animate(withDuration: 1, delay: 0, options: .allowUserInteraction, animations: { front.alpha = 0.8 })
            window.injectTouch(finger: 0, phase: .began, at: CGPoint(x: 10, y: 10), timestamp: 0.75)
            window.injectTouch(finger: 0, phase: .ended, at: CGPoint(x: 10, y: 10), timestamp: 0.75)
            #expect(front.calls.isEmpty)  // the first animation still runs
            clock.set(to: 1.25)
            renderer.render(atTime: 1.25)
            window.injectTouch(finger: 0, phase: .began, at: CGPoint(x: 10, y: 10), timestamp: 1.25)
            #expect(front.names == ["began"])
        }
    }

    @Test func aViewSeesEachPhaseWithItsLocationsAndOneTouchObject() {
        let window = makeWindow()
        let view = Recorder(frame: CGRect(x: 20, y: 30, width: 100, height: 100))
        window.addSubview(view)
        window.injectTouch(finger: 3, phase: .began, at: CGPoint(x: 50, y: 70), timestamp: 1)
        window.injectTouch(finger: 3, phase: .moved, at: CGPoint(x: 55, y: 72), timestamp: 1.25)
        let touch = view.touchesSeen[0]
        #expect(touch.phase == .moved && touch.timestamp == 1.25 && touch.tapCount == 1)
        #expect(touch.previousLocation(in: view) == CGPoint(x: 30, y: 40))
        #expect(touch.location(in: nil) == CGPoint(x: 55, y: 72))
        #expect(touch.view === view && touch.window === window)
        // The finger keeps its view when it leaves it.
        window.injectTouch(finger: 3, phase: .moved, at: CGPoint(x: 200, y: 300), timestamp: 1.5)
        window.injectTouch(finger: 3, phase: .ended, at: CGPoint(x: 200, y: 300), timestamp: 1.75)
        #expect(view.calls == [call("began", CGPoint(x: 30, y: 40)), call("moved", CGPoint(x: 35, y: 42)),
                               call("moved", CGPoint(x: 180, y: 270)), call("ended", CGPoint(x: 180, y: 270))])
        #expect(view.touchesSeen.allSatisfy { $0 === touch })
        #expect(touch.phase == .ended)
    }

    @Test func touchesAViewDoesNotHandleGoUpTheResponderChain() {
        let window = makeWindow()
        let parent = Recorder(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let child = UIView(frame: CGRect(x: 50, y: 50, width: 50, height: 50))
        window.addSubview(parent)
        parent.addSubview(child)
        window.injectTouch(finger: 0, phase: .began, at: CGPoint(x: 60, y: 60), timestamp: 0)
        window.injectTouch(finger: 0, phase: .ended, at: CGPoint(x: 60, y: 60), timestamp: 0.1)
        #expect(parent.calls == [call("began", CGPoint(x: 60, y: 60)), call("ended", CGPoint(x: 60, y: 60))])
        #expect(parent.touchesSeen[0].view === child)
    }

    @Test func twoFingersAreTwoTouchesInOneEvent() {
        let window = makeWindow()
        let view = Recorder(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        view.isMultipleTouchEnabled = true
        window.addSubview(view)
        window.injectTouch(finger: 0, phase: .began, at: CGPoint(x: 10, y: 10), timestamp: 0)
        window.injectTouch(finger: 1, phase: .began, at: CGPoint(x: 100, y: 10), timestamp: 0.1)
        window.injectTouch(finger: 0, phase: .moved, at: CGPoint(x: 20, y: 10), timestamp: 0.2)
        window.injectTouch(finger: 1, phase: .ended, at: CGPoint(x: 100, y: 10), timestamp: 0.3)
        window.injectTouch(finger: 0, phase: .ended, at: CGPoint(x: 20, y: 10), timestamp: 0.4)
        #expect(view.calls == [call("began", CGPoint(x: 10, y: 10)), call("began", CGPoint(x: 100, y: 10)),
                               call("moved", CGPoint(x: 20, y: 10)), call("ended", CGPoint(x: 100, y: 10)),
                               call("ended", CGPoint(x: 20, y: 10))])
        #expect(view.touchesSeen[0] !== view.touchesSeen[1])
        // The event carries every finger down; the one that did not change is stationary.
        #expect(view.events.map(\.all) == [1, 2, 2, 2, 1])
        #expect(view.events[1].phases == [.stationary, .began])
        #expect(view.events[3].phases == [.stationary, .ended])
    }

    @Test func withoutMultipleTouchAViewGetsOnlyItsFirstFinger() {
        let window = makeWindow()
        let view = Recorder(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let other = Recorder(frame: CGRect(x: 0, y: 300, width: 300, height: 100))
        window.addSubview(view)
        window.addSubview(other)
        window.injectTouch(finger: 0, phase: .began, at: CGPoint(x: 10, y: 10), timestamp: 0)
        window.injectTouch(finger: 1, phase: .began, at: CGPoint(x: 100, y: 10), timestamp: 0.1)
        window.injectTouch(finger: 2, phase: .began, at: CGPoint(x: 100, y: 310), timestamp: 0.1)
        window.injectTouch(finger: 1, phase: .ended, at: CGPoint(x: 100, y: 10), timestamp: 0.2)
        window.injectTouch(finger: 0, phase: .ended, at: CGPoint(x: 10, y: 10), timestamp: 0.3)
        #expect(view.calls == [call("began", CGPoint(x: 10, y: 10)), call("ended", CGPoint(x: 10, y: 10))])
        #expect(other.calls == [call("began", CGPoint(x: 100, y: 10))])
    }

    @Test func quickTapsNearEachOtherCountUp() {
        let window = makeWindow()
        let view = Recorder(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        window.addSubview(view)
        func tap(_ x: CGFloat, at t: TimeInterval) -> Int {
            window.injectTouch(finger: 0, phase: .began, at: CGPoint(x: x, y: 100), timestamp: t)
            window.injectTouch(finger: 0, phase: .ended, at: CGPoint(x: x, y: 100), timestamp: t + 0.0625)
            return view.touchesSeen.last!.tapCount
        }
        #expect(tap(100, at: 0) == 1)
        #expect(tap(105, at: 0.25) == 2)       // 0.1875 s after the first lifted, 5 pt away
        #expect(tap(100, at: 0.5) == 3)
        #expect(tap(100, at: 0.9375) == 1)     // 0.375 s later: too slow
        #expect(tap(111, at: 1.125) == 1)      // 11 pt away: too far
        #expect(tap(111, at: 1.25) == 2)
        // A touch that wandered off is no tap: the next one starts a new series.
        window.injectTouch(finger: 0, phase: .began, at: CGPoint(x: 111, y: 100), timestamp: 1.5)
        window.injectTouch(finger: 0, phase: .ended, at: CGPoint(x: 140, y: 100), timestamp: 1.5625)
        #expect(tap(140, at: 1.625) == 1)
    }

    @Test func nonsenseInputIsDroppedQuietly() {
        let window = makeWindow()
        let view = Recorder(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        window.addSubview(view)
        window.injectTouch(finger: 0, phase: .moved, at: CGPoint(x: 10, y: 10), timestamp: 0)
        window.injectTouch(finger: 0, phase: .ended, at: CGPoint(x: 10, y: 10), timestamp: 0)
        window.injectTouch(finger: 0, phase: .began, at: CGPoint(x: 10, y: 10), timestamp: 0.1)
        window.injectTouch(finger: 0, phase: .began, at: CGPoint(x: 50, y: 50), timestamp: 0.2)
        window.injectTouch(finger: 0, phase: .stationary, at: CGPoint(x: 60, y: 60), timestamp: 0.3)
        window.injectTouch(finger: 0, phase: .cancelled, at: CGPoint(x: 70, y: 70), timestamp: 0.4)
        window.injectTouch(finger: 0, phase: .ended, at: CGPoint(x: 70, y: 70), timestamp: 0.5)
        // A finger outside every view is followed but delivered to nobody.
        window.injectTouch(finger: 1, phase: .began, at: CGPoint(x: 500, y: 10), timestamp: 0.6)
        window.injectTouch(finger: 1, phase: .ended, at: CGPoint(x: 10, y: 10), timestamp: 0.7)
        #expect(view.calls == [call("began", CGPoint(x: 10, y: 10)), call("cancelled", CGPoint(x: 70, y: 70))])
    }

    @Test func aWindowSubclassSeesEveryEventInSendEvent() {
        final class CountingWindow: UIWindow {
            var timestamps: [TimeInterval] = []
            override func sendEvent(_ event: UIEvent) {
                timestamps.append(event.timestamp)
                if timestamps.count > 1 { super.sendEvent(event) }
            }
        }
        let window = CountingWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let view = Recorder(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        window.addSubview(view)
        window.injectTouch(finger: 0, phase: .began, at: CGPoint(x: 10, y: 10), timestamp: 2)
        window.injectTouch(finger: 0, phase: .ended, at: CGPoint(x: 10, y: 10), timestamp: 2.5)
        #expect(window.timestamps == [2, 2.5])
        #expect(view.calls == [call("ended", CGPoint(x: 10, y: 10))])
        #expect(view.events[0].all == 1)
    }
}

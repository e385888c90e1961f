import Foundation
@testable import Kiosk
@testable import KioskHeadless
import Testing
import UIKit

@MainActor @Suite struct TouchDispatcherTests {
    private func event(_ finger: Int, _ phase: TouchInputEvent.Phase, _ x: CGFloat, _ t: TimeInterval) -> TouchInputEvent {
        TouchInputEvent(finger: finger, phase: phase, location: CGPoint(x: x, y: 20), timestamp: t)
    }

    /// LVGL samples "pressed or not" once per frame and loses a tap that goes down
    /// and up in between; the dispatcher keeps both.
    @Test func aDownAndUpWithinOneFrameIsStillATap() {
        let screen = HeadlessScreen(width: 100, height: 100)
        let control = UIControl(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        screen.window.addSubview(control)
        var sent: [UIControl.Event] = []
        control.addAction(UIAction { _ in sent.append(.touchDown) }, for: .touchDown)
        control.addAction(UIAction { _ in sent.append(.touchUpInside) }, for: .touchUpInside)
        let dispatcher = TouchDispatcher(window: screen.window)
        dispatcher.enqueue([event(0, .began, 20, 1.000), event(0, .ended, 20, 1.004)])
        #expect(sent.isEmpty)
        let delivered = dispatcher.deliver()
        #expect(delivered.map(\.phase) == [.began, .ended])
        #expect(sent == [.touchDown, .touchUpInside])
        #expect(dispatcher.deliver().isEmpty)
    }

    @Test func movesWithinAFrameMergeIntoTheLatestPerFinger() {
        let events = [event(0, .began, 1, 0), event(0, .moved, 2, 0.001), event(0, .moved, 3, 0.002),
                      event(1, .began, 50, 0.003), event(1, .moved, 51, 0.004), event(0, .moved, 4, 0.005)]
        #expect(TouchDispatcher.coalesced(events) == [event(0, .began, 1, 0), event(1, .began, 50, 0.003),
                                                      event(1, .moved, 51, 0.004), event(0, .moved, 4, 0.005)])
    }

    @Test func aMoveBetweenDownAndUpIsKept() {
        let events = [event(0, .began, 1, 0), event(0, .moved, 2, 0.001), event(0, .ended, 2, 0.002),
                      event(0, .began, 5, 0.003), event(0, .moved, 6, 0.004), event(0, .cancelled, 6, 0.005)]
        #expect(TouchDispatcher.coalesced(events) == events)
    }

    @Test func deliveredTouchesCarryTheirOwnTimestampsAndPoints() {
        let screen = HeadlessScreen(width: 100, height: 100)
        final class Recorder: UIView {
            var log: [(UITouch.Phase, CGPoint, TimeInterval)] = []
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { record(touches) }
            override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { record(touches) }
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { record(touches) }
            func record(_ touches: Set<UITouch>) {
                for touch in touches { log.append((touch.phase, touch.location(in: self), touch.timestamp)) }
            }
        }
        let view = Recorder(frame: CGRect(x: 0, y: 10, width: 100, height: 90))
        screen.window.addSubview(view)
        let dispatcher = TouchDispatcher(window: screen.window)
        dispatcher.enqueue([event(0, .began, 5, 2), event(0, .moved, 6, 2.004), event(0, .moved, 7, 2.008)])
        dispatcher.deliver()
        dispatcher.enqueue([event(0, .ended, 8, 2.02)])
        dispatcher.deliver()
        #expect(view.log.map(\.0) == [.began, .moved, .ended])
        #expect(view.log.map(\.1) == [CGPoint(x: 5, y: 10), CGPoint(x: 7, y: 10), CGPoint(x: 8, y: 10)])
        #expect(view.log.map(\.2) == [2, 2.008, 2.02])
    }
}

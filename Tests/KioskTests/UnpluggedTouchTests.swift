import Foundation
@testable import Kiosk
@testable import KioskHeadless
import Testing
import UIKit

/// A touchscreen unplugged mid-touch, from libinput's events to the app: the control
/// under the finger is not fired, views and recognizers see the touch cancelled.
@MainActor @Suite struct UnpluggedTouchTests {
    private let panel = 7

    /// Plays `batches` (each one libinput read) through the tracker and the dispatcher.
    private func play(_ batches: [[RawInputEvent]], on screen: HeadlessScreen) {
        var tracker = InputTouchTracker(mapping: TouchMapping(screenSize: CGSize(width: 100, height: 100)))
        let dispatcher = TouchDispatcher(window: screen.window)
        for batch in batches {
            for event in batch { tracker.handle(event) }
            dispatcher.enqueue(tracker.finishBatch())
            dispatcher.deliver()
        }
    }

    @Test func theControlUnderAFingerIsNotFiredWhenItsPanelGoesAway() {
        let screen = HeadlessScreen(width: 100, height: 100)
        let control = UIControl(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        screen.window.addSubview(control)
        var sent: [String] = []
        control.addAction(UIAction { _ in sent.append("down") }, for: .touchDown)
        control.addAction(UIAction { _ in sent.append("up inside") }, for: .touchUpInside)
        control.addAction(UIAction { _ in sent.append("cancel") }, for: .touchCancel)
        play([[.touchDown(device: panel, slot: 0, x: 0.3, y: 0.3, time: 1), .touchFrame],
              [.touchUp(device: panel, slot: 0, time: 2), .touchFrame, .deviceRemoved(device: panel, time: 2)]], on: screen)
        #expect(sent == ["down", "cancel"])
        #expect(!control.isTracking)
    }

    @Test func aDragInProgressIsCancelledWhenItsPointerGoesAway() {
        let screen = HeadlessScreen(width: 100, height: 100)
        var states: [UIGestureRecognizer.State] = []
        let pan = UIPanGestureRecognizer { states.append($0.state) }
        screen.window.addGestureRecognizer(pan)
        play([[.pointerMotionAbsolute(device: panel, x: 0.1, y: 0.5, time: 1),
               .pointerButton(device: panel, button: 0x110, pressed: true, time: 1)],
              [.pointerMotionAbsolute(device: panel, x: 0.5, y: 0.5, time: 1.1)],
              [.pointerButton(device: panel, button: 0x110, pressed: false, time: 1.2), .deviceRemoved(device: panel, time: 1.2)]],
             on: screen)
        #expect(states == [.began, .cancelled])
    }
}

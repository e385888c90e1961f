import Foundation
@testable import Kiosk
import Testing

/// libinput's events as real panels send them, played through the tracker: 800×480
/// points, so normalized 0.5 is x 400 or y 240.
@Suite struct InputTouchTrackerTests {
    private let panel = 1, other = 2
    private let pointerFinger = InputTouchTracker.pointerFinger, penFinger = InputTouchTracker.firstPenFinger

    private func tracker() -> InputTouchTracker {
        InputTouchTracker(mapping: TouchMapping(screenSize: CGSize(width: 800, height: 480)))
    }

    private func batch(_ tracker: inout InputTouchTracker, _ events: [RawInputEvent]) -> [TouchInputEvent] {
        for event in events { tracker.handle(event) }
        return tracker.finishBatch()
    }

    private func touch(_ finger: Int, _ phase: TouchInputEvent.Phase, _ x: CGFloat, _ y: CGFloat, _ t: TimeInterval) -> TouchInputEvent {
        TouchInputEvent(finger: finger, phase: phase, location: CGPoint(x: x, y: y), timestamp: t)
    }

    // MARK: A device that goes away

    /// The kernel releases BTN_TOUCH as it unregisters the panel: libinput reports an
    /// up, its frame, then the removal, all in one batch. That is a cancel, not a tap.
    @Test func aSingleTouchPanelUnpluggedMidTouchCancelsTheTouch() {
        var tracker = tracker()
        #expect(batch(&tracker, [.touchDown(device: panel, slot: 0, x: 0.5, y: 0.5, time: 1), .touchFrame])
                == [touch(0, .began, 400, 240, 1)])
        #expect(tracker.fingersDown == [0])
        #expect(batch(&tracker, [.touchUp(device: panel, slot: 0, time: 2), .touchFrame,
                                 .deviceRemoved(device: panel, time: 2.5)])
                == [touch(0, .cancelled, 400, 240, 2)])
        #expect(tracker.fingersDown.isEmpty)
    }

    /// udev's removal can come a read later than the kernel's release: the source asks
    /// which devices ended a finger in the batch, finds a node gone, and removes the
    /// device before the batch goes out.
    @Test func aRemovalFoundBeforeTheBatchGoesOutCancelsItsEnds() {
        var tracker = tracker()
        _ = batch(&tracker, [.touchDown(device: panel, slot: 0, x: 0.5, y: 0.5, time: 1),
                             .touchDown(device: other, slot: 1, x: 0.25, y: 0.5, time: 1), .touchFrame])
        for event: RawInputEvent in [.touchUp(device: panel, slot: 0, time: 2), .touchFrame] { tracker.handle(event) }
        #expect(tracker.devicesEndingInBatch == [panel])
        tracker.handle(.deviceRemoved(device: panel, time: 2))
        #expect(tracker.finishBatch() == [touch(0, .cancelled, 400, 240, 2)])
        #expect(tracker.devicesEndingInBatch.isEmpty)
        #expect(tracker.fingersDown == [1])
    }

    /// An up in an earlier batch was a real lift: the removal after it changes nothing.
    @Test func anUpReadBeforeTheRemovalsBatchStaysAnEnd() {
        var tracker = tracker()
        _ = batch(&tracker, [.touchDown(device: panel, slot: 0, x: 0.5, y: 0.5, time: 1), .touchFrame])
        #expect(batch(&tracker, [.touchUp(device: panel, slot: 0, time: 2), .touchFrame]) == [touch(0, .ended, 400, 240, 2)])
        #expect(batch(&tracker, [.deviceRemoved(device: panel, time: 3)]).isEmpty)
    }

    /// A removal with no release before it (protocol B panels send none) cancels the
    /// fingers still down on that device only; another panel's lift in the batch stays an end.
    @Test func aRemovalCancelsOnlyItsOwnDevicesFingers() {
        var tracker = tracker()
        _ = batch(&tracker, [.touchDown(device: panel, slot: 0, x: 0.25, y: 0.5, time: 1),
                             .touchDown(device: panel, slot: 1, x: 0.75, y: 0.5, time: 1),
                             .touchDown(device: other, slot: 2, x: 0.5, y: 0.25, time: 1), .touchFrame])
        #expect(tracker.fingersDown == [0, 1, 2])
        #expect(batch(&tracker, [.touchUp(device: other, slot: 2, time: 2), .touchFrame,
                                 .deviceRemoved(device: panel, time: 2.5)])
                == [touch(2, .ended, 400, 120, 2), touch(0, .cancelled, 200, 240, 2.5), touch(1, .cancelled, 600, 240, 2.5)])
        #expect(tracker.fingersDown.isEmpty)
    }

    /// An absolute pointer (a resistive panel presenting as a mouse) unplugged with its
    /// button down: the kernel's release of BTN_LEFT then the removal is a cancel.
    @Test func anAbsolutePointerUnpluggedWithItsButtonDownCancels() {
        var tracker = tracker()
        #expect(batch(&tracker, [.pointerMotionAbsolute(device: panel, x: 0.5, y: 0.5, time: 1),
                                 .pointerButton(device: panel, button: 0x110, pressed: true, time: 1)])
                == [touch(pointerFinger, .began, 400, 240, 1)])
        #expect(batch(&tracker, [.pointerButton(device: panel, button: 0x110, pressed: false, time: 2),
                                 .deviceRemoved(device: panel, time: 2)])
                == [touch(pointerFinger, .cancelled, 400, 240, 2)])
        #expect(tracker.fingersDown.isEmpty)
    }

    /// A mouse unplugged with its button down and no release at all: cancelled too.
    @Test func aPointerRemovedWithoutAReleaseLeavesNoFingerDown() {
        var tracker = tracker()
        _ = batch(&tracker, [.pointerMotion(device: panel, dx: 30, dy: 40, time: 1),
                             .pointerButton(device: panel, button: 0x110, pressed: true, time: 1)])
        #expect(batch(&tracker, [.deviceRemoved(device: panel, time: 3)]) == [touch(pointerFinger, .cancelled, 30, 40, 3)])
        #expect(tracker.fingersDown.isEmpty)
        // A pointer plugged in later works at once.
        #expect(batch(&tracker, [.pointerButton(device: other, button: 0x110, pressed: true, time: 4),
                                 .pointerButton(device: other, button: 0x110, pressed: false, time: 4.1)])
                == [touch(pointerFinger, .began, 30, 40, 4), touch(pointerFinger, .ended, 30, 40, 4.1)])
    }

    // MARK: Middle-button emulation

    /// libinput holds a left press up to 50 ms (is it half of a left+right middle
    /// click?) and delivers it after the motion that followed, stamped with the
    /// press's time: the drag starts where the pointer was then.
    @Test func aDelayedLeftPressBeginsWhereThePointerWasAtItsTime() {
        var tracker = tracker()
        #expect(batch(&tracker, [.pointerMotionAbsolute(device: panel, x: 0.1, y: 0.5, time: 1.000)]).isEmpty)
        // Pressed at 1.005; libinput reads on, and its timer releases the press at 1.055.
        let events = batch(&tracker, [.pointerMotionAbsolute(device: panel, x: 0.2, y: 0.5, time: 1.010),
                                      .pointerMotionAbsolute(device: panel, x: 0.3, y: 0.5, time: 1.030),
                                      .pointerButton(device: panel, button: 0x110, pressed: true, time: 1.005)])
        #expect(events == [touch(pointerFinger, .began, 80, 240, 1.005), touch(pointerFinger, .moved, 240, 240, 1.030)])
        #expect(batch(&tracker, [.pointerMotionAbsolute(device: panel, x: 0.4, y: 0.5, time: 1.070),
                                 .pointerButton(device: panel, button: 0x110, pressed: false, time: 1.100)])
                == [touch(pointerFinger, .moved, 320, 240, 1.070), touch(pointerFinger, .ended, 320, 240, 1.100)])
    }

    /// A press and release both within the hold come out together, the press with
    /// its own time: a tap where the pointer was pressed.
    @Test func aQuickTapHeldByTheEmulationIsATapWhereItWasPressed() {
        var tracker = tracker()
        _ = batch(&tracker, [.pointerMotionAbsolute(device: panel, x: 0.5, y: 0.25, time: 2.000)])
        #expect(batch(&tracker, [.pointerButton(device: panel, button: 0x110, pressed: true, time: 2.010),
                                 .pointerButton(device: panel, button: 0x110, pressed: false, time: 2.040)])
                == [touch(pointerFinger, .began, 400, 120, 2.010), touch(pointerFinger, .ended, 400, 120, 2.040)])
    }

    /// Only the left button is a finger: the right one and the emulated middle are not.
    @Test func otherButtonsAreNoFinger() {
        var tracker = tracker()
        #expect(batch(&tracker, [.pointerButton(device: panel, button: 0x111, pressed: true, time: 1),
                                 .pointerButton(device: panel, button: 0x112, pressed: true, time: 1)]).isEmpty)
        #expect(tracker.fingersDown.isEmpty)
    }

    @Test func theHistoryKeepsWhereThePointerWasBeforeItsOldestMove() {
        var history = PointerHistory()
        for step in 0..<100 { history.record(CGPoint(x: Double(step), y: 0), at: Double(step) * 0.001) }
        #expect(history.entries.count == PointerHistory.capacity)
        #expect(history.location == CGPoint(x: 99, y: 0))
        #expect(history.location(at: 0.0955) == CGPoint(x: 95, y: 0))
        #expect(history.location(at: 0) == CGPoint(x: 36, y: 0))
        history.record(CGPoint(x: 500, y: 5), at: 10)
        // Everything older than 0.25 s went but the last position before them.
        #expect(history.entries.map(\.location) == [CGPoint(x: 99, y: 0), CGPoint(x: 500, y: 5)])
        #expect(history.location(at: 9.9) == CGPoint(x: 99, y: 0))
    }

    // MARK: Pens

    /// A pen digitizer: hovering is nothing, tip down to tip up is a touch.
    @Test func aPensTipDownMotionAndTipUpAreATouch() {
        var tracker = tracker()
        #expect(batch(&tracker, [.tabletMotion(device: panel, x: 0.1, y: 0.1, time: 1)]).isEmpty)
        #expect(batch(&tracker, [.tabletTip(device: panel, down: true, x: 0.25, y: 0.25, time: 2),
                                 .tabletMotion(device: panel, x: 0.5, y: 0.25, time: 2.1),
                                 .tabletMotion(device: panel, x: 0.5, y: 0.5, time: 2.2),
                                 .tabletTip(device: panel, down: false, x: 0.5, y: 0.5, time: 2.3),
                                 .tabletMotion(device: panel, x: 0.9, y: 0.9, time: 2.4),
                                 .tabletProximityOut(device: panel, time: 2.5)])
                == [touch(penFinger, .began, 200, 120, 2), touch(penFinger, .moved, 400, 120, 2.1),
                    touch(penFinger, .moved, 400, 240, 2.2), touch(penFinger, .ended, 400, 240, 2.3)])
        #expect(tracker.fingersDown.isEmpty)
    }

    /// Two pen digitizers are two fingers; one unplugged with its tip down is cancelled.
    @Test func aPenUnpluggedWithItsTipDownIsCancelled() {
        var tracker = tracker()
        #expect(batch(&tracker, [.tabletTip(device: panel, down: true, x: 0.5, y: 0.5, time: 1),
                                 .tabletTip(device: other, down: true, x: 0.25, y: 0.5, time: 1)])
                == [touch(penFinger, .began, 400, 240, 1), touch(penFinger + 1, .began, 200, 240, 1)])
        #expect(batch(&tracker, [.tabletTip(device: panel, down: false, x: 0.5, y: 0.5, time: 2),
                                 .deviceRemoved(device: panel, time: 2)])
                == [touch(penFinger, .cancelled, 400, 240, 2)])
        #expect(tracker.fingersDown == [penFinger + 1])
    }
}

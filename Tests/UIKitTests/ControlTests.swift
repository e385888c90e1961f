import CoreGraphics
import Foundation
import Testing
@_spi(KioskRuntime) import UIKit

/// A plain control that writes down its tracking calls and state changes.
@MainActor private final class Knob: UIControl {
    var log: [String] = []
    var states: [UIControl.State] = []

    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        log.append("beginTracking")
        return true
    }
    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        log.append("continueTracking")
        return true
    }
    override func endTracking(_ touch: UITouch?, with event: UIEvent?) { log.append("endTracking") }
    override func cancelTracking(with event: UIEvent?) { log.append("cancelTracking") }
    override func stateDidChange() { states.append(state) }
}

/// A parent that writes down the touch calls that reach it.
@MainActor private final class Backdrop: UIView {
    var names: [String] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { names.append("began") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { names.append("ended") }
}

private let eventNames: [(UIControl.Event, String)] = [
    (.touchDown, "down"), (.touchDownRepeat, "downRepeat"), (.touchDragInside, "dragInside"),
    (.touchDragOutside, "dragOutside"), (.touchDragEnter, "dragEnter"), (.touchDragExit, "dragExit"),
    (.touchUpInside, "upInside"), (.touchUpOutside, "upOutside"), (.touchCancel, "cancel"),
]

/// A window holding a 100 × 40 control at (100, 200) on a backdrop, with every touch
/// event of the control written down by name.
@MainActor private struct Panel {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let backdrop = Backdrop(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let knob = Knob(frame: CGRect(x: 100, y: 200, width: 100, height: 40))
    let events = EventLog()

    final class EventLog { var names: [String] = [] }

    init() {
        window.addSubview(backdrop)
        backdrop.addSubview(knob)
        for (event, name) in eventNames {
            knob.addTarget(nil, action: { [events] _, _ in events.names.append(name) }, for: event)
        }
    }

    func touch(_ phase: UITouch.Phase, _ x: CGFloat, _ y: CGFloat, at t: TimeInterval) {
        window.injectTouch(finger: 0, phase: phase, at: CGPoint(x: x, y: y), timestamp: t)
    }
}

@MainActor @Suite struct ControlTests {
    @Test func aTapSendsTouchDownThenTouchUpInside() {
        let panel = Panel()
        var senders: [ObjectIdentifier?] = []
        panel.knob.addAction(UIAction { action in
            senders.append((action.sender as? UIControl).map(ObjectIdentifier.init))
        }, for: .touchUpInside)
        panel.touch(.began, 150, 220, at: 0)
        #expect(panel.knob.isHighlighted && panel.knob.isTracking && panel.knob.isTouchInside)
        #expect(panel.knob.state == .highlighted)
        panel.touch(.ended, 150, 220, at: 0.0625)
        #expect(panel.events.names == ["down", "upInside"])
        #expect(senders == [ObjectIdentifier(panel.knob)])
        #expect(panel.knob.log == ["beginTracking", "endTracking"])
        #expect(!panel.knob.isHighlighted && !panel.knob.isTracking && panel.knob.state == .normal)
        #expect(panel.backdrop.names.isEmpty)
    }

    @Test func liftingFarOutsideIsTouchUpOutsideButNearByStillCounts() {
        let panel = Panel()
        // 100 pt right of the control's right edge: beyond the 70 pt tolerance.
        panel.touch(.began, 150, 220, at: 0)
        panel.touch(.moved, 300, 220, at: 0.125)
        panel.touch(.ended, 300, 220, at: 0.25)
        #expect(panel.events.names == ["down", "dragExit", "upOutside"])
        // 60 pt below the bottom edge: within it.
        panel.events.names = []
        panel.touch(.began, 150, 220, at: 1)
        panel.touch(.moved, 150, 300, at: 1.125)
        panel.touch(.ended, 150, 300, at: 1.25)
        #expect(panel.events.names == ["down", "dragInside", "upInside"])
    }

    @Test func theHighlightFollowsTheFingerOutAndBackIn() {
        let panel = Panel()
        var highlights: [Bool] = []
        func step(_ phase: UITouch.Phase, _ x: CGFloat, at t: TimeInterval) {
            panel.touch(phase, x, 220, at: t)
            highlights.append(panel.knob.isHighlighted)
        }
        step(.began, 150, at: 0)
        step(.moved, 275, at: 0.125)   // 75 pt out
        step(.moved, 290, at: 0.25)
        step(.moved, 260, at: 0.375)   // 60 pt out: back in
        step(.moved, 150, at: 0.5)
        step(.ended, 150, at: 0.625)
        #expect(highlights == [true, false, false, true, true, false])
        #expect(panel.events.names == ["down", "dragExit", "dragOutside", "dragEnter", "dragInside", "upInside"])
        #expect(panel.knob.states == [.highlighted, .normal, .highlighted, .normal])
        #expect(panel.knob.log == ["beginTracking"] + Array(repeating: "continueTracking", count: 4) + ["endTracking"])
    }

    @Test func aDisabledControlIgnoresTapsAndPassesThemOn() {
        let panel = Panel()
        panel.knob.isEnabled = false
        #expect(panel.knob.state == .disabled && panel.knob.states == [.disabled])
        panel.touch(.began, 150, 220, at: 0)
        #expect(!panel.knob.isHighlighted && !panel.knob.isTracking)
        panel.touch(.ended, 150, 220, at: 0.0625)
        #expect(panel.events.names.isEmpty && panel.knob.log.isEmpty)
        #expect(panel.backdrop.names == ["began", "ended"])
        // Disabled while a finger is down: the rest of that touch is ignored.
        panel.knob.isEnabled = true
        panel.touch(.began, 150, 220, at: 1)
        panel.knob.isEnabled = false
        #expect(!panel.knob.isHighlighted)
        panel.touch(.ended, 150, 220, at: 1.0625)
        #expect(panel.events.names == ["down"])
    }

    @Test func aQuickSecondTapIsATouchDownRepeat() {
        let panel = Panel()
        panel.touch(.began, 150, 220, at: 0)
        panel.touch(.ended, 150, 220, at: 0.0625)
        panel.touch(.began, 152, 221, at: 0.25)
        panel.touch(.ended, 152, 221, at: 0.3125)
        #expect(panel.events.names == ["down", "upInside", "down", "downRepeat", "upInside"])
    }

    @Test func aControlsTapBeatsASingleTapRecognizerBehindIt() {
        let panel = Panel()
        var taps = 0
        panel.backdrop.addGestureRecognizer(UITapGestureRecognizer { _ in taps += 1 })
        panel.touch(.began, 150, 220, at: 0)
        panel.touch(.ended, 150, 220, at: 0.0625)
        #expect(panel.events.names == ["down", "upInside"] && taps == 0)
        panel.touch(.began, 20, 20, at: 1)
        panel.touch(.ended, 20, 20, at: 1.0625)
        #expect(taps == 1)
    }

    @Test func aPanBehindTheControlCancelsItsTouch() {
        let panel = Panel()
        var pans = 0
        panel.backdrop.addGestureRecognizer(UIPanGestureRecognizer { if $0.state == .began { pans += 1 } })
        panel.touch(.began, 150, 220, at: 0)
        panel.touch(.moved, 180, 220, at: 0.125)
        panel.touch(.ended, 180, 220, at: 0.25)
        #expect(pans == 1)
        #expect(panel.events.names == ["down", "cancel"])
        #expect(panel.knob.log == ["beginTracking", "cancelTracking"])
        #expect(!panel.knob.isHighlighted)
    }

    @Test func actionsAreKeptOnePerIdentifierAndRemovedByEvent() {
        let control = UIControl(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var calls: [String] = []
        let id = UIAction.Identifier("save")
        control.addAction(UIAction(identifier: id) { _ in calls.append("first") }, for: .valueChanged)
        control.addAction(UIAction(identifier: id) { _ in calls.append("second") }, for: .primaryActionTriggered)
        control.sendActions(for: .valueChanged)
        control.sendActions(for: .primaryActionTriggered)
        #expect(calls == ["second", "second"])
        control.removeAction(identifiedBy: id, for: .valueChanged)
        control.sendActions(for: .valueChanged)
        #expect(calls == ["second", "second"])
        #expect(control.allControlEvents == .primaryActionTriggered)

        var owner: UIView? = UIView()
        var events: [Bool] = []
        control.addTarget(owner, action: { _, event in events.append(event == nil) }, for: .valueChanged)
        control.sendActions(for: .valueChanged)
        owner = nil
        control.sendActions(for: .valueChanged)
        #expect(events == [true] && owner == nil)
        control.removeTarget(nil, for: .allEvents)
        #expect(control.allControlEvents == .primaryActionTriggered)

        let primary = UIControl(frame: .zero, primaryAction: UIAction(title: "Go") { _ in calls.append("go") })
        primary.sendActions(for: .primaryActionTriggered)
        #expect(calls.last == "go")
    }

    @Test func eventsAndStatesHaveUIKitsRawValues() {
        #expect(UIControl.Event.touchDown.rawValue == 1 && UIControl.Event.touchUpInside.rawValue == 64)
        #expect(UIControl.Event.touchCancel.rawValue == 256 && UIControl.Event.valueChanged.rawValue == 4096)
        #expect(UIControl.Event.primaryActionTriggered.rawValue == 8192 && UIControl.Event.allTouchEvents.rawValue == 0xFFF)
        #expect(UIControl.State.highlighted.rawValue == 1 && UIControl.State.disabled.rawValue == 2)
        #expect(UIControl.State.selected.rawValue == 4 && UIControl.State.focused.rawValue == 8)
        #expect(UITouch.Phase.cancelled.rawValue == 4 && UIGestureRecognizer.State.failed.rawValue == 5)
        #expect(UIGestureRecognizer.State.recognized == .ended)
        #expect(UISwipeGestureRecognizer.Direction.down.rawValue == 8 && UIRectEdge.right.rawValue == 8)
    }
}

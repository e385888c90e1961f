import CoreGraphics
import Foundation

/// A view that turns a finger's touch into events (touch down, drag, touch up inside
/// …) and runs the actions added for them: the base of buttons, switches and sliders.
///
/// It follows one finger at a time. The finger counts as inside while it is within
/// the bounds grown by `touchTolerance` on every side, as in UIKit; the control is
/// highlighted while the finger is down and inside. A disabled control tracks
/// nothing and passes touches up the responder chain.
///
/// Actions are `UIAction`s or closures: `addTarget(_:action:for:)` takes a closure
/// given the control (as its own type) and the event instead of UIKit's selector; a
/// closure added with a target is skipped once the target is gone.
@preconcurrency @MainActor open class UIControl: UIView {
    /// Points around the bounds within which a finger still counts as inside.
    public static let touchTolerance: CGFloat = 70

    open var isEnabled = true {
        didSet {
            if oldValue && !isEnabled { isHighlighted = false }
            if oldValue != isEnabled { stateDidChange() }
        }
    }

    open var isSelected = false {
        didSet { if oldValue != isSelected { stateDidChange() } }
    }

    /// True while a finger is down and inside.
    open var isHighlighted = false {
        didSet { if oldValue != isHighlighted { stateDidChange() } }
    }

    /// Whether the control is following a finger (as `beginTracking` and `continueTracking` allow).
    public private(set) var isTracking = false
    /// Whether the followed finger is inside.
    public private(set) var isTouchInside = false

    /// What the control shows, from `isEnabled`, `isHighlighted` and `isSelected`.
    open var state: State {
        var state = State.normal
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    /// The finger being followed.
    private var trackedTouch: UITouch?
    private var handlers: [Handler] = []

    /// A control that runs `primaryAction` for `.primaryActionTriggered`.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// What a finger lifting inside sends: `.touchUpInside`, and for a control whose
    /// main action is a tap (a button) `.primaryActionTriggered` too.
    var touchUpInsideEvents: Event { .touchUpInside }

    /// Called whenever `state` changed, so that a subclass can redraw (Kiosk's hook:
    /// UIKit controls use their own private one). The default does nothing.
    open func stateDidChange() {}

    // MARK: Tracking (override points)

    /// A finger touched down; return false to stop getting `continueTracking` calls.
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// The finger moved; return false to stop getting these calls.
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// The finger lifted.
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
    /// The touch was cancelled.
    open func cancelTracking(with event: UIEvent?) {}

    // MARK: Touches

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, trackedTouch == nil, let touch = touches.first else {
            if !isEnabled { super.touchesBegan(touches, with: event) }
            return
        }
        trackedTouch = touch
        isTouchInside = isInside(touch)
        isHighlighted = isTouchInside
        isTracking = beginTracking(touch, with: event)
        sendActions(for: touch.tapCount > 1 ? [.touchDown, .touchDownRepeat] : .touchDown, with: event)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackedTouch, touches.contains(touch) else {
            if trackedTouch == nil { super.touchesMoved(touches, with: event) }
            return
        }
        guard isEnabled else { return }
        let wasInside = isTouchInside
        isTouchInside = isInside(touch)
        isHighlighted = isTouchInside
        if isTracking { isTracking = continueTracking(touch, with: event) }
        let drag: Event = switch (wasInside, isTouchInside) {
        case (true, true): .touchDragInside
        case (false, true): .touchDragEnter
        case (true, false): .touchDragExit
        case (false, false): .touchDragOutside
        }
        sendActions(for: drag, with: event)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackedTouch, touches.contains(touch) else {
            if trackedTouch == nil { super.touchesEnded(touches, with: event) }
            return
        }
        trackedTouch = nil
        guard isEnabled else { return }
        let inside = isInside(touch)
        isTouchInside = false
        isHighlighted = false
        endTracking(touch, with: event)
        isTracking = false
        sendActions(for: inside ? touchUpInsideEvents : .touchUpOutside, with: event)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackedTouch, touches.contains(touch) else {
            if trackedTouch == nil { super.touchesCancelled(touches, with: event) }
            return
        }
        trackedTouch = nil
        guard isEnabled else { return }
        isTouchInside = false
        isHighlighted = false
        cancelTracking(with: event)
        isTracking = false
        sendActions(for: .touchCancel, with: event)
    }

    /// A control's own tap wins over a single-tap recognizer of a view behind it, as in UIKit.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard gestureRecognizer.view !== self, let tap = gestureRecognizer as? UITapGestureRecognizer else { return true }
        return !(tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1)
    }

    private func isInside(_ touch: UITouch) -> Bool {
        bounds.insetBy(dx: -Self.touchTolerance, dy: -Self.touchTolerance).contains(touch.location(in: self))
    }

    // MARK: Actions

    /// Runs `action` for `controlEvents`. Actions are kept one per identifier: adding
    /// one with the identifier of an earlier one replaces it, keeping both's events.
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        if let i = handlers.firstIndex(where: { $0.action?.identifier == action.identifier }) {
            handlers[i].action = action
            handlers[i].events.formUnion(controlEvents)
        } else {
            handlers.append(Handler(events: controlEvents, action: action))
        }
    }

    /// Stops running `action` (any action with its identifier) for `controlEvents`.
    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    /// Stops running the action with `actionIdentifier` for `controlEvents`.
    open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
        remove(controlEvents) { $0.action?.identifier == actionIdentifier }
    }

    /// Calls `action` with the control and the touch event (nil when sent from code)
    /// for `controlEvents`, while `target`, if given, exists.
    @preconcurrency open func addTarget(_ target: AnyObject?, action: @escaping @MainActor (Self, UIEvent?) -> Void, for controlEvents: Event) {
        handlers.append(Handler(events: controlEvents, target: target, hasTarget: target != nil) { control, event in
            action(control as! Self, event)
        })
    }

    /// Stops calling the closures added with `target` (every closure for nil) for `controlEvents`.
    open func removeTarget(_ target: AnyObject?, for controlEvents: Event) {
        remove(controlEvents) { $0.action == nil && (target == nil || $0.target === target) }
    }

    /// Every event some action or closure is added for.
    open var allControlEvents: Event { handlers.reduce(into: []) { $0.formUnion($1.events) } }

    /// Runs the actions and closures added for any of `controlEvents`, in the order added.
    open func sendActions(for controlEvents: Event) { sendActions(for: controlEvents, with: nil) }

    /// Runs `action` with the control as its sender.
    open func sendAction(_ action: UIAction) { action.perform(sender: self) }

    private func sendActions(for controlEvents: Event, with event: UIEvent?) {
        for handler in handlers where !handler.events.isDisjoint(with: controlEvents) {
            if let action = handler.action {
                sendAction(action)
            } else if !handler.hasTarget || handler.target != nil {
                handler.closure?(self, event)
            }
        }
    }

    private func remove(_ controlEvents: Event, where matches: (Handler) -> Bool) {
        for i in handlers.indices where matches(handlers[i]) { handlers[i].events.subtract(controlEvents) }
        handlers.removeAll { $0.events.isEmpty }
    }

    /// One added action or closure and the events it runs for.
    private struct Handler {
        var events: Event
        var action: UIAction?
        weak var target: AnyObject?
        var hasTarget = false
        var closure: (@MainActor (UIControl, UIEvent?) -> Void)?

        init(events: Event, action: UIAction) {
            self.events = events
            self.action = action
        }

        init(events: Event, target: AnyObject?, hasTarget: Bool, closure: @escaping @MainActor (UIControl, UIEvent?) -> Void) {
            self.events = events
            self.target = target
            self.hasTarget = hasTarget
            self.closure = closure
        }
    }
}

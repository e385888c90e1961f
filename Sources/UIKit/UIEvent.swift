import Foundation

/// A change to the fingers on a window: the same object is sent for every change,
/// carrying every finger that is down (and any lifting now), as UIKit does.
@preconcurrency @MainActor open class UIEvent {
    /// The kinds of event UIKit has, with its raw values; Kiosk sends only `.touches`.
    public enum EventType: Int, Sendable {
        case touches, motion, remoteControl, presses
    }

    /// The kind of event.
    open var type: EventType { .touches }
    /// When the event happened (seconds on `CACurrentMediaTime()`'s clock).
    public internal(set) var timestamp: TimeInterval = 0
    /// The fingers down on the window, and those lifting in this event.
    var touches: Set<UITouch> = []

    init() {}

    /// Every touch of the event.
    open var allTouches: Set<UITouch>? { touches }

    /// The touches that began in `view`.
    open func touches(for view: UIView) -> Set<UITouch>? { touches.filter { $0.view === view } }

    /// The touches on `window`.
    open func touches(for window: UIWindow) -> Set<UITouch>? { touches.filter { $0.window === window } }

    /// The touches `gesture` is following.
    open func touches(for gesture: UIGestureRecognizer) -> Set<UITouch>? {
        touches.filter { touch in gesture.trackedTouches.contains { $0 === touch } }
    }
}

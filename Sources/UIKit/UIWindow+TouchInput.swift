import CoreGraphics
import Foundation

@_spi(KioskRuntime) extension UIWindow {
    /// Delivers finger `finger`'s touch at `location` (window points) in `phase`
    /// (.began, .moved, .ended or .cancelled) at `timestamp` (CACurrentMediaTime()).
    public func injectTouch(finger: Int, phase: UITouch.Phase, at location: CGPoint, timestamp: TimeInterval) {
        touchDelivery.inject(finger: finger, phase: phase, at: location, timestamp: timestamp, in: self)
    }

    /// Delivers `touch` (see `injectTouch(finger:phase:at:timestamp:)`).
    public func injectTouch(_ touch: WindowTouch) {
        injectTouch(finger: touch.finger, phase: touch.phase, at: touch.location, timestamp: touch.timestamp)
    }

    /// When a gesture recognizer gives up unless a touch comes first (a double tap
    /// waiting for its second tap, a swipe that is too slow), or nil: the runtime
    /// calls `expireGestureTimeouts(at:)` once this time has come.
    public var nextGestureTimeout: TimeInterval? { touchDelivery.nextDeadline }

    /// Whether something moves at every main-loop turn (a scroll view coasting,
    /// springing back or easing to an offset): the turns are not idle until it stops,
    /// even when no Core Animation animation runs.
    public var hasMotionInProgress: Bool { !frameSteppers.isEmpty }

    /// Whether a finger is down on the window (began, not yet ended or cancelled).
    public var hasTouchesDown: Bool { touchDelivery.hasFingersDown }

    /// Lets recognizers whose time ran out by `timestamp` fail, so that those
    /// waiting on them (a single tap that requires a double tap to fail) recognize.
    public func expireGestureTimeouts(at timestamp: TimeInterval) {
        touchDelivery.expireDeadlines(at: timestamp)
    }
}

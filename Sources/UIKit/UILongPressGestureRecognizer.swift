import CoreGraphics
import Foundation

/// Recognizes fingers held still (a continuous gesture): it begins once
/// `numberOfTouchesRequired` fingers have stayed down `minimumPressDuration` seconds
/// within `allowableMovement` points of where they landed (after `numberOfTapsRequired`
/// taps, if any), changes as they move, and ends when a finger lifts. Moving too far,
/// lifting or a wrong count of fingers before it begins makes it fail.
@preconcurrency @MainActor open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// Seconds the fingers must be held (0.5, as in UIKit).
    open var minimumPressDuration: TimeInterval = 0.5
    /// Fingers that must be held.
    open var numberOfTouchesRequired = 1
    /// Full taps before the press (0: none).
    open var numberOfTapsRequired = 0
    /// Points a finger may move before the press begins (10, as in UIKit).
    open var allowableMovement: CGFloat = 10

    /// Taps completed before the press.
    private var tapsCompleted = 0
    /// Whether the fingers of the current touch are down long enough to be the press.
    private var pressing = false

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        if trackedTouches.count > numberOfTouchesRequired {
            state = .failed
        } else if trackedTouches.count == numberOfTouchesRequired {
            pressing = tapsCompleted >= numberOfTapsRequired
            deadline = event.timestamp + (pressing ? minimumPressDuration : UITapGestureRecognizer.maximumTapDuration)
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .possible:
            if touches.contains(where: movedTooFar) { state = .failed }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .began, .changed:
            state = .ended
        case .possible:
            // A finger lifted before the press began: a tap leading up to it, or a failure.
            guard !pressing, !touches.contains(where: movedTooFar), trackedTouches.allSatisfy({ touches.contains($0) }) else {
                state = .failed
                return
            }
            tapsCompleted += 1
            deadline = event.timestamp + UITapGestureRecognizer.maximumIntervalBetweenTaps
        default:
            break
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = state == .began || state == .changed ? .cancelled : .failed
    }

    /// The press held long enough begins; any other wait running out (a tap too long,
    /// the next tap too late) fails.
    override func deadlineExpired() {
        if pressing, state == .possible, pendingState == nil, trackedTouches.count == numberOfTouchesRequired {
            state = .began
        } else {
            super.deadlineExpired()
        }
    }

    open override func reset() {
        tapsCompleted = 0
        pressing = false
    }

    private func movedTooFar(_ touch: UITouch) -> Bool {
        touch.startWindowLocation.distance(to: touch.windowLocation) > allowableMovement
    }
}

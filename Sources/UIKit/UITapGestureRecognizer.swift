import CoreGraphics
import Foundation

/// Recognizes `numberOfTapsRequired` taps of `numberOfTouchesRequired` fingers (a
/// discrete gesture). It fails when a finger moves more than `allowableMovement`, a
/// tap lasts longer than `maximumTapDuration`, the next tap does not begin within
/// `maximumIntervalBetweenTaps` or lands more than `allowableMovement` from the
/// first, or more fingers come down than required.
@preconcurrency @MainActor open class UITapGestureRecognizer: UIGestureRecognizer {
    open var numberOfTapsRequired = 1
    open var numberOfTouchesRequired = 1

    /// Points a finger may move during a tap, and a later tap may land from the first.
    public static let allowableMovement: CGFloat = TapCounter.maximumDistance
    /// Seconds from a tap's first finger down to its last finger up.
    public static let maximumTapDuration: TimeInterval = 0.75
    /// Seconds from one tap's lift to the next tap's first finger down.
    public static let maximumIntervalBetweenTaps: TimeInterval = TapCounter.maximumInterval

    private var tapsCompleted = 0
    private var fingersInTap = 0
    private var firstTapLocations: [CGPoint] = []

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if fingersInTap == 0 { deadline = event.timestamp + Self.maximumTapDuration }
        for touch in touches {
            if tapsCompleted == 0 {
                firstTapLocations.append(touch.startWindowLocation)
            } else if !firstTapLocations.contains(where: { $0.distance(to: touch.startWindowLocation) <= Self.allowableMovement }) {
                state = .failed
                return
            }
        }
        fingersInTap += touches.count
        if fingersInTap > numberOfTouchesRequired { state = .failed }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        if touches.contains(where: movedTooFar) { state = .failed }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if touches.contains(where: movedTooFar) {
            state = .failed
            return
        }
        guard trackedTouches.allSatisfy({ touches.contains($0) }) else { return }
        guard fingersInTap == numberOfTouchesRequired else {
            state = .failed
            return
        }
        tapsCompleted += 1
        fingersInTap = 0
        if tapsCompleted >= numberOfTapsRequired {
            state = .ended
        } else {
            deadline = event.timestamp + Self.maximumIntervalBetweenTaps
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) { state = .failed }

    open override func reset() {
        tapsCompleted = 0
        fingersInTap = 0
        firstTapLocations = []
    }

    private func movedTooFar(_ touch: UITouch) -> Bool {
        touch.startWindowLocation.distance(to: touch.windowLocation) > Self.allowableMovement
    }
}

import QuartzCore

/// Calls back once `seconds` of media time have passed, at the first frame that shows
/// that moment: an animation that changes nothing (additive, by zero) on `layer`,
/// whose stop is the signal — so it runs on the render clock (virtual in tests) and
/// costs the main thread nothing meanwhile. Without a layer or time (nothing is drawn) it
/// calls back at the next delivery of animation callbacks. A timer started again under
/// the same `key` on the same layer replaces the one before, which then calls back
/// early: callers that restart one check that the call is still wanted.
@MainActor final class MediaTimer: CAAnimationDelegate {
    private let action: @MainActor () -> Void

    private init(action: @escaping @MainActor () -> Void) { self.action = action }

    static func start(after seconds: CFTimeInterval, on layer: CALayer?, key: String,
                      action: @escaping @MainActor () -> Void) {
        guard let layer, seconds > 0 else {
            CATransaction.begin()
            CATransaction.setCompletionBlock(action)
            CATransaction.commit()
            return
        }
        let timer = CABasicAnimation(keyPath: "opacity")
        timer.fromValue = 0
        timer.toValue = 0
        timer.isAdditive = true
        timer.duration = seconds
        timer.delegate = MediaTimer(action: action)
        layer.add(timer, forKey: key)
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { action() }
}

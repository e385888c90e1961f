import CoreGraphics
@testable import QuartzCore
import Raster

/// Runs `body` on a virtual media clock starting at `start`, so that commits, begin
/// times and `presentation()` all read the test's time.
@MainActor func withVirtualClock(at start: CFTimeInterval = 100, _ body: (VirtualMediaClock) throws -> Void) rethrows {
    let clock = VirtualMediaClock(startingAt: start)
    try MediaClocks.withClock(clock) { try body(clock) }
}

/// Records delegate calls as "start" and "stop(true)" / "stop(false)".
@MainActor final class DelegateLog: CAAnimationDelegate {
    var calls: [String] = []
    func animationDidStart(_ anim: CAAnimation) { calls.append("start") }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { calls.append("stop(\(flag))") }
}

/// A layer tree on an offscreen renderer: `root` fills the renderer, `layer` is a
/// standalone 10×10 sublayer at (0, 0).
@MainActor struct Stage {
    let renderer: CARenderer
    let root = CALayer()
    let layer = CALayer()

    init(width: Int = 100, height: Int = 100) {
        renderer = CARenderer(width: width, height: height, kernels: .scalar)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        root.frame = CGRect(x: 0, y: 0, width: width, height: height)
        layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        root.addSublayer(layer)
        CATransaction.commit()
        renderer.layer = root
    }

    /// Sets the clock to `t` and renders the frame shown then.
    func render(at t: CFTimeInterval, _ clock: VirtualMediaClock) {
        clock.set(to: t)
        renderer.render(atTime: t)
    }

    /// The presented value of the layer at `t` (setting the clock to `t`).
    func presented(at t: CFTimeInterval, _ clock: VirtualMediaClock) -> CALayer {
        clock.set(to: t)
        return layer.presentation()!
    }
}

@MainActor func basic(_ keyPath: String, from: Any?, to: Any?, duration: CFTimeInterval = 1) -> CABasicAnimation {
    let a = CABasicAnimation(keyPath: keyPath)
    a.fromValue = from
    a.toValue = to
    a.duration = duration
    return a
}

func close(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-9) -> Bool { abs(a - b) <= tolerance }

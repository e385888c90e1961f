import CoreGraphics
import Foundation
@_spi(KioskRuntime) import QuartzCore

/// An interaction controller that scrubs a transition's animations by a fraction:
/// it runs the animator's `animateTransition(using:)` with the container's layer
/// frozen (`speed` 0), and `update(_:)` moves the layer's `timeOffset` to
/// fraction × duration — layer time does the scrubbing, so any animator written with
/// `UIView.animate` works interactively.
///
/// `finish()` lets the container's time run on from there to the end, paced by
/// `completionCurve`, so the animations end (finished) after (1 − fraction) ×
/// duration / completionSpeed seconds and the animator completes the transition.
/// `cancel()` runs the container's time back to 0 the same way; the animations are removed (their
/// completions hear finished = false, and the animator calls
/// `completeTransition(false)`, which puts the views back) at the first frame at least
/// fraction × duration / completionSpeed − 1/60 s later — one 60 Hz frame early, so
/// that no frame shows the container's time gone below 0, where the animations would
/// no longer apply and the views would flash at their end state.
///
/// The curve shapes the container's own time (a `TimeEasing` on its layer): the rest
/// of each animation plays along its own curve, in time that eases as Apple's does.
@preconcurrency @MainActor open class UIPercentDrivenInteractiveTransition: UIViewControllerInteractiveTransitioning {
    /// How fast the rest plays after `finish()` or `cancel()` (1 = real time; must be > 0).
    open var completionSpeed: CGFloat = 1
    /// How the rest is paced in time after `finish()` or `cancel()`.
    open var completionCurve: UIView.AnimationCurve = .easeInOut
    open var wantsInteractiveStart = true
    /// The last fraction given to `update(_:)`.
    open private(set) var percentComplete: CGFloat = 0

    /// One frame of a 60 Hz display: how early a cancelled transition's end is called.
    static let frameInterval: CFTimeInterval = 1.0 / 60
    /// The transition being driven, until `finish()` or `cancel()` lets it go.
    private var context: (any UIViewControllerContextTransitioning)?
    /// The animations under the container before the animator ran: a cancel leaves them be.
    private var earlierAnimations: Set<ObjectIdentifier> = []

    public init() {}

    /// The animator's duration, taken when the transition starts (0 before).
    open private(set) var duration: CGFloat = 0

    /// Freezes the container and lets the animator set up its animations at fraction 0.
    /// The context must come from UIKit (a navigation controller or a presentation), which
    /// knows the animator.
    open func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        context = transitionContext
        let animator = (transitionContext as? ViewControllerTransitionContext)?.animator
        duration = animator?.transitionDuration(using: transitionContext) ?? 0
        percentComplete = 0
        earlierAnimations = Set(Self.layers(under: transitionContext.containerView.layer)
            .flatMap(\.attachedAnimations).map(ObjectIdentifier.init))
        setTiming(speed: 0, timeOffset: 0)
        animator?.animateTransition(using: transitionContext)
        // Commit now, so the animations begin at the frozen time 0 whatever update() says next.
        CATransaction.flush()
    }

    /// Shows the transition at `percentComplete` (clamped to 0…1).
    open func update(_ percentComplete: CGFloat) {
        guard let context, context.isInteractive else { return }
        let fraction = min(max(percentComplete, 0), 1)
        self.percentComplete = fraction
        setTiming(speed: 0, timeOffset: fraction * duration)
        context.updateInteractiveTransition(fraction)
    }

    /// Plays the rest of the transition forwards; it completes when the animations end.
    open func finish() {
        guard let context, context.isInteractive else { return }
        context.finishInteractiveTransition()
        resume(to: duration)
        self.context = nil
        earlierAnimations = []
    }

    /// Plays the transition backwards to its start, then cancels it.
    open func cancel() {
        guard let context, context.isInteractive else { return }
        context.cancelInteractiveTransition()
        let container = context.containerView
        let rest = percentComplete * duration / max(completionSpeed, .ulpOfOne)
        resume(to: 0)
        let earlier = earlierAnimations
        MediaTimer.start(after: rest - Self.frameInterval, on: container.superview?.layer,
                         key: "UIPercentDrivenInteractiveTransition.reversal") {
            Self.stopAnimations(in: container.layer, keeping: earlier)
        }
        self.context = nil
        earlierAnimations = []
    }

    /// Lets the container's time run from where it is frozen to `end`, taking
    /// |end − now| / completionSpeed seconds on `completionCurve`.
    private func resume(to end: CFTimeInterval) {
        guard let layer = context?.containerView.layer else { return }
        let now = layer.superlayer?.convertTime(CACurrentMediaTime(), from: nil) ?? CACurrentMediaTime()
        let from = percentComplete * duration
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.timeEasing = TimeEasing(start: now, duration: abs(end - from) / max(completionSpeed, .ulpOfOne),
                                      from: from, to: end,
                                      function: CAMediaTimingFunction(name: completionCurve.timingFunctionName))
        CATransaction.commit()
    }

    private func setTiming(speed: Float, timeOffset: CFTimeInterval) {
        context?.containerView.layer.setTimeline(speed: speed, timeOffset: timeOffset)
    }

    /// Removes the transition's animations under `layer` (those not in `earlier`): a
    /// cancelled transition has played back to its start, where the animations'
    /// completions hear finished = false. Animations the app was already running there stay.
    private static func stopAnimations(in layer: CALayer, keeping earlier: Set<ObjectIdentifier>) {
        layer.setTimeline()
        for each in layers(under: layer) {
            each.removeAnimations { !earlier.contains(ObjectIdentifier($0)) }
        }
    }

    /// `layer` and every layer below it.
    private static func layers(under layer: CALayer) -> [CALayer] {
        var found: [CALayer] = [], pending = [layer]
        while let next = pending.popLast() {
            found.append(next)
            pending.append(contentsOf: next.sublayers ?? [])
        }
        return found
    }
}

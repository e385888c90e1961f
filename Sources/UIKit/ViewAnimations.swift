import CoreGraphics
import Foundation
@_spi(KioskRuntime) import QuartzCore

/// The animation blocks that are open, and what turns their property changes into
/// Core Animation animations when each closes.
@MainActor enum ViewAnimations {
    private static var stack: [ViewAnimationBlock] = []
    /// `UIView.setAnimationsEnabled(_:)`.
    static var isEnabled = true

    /// The innermost open block.
    static var current: ViewAnimationBlock? { stack.last }

    static func open(_ block: ViewAnimationBlock) { stack.append(block) }

    /// The action for a change of `key` on `view`'s layer: inside an enabled block, one
    /// that records the change for the block; otherwise none (a view's layer never
    /// animates by itself).
    static func action(for view: UIView, key: String) -> CAAction {
        guard isEnabled, let block = current, type(of: view.layer).defaultAction(forKey: key) != nil else { return NSNull() }
        return ChangeRecorder(block: block, view: view, modelValue: view.layer.value(forKeyPath: key))
    }

    /// Closes the innermost block: lays out if asked, then adds an animation for every
    /// change and transition, all reporting to one tracker that calls the block's
    /// will-start, did-stop and completion callbacks.
    static func closeCurrent() {
        guard let block = stack.last else { return }
        if block.laysOutSubviews {
            for change in block.changes { change.view.layoutIfNeeded() }
        }
        stack.removeLast()
        if let collector = block.collector {
            collector(block.changes)
            return
        }
        let tracker = BlockTracker(block)
        block.noteKeyframeValues()
        for change in block.changes {
            let start = block.beginsFromCurrentState ? change.presentedValue : change.modelValue
            let animation: CAAnimation
            if block.calculationMode != nil {
                animation = block.makeKeyframeAnimation(for: change, from: start)
            } else {
                let basic = block.makeAnimation(keyPath: change.key)
                basic.fromValue = start
                animation = basic
            }
            add(animation, to: change.view, forKey: change.key, in: block, tracker: tracker)
        }
        for (view, transition, cache) in block.transitions {
            guard let animation = transition.options.makeTransition(duration: block.duration) else { continue }
            animation.rendersLiveContent = !cache
            add(animation, to: view, forKey: kCATransition, in: block, tracker: tracker)
        }
        tracker.sealed()
    }

    /// Applies the block's timing to `animation` and adds it to `view`'s layer.
    private static func add(_ animation: CAAnimation, to view: UIView, forKey key: String,
                            in block: ViewAnimationBlock, tracker: BlockTracker) {
        animation.duration = block.duration
        animation.timingFunction = block.timingFunction
        animation.repeatCount = block.repeatCount
        animation.autoreverses = block.autoreverses
        if block.delay > 0 {
            animation.beginTime = view.layer.convertTime(CACurrentMediaTime(), from: nil) + block.delay
            animation.fillMode = .backwards
        }
        let ignoresTouches = !block.allowsUserInteraction
        if ignoresTouches { view.animationsIgnoringTouches += 1 }
        animation.delegate = tracker.delegate(for: view, ignoresTouches: ignoresTouches)
        view.layer.add(animation, forKey: key)
    }

    /// Runs `body` with animations disabled, restoring the setting afterwards.
    static func withoutAnimation(_ body: () -> Void) {
        let wasEnabled = isEnabled
        isEnabled = false
        defer { isEnabled = wasEnabled }
        body()
    }
}

/// The action a view's layer runs for a change inside an animation block: it hands
/// the change, with the values before it, to the block.
@MainActor private final class ChangeRecorder: CAAction {
    let block: ViewAnimationBlock
    let view: UIView
    let modelValue: Any?

    init(block: ViewAnimationBlock, view: UIView, modelValue: Any?) {
        self.block = block
        self.view = view
        self.modelValue = modelValue
    }

    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        block.record(.init(view: view, key: event, modelValue: modelValue, presentedValue: dict?["previousValue"]))
    }
}

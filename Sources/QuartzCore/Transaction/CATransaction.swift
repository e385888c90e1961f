import CoreGraphics

/// Groups layer changes so that they reach the screen together, and sets how the
/// animations they cause play.
///
/// Every change made outside an explicit transaction joins the implicit transaction,
/// committed at the end of the current main-loop turn. Transactions nest: an inner
/// one inherits the outer's settings until it sets its own, and commit restores the
/// outer's. Changes reach the render server when the outermost transaction commits.
///
/// Apple's transactions are per thread; Kiosk's layer tree is the main actor's, so this
/// is main-actor isolated, `@preconcurrency` so that Swift 5 helpers call it as they
/// call Apple's (checked on the main actor at run time, see `CALayer`).
@preconcurrency @MainActor open class CATransaction {
    /// Opens a transaction.
    public class func begin() { Transaction.begin() }

    /// Closes the innermost transaction; the outermost sends its changes to the render server.
    public class func commit() { Transaction.commit() }

    /// Commits the implicit transaction now instead of at the end of the main-loop
    /// turn (ignored while an explicit transaction is open), and delivers animation
    /// callbacks that are waiting.
    public class func flush() { Transaction.flush() }

    /// Kiosk's own: whether nothing waits — no transaction is open, no change waits to
    /// commit, no animation callback waits to be delivered (a harness skips idle time then).
    @_spi(KioskRuntime) public class var isIdle: Bool { Transaction.isIdle }

    /// Kept for source compatibility; the main actor already serialises layer changes.
    public class func lock() {}
    public class func unlock() {}

    /// The duration of animations added without one (0.25 s unless set).
    public class func animationDuration() -> CFTimeInterval { Transaction.setting(\.duration) ?? 0.25 }
    public class func setAnimationDuration(_ duration: CFTimeInterval) { Transaction.set(\.duration, duration) }

    /// The curve of animations added without one; nil (the default) means linear.
    public class func animationTimingFunction() -> CAMediaTimingFunction? { Transaction.setting(\.timingFunction) ?? nil }
    public class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) { Transaction.set(\.timingFunction, function) }

    /// Whether property changes skip their actions (no implicit animations).
    public class func disableActions() -> Bool { Transaction.setting(\.disableActions) ?? false }
    public class func setDisableActions(_ flag: Bool) { Transaction.set(\.disableActions, flag) }

    /// Called once every animation added in this transaction (and the ones nested in
    /// it) has stopped, or soon after commit when none was added.
    @preconcurrency public class func completionBlock() -> (@MainActor () -> Void)? { Transaction.currentCompletion }
    @preconcurrency public class func setCompletionBlock(_ block: (@MainActor () -> Void)?) { Transaction.currentCompletion = block }

    /// The settings by their Core Animation keys (`kCATransactionAnimationDuration` …).
    public class func value(forKey key: String) -> Any? {
        switch key {
        case kCATransactionAnimationDuration: animationDuration()
        case kCATransactionAnimationTimingFunction: animationTimingFunction()
        case kCATransactionDisableActions: disableActions()
        case kCATransactionCompletionBlock: completionBlock()
        default: Transaction.setting(\.values)?[key] ?? nil
        }
    }

    public class func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case kCATransactionAnimationDuration:
            if let d = AnimatableValue(value), case .number(let seconds) = d { setAnimationDuration(seconds) }
        case kCATransactionAnimationTimingFunction: setAnimationTimingFunction(value as? CAMediaTimingFunction)
        case kCATransactionDisableActions: setDisableActions(value as? Bool ?? false)
        case kCATransactionCompletionBlock: setCompletionBlock(value as? @MainActor () -> Void)
        default: Transaction.setValue(value, forKey: key)
        }
    }
}

public let kCATransactionAnimationDuration = "animationDuration"
public let kCATransactionAnimationTimingFunction = "animationTimingFunction"
public let kCATransactionDisableActions = "disableActions"
public let kCATransactionCompletionBlock = "completionBlock"

/// The presses of one change of the keys held on a window: every key down, and any
/// released now.
@preconcurrency @MainActor open class UIPressesEvent: UIEvent {
    var presses: Set<UIPress> = []

    override init() {}

    open override var type: EventType { .presses }

    /// Every press of the event.
    open var allPresses: Set<UIPress> { presses }

    /// The presses `gesture` receives: none (recognizers take touches only here).
    open func presses(for gesture: UIGestureRecognizer) -> Set<UIPress> { [] }
}

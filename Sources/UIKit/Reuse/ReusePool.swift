/// Views handed out again by reuse identifier, as table and collection views reuse
/// their cells and headers: a view put back waits in its identifier's queue; when none
/// waits, the maker registered for the identifier makes a new one.
@MainActor struct ReusePool<View: UIView> {
    private var makers: [String: () -> View] = [:]
    private var queues: [String: [View]] = [:]

    /// Makes views with `make` for `identifier` from now on (nil: none).
    mutating func register(_ make: (() -> View)?, for identifier: String) {
        makers[identifier] = make
    }

    /// A view waiting under `identifier` (`reused` true: the caller prepares it for
    /// reuse), else a new one from its maker, else nil.
    mutating func dequeue(_ identifier: String) -> (view: View, reused: Bool)? {
        if let view = queues[identifier]?.popLast() { return (view, true) }
        return makers[identifier].map { ($0(), false) }
    }

    /// Puts `view` in the queue of `identifier`, once.
    mutating func enqueue(_ view: View, as identifier: String) {
        if queues[identifier]?.contains(where: { $0 === view }) == true { return }
        queues[identifier, default: []].append(view)
    }
}

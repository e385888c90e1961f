/// Something that can handle events; views, view controllers and the application
/// form the responder chain through `next`. Equal only to itself, as NSObject is.
@preconcurrency @MainActor open class UIResponder: Hashable {
    public init() {}

    /// The next responder up the chain, or nil at its end.
    open var next: UIResponder? { nil }

    nonisolated public static func == (a: UIResponder, b: UIResponder) -> Bool { a === b }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    // MARK: Touches (each default passes the touches up the responder chain)

    /// Fingers touched down in the responder.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesBegan(touches, with: event) }

    /// Fingers that touched down in the responder moved.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesMoved(touches, with: event) }

    /// Fingers that touched down in the responder lifted.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesEnded(touches, with: event) }

    /// The touches will not continue here: the system, or a gesture recognizer that
    /// recognized them with `cancelsTouchesInView`, took them.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesCancelled(touches, with: event) }
}

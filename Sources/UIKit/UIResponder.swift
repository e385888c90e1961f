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

    // MARK: Presses (hardware keys; each default passes the presses up the responder chain)

    /// Keys went down while the responder was first responder (or on the way up from it).
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) { next?.pressesBegan(presses, with: event) }

    /// Held keys changed (keys have no pressure: Kiosk never sends this).
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) { next?.pressesChanged(presses, with: event) }

    /// Keys that went down here were released.
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) { next?.pressesEnded(presses, with: event) }

    /// Keys that went down here will not be released here: their keyboard went away.
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) { next?.pressesCancelled(presses, with: event) }

    // MARK: First responder (one per window; see UIResponder+FirstResponder.swift)

    /// Whether the responder can take the keyboard's input; false by default, true for
    /// text fields and editable text views.
    open var canBecomeFirstResponder: Bool { false }

    /// Whether the responder lets another become first responder; true by default.
    open var canResignFirstResponder: Bool { true }

    /// The view shown instead of the keyboard while the responder is first responder;
    /// nil (the keyboard) unless a subclass gives one. Text fields and views let it be set.
    open var inputView: UIView? { nil }

    /// A view shown on top of the keyboard (or `inputView`) while the responder is
    /// first responder, sliding with it; nil unless a subclass gives one.
    open var inputAccessoryView: UIView? { nil }

    /// Shows the first responder's `inputView` and `inputAccessoryView` anew, after
    /// they changed while it is first responder (at the end of the main-loop turn).
    open func reloadInputViews() {
        if let window = responderWindow, window.firstResponder === self { window.keyboardInput = nil }
    }

    /// Whether the responder is its window's first responder.
    open var isFirstResponder: Bool { responderWindow?.firstResponder === self }

    /// Makes the responder its window's first responder: false when it cannot become
    /// one, is in no window, or the current one will not resign. Subclasses that
    /// override this call super.
    @discardableResult
    open func becomeFirstResponder() -> Bool { takeFirstResponder() }

    /// Gives up being first responder; true when it is not one (any more). Subclasses
    /// that override this call super, or return false to stay first responder.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        releaseFirstResponder()
        return true
    }
}

/// The bookkeeping behind `becomeFirstResponder()` and `resignFirstResponder()`: each
/// window holds its first responder; a responder's window is that of the first view
/// on its responder chain (a view controller's is its view's superview's).
extension UIResponder {
    /// The window whose first responder this responder can be.
    var responderWindow: UIWindow? {
        var current: UIResponder? = self
        while let responder = current {
            if let view = responder as? UIView { return view.window }
            current = responder.next
        }
        return nil
    }

    /// Takes the window's first responder from whoever has it, if it can and they let go.
    func takeFirstResponder() -> Bool {
        guard canBecomeFirstResponder, let window = responderWindow else { return false }
        if window.firstResponder === self { return true }
        if let current = window.firstResponder {
            guard current.canResignFirstResponder, current.resignFirstResponder() else { return false }
            // A responder that said yes without calling super lets go all the same, as on iOS.
            if window.firstResponder === current { window.firstResponder = nil }
        }
        window.firstResponder = self
        return true
    }

    /// Clears the window's first responder if it is this responder.
    func releaseFirstResponder() {
        if let window = responderWindow, window.firstResponder === self { window.firstResponder = nil }
    }
}

extension UIView {
    /// `endEditing(_:)`: the first responder inside this view (the view itself or a
    /// subview) resigns, forced or asked.
    func resignFirstResponderInside(force: Bool) -> Bool {
        guard let window, let responder = window.firstResponder as? UIView, responder.isDescendant(of: self) else { return true }
        if force {
            window.forceResignation(of: responder)
            return true
        }
        guard responder.canResignFirstResponder else { return false }
        return responder.resignFirstResponder()
    }
}

extension UIWindow {
    /// Makes `responder` resign without asking (as when it leaves the window or
    /// `endEditing(true)` is called): `isForcingResignation` is true meanwhile, so a
    /// text field does not ask its delegate.
    func forceResignation(of responder: UIResponder) {
        let wasForcing = isForcingResignation
        isForcingResignation = true
        defer { isForcingResignation = wasForcing }
        _ = responder.resignFirstResponder()
        if firstResponder === responder { firstResponder = nil }
    }
}

extension UIWindow {
    /// Kiosk's own: the text input a physical keyboard types into — the first
    /// responder, when it adopts `UIKeyInput` (the on-screen keyboard's target too).
    @_spi(KioskRuntime) public var keyInput: (any UIKeyInput)? { firstResponder as? any UIKeyInput }
}

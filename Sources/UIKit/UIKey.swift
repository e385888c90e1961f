/// A key of a hardware keyboard, as a `UIPress` carries it: what it types, with and
/// without the modifiers held, which modifiers those are, and where the key is.
@preconcurrency @MainActor open class UIKey {
    /// What the key types with the modifiers held ("A" with shift); empty for keys
    /// that type nothing (arrows, modifiers, function keys).
    open private(set) var characters: String
    /// What the key types with no modifier ("a").
    open private(set) var charactersIgnoringModifiers: String
    open private(set) var modifierFlags: UIKeyModifierFlags
    /// The key's place on the keyboard, whatever the layout.
    open private(set) var keyCode: UIKeyboardHIDUsage

    /// Kiosk's own: the runtime makes keys from what its keyboard reads.
    @_spi(KioskRuntime) public init(characters: String, charactersIgnoringModifiers: String,
                                    modifierFlags: UIKeyModifierFlags, keyCode: UIKeyboardHIDUsage) {
        self.characters = characters
        self.charactersIgnoringModifiers = charactersIgnoringModifiers
        self.modifierFlags = modifierFlags
        self.keyCode = keyCode
    }
}

@_spi(KioskRuntime) import UIKit

/// How the board takes text (top-level `keyboard` and `keyboard-layout`): with the
/// on-screen keyboard, a physical one, or the on-screen one unless a physical keyboard
/// is plugged in; the on-screen keyboard's letters; a physical keyboard's keymap and
/// key repeat (`keymap`, `keymap-variant`, `key-repeat-delay`, `key-repeat-rate`).
public struct BoardKeyboard: Sendable, Equatable {
    /// The `keyboard` key's values.
    public enum Kind: String, Sendable, CaseIterable {
        case onScreen = "on-screen", physical, auto
    }

    public var kind = Kind.auto
    /// The on-screen keyboard's letters (`keyboard-layout`).
    @_spi(KioskRuntime) public var layout = OnScreenKeyboardLayout.en
    /// A physical keyboard's keymap (`keymap`, `keymap-variant`).
    public var keymap = KeymapName()
    /// How its held keys repeat (`key-repeat-delay`, `key-repeat-rate`).
    public var keyRepeat = KeyRepeatSettings()

    public init() {}

    /// Whether a text input becoming first responder brings up the on-screen keyboard.
    /// `physical` never does; `auto` does while no physical keyboard is there
    /// (`KeyDispatcher` also takes it down once a plugged-in keyboard types).
    public func showsOnScreenKeyboard(physicalKeyboardPresent: Bool) -> Bool {
        switch kind {
        case .onScreen: true
        case .physical: false
        case .auto: !physicalKeyboardPresent
        }
    }

    /// Whether a full keyboard is plugged in: an input device udev tags
    /// `ID_INPUT_KEYBOARD=1` (a board's power and volume buttons are only `ID_INPUT_KEY`).
    public static func physicalKeyboardPresent() -> Bool { hasFullKeyboard(InputDeviceSurvey.devices().1) }

    /// Whether `devices` include a full keyboard (udev's `ID_INPUT_KEYBOARD=1`).
    static func hasFullKeyboard(_ devices: [InputDeviceSurvey.Device]) -> Bool {
        devices.contains { $0.udevProperties["ID_INPUT_KEYBOARD"] == "1" }
    }

    /// Sets `window` up for this board: whether it shows the on-screen keyboard, and its letters.
    @MainActor public func apply(to window: UIWindow, physicalKeyboardPresent: Bool) {
        window.showsOnScreenKeyboard = showsOnScreenKeyboard(physicalKeyboardPresent: physicalKeyboardPresent)
        window.onScreenKeyboardLayout = layout
    }
}

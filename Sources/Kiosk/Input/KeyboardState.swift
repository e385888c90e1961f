import CXKBCommon
@_spi(KioskRuntime) import UIKit

/// One seat's keyboard state on an `XKBKeymap`: which modifiers are held or locked
/// (shift, caps lock, AltGr…), and what each key typed means under them. Keys are evdev
/// codes (KEY_A is 30), as libinput reports them.
final class KeyboardState {
    let keymap: XKBKeymap
    /// The xkb_state.
    private let state: OpaquePointer

    /// A key as UIKit's `UIKey` describes it.
    struct Key: Equatable {
        var characters: String
        var charactersIgnoringModifiers: String
        var modifierFlags: UIKeyModifierFlags
        var keyCode: UIKeyboardHIDUsage
    }

    /// What one key press means.
    struct Press: Equatable {
        /// What the key does to the text input; nil for modifiers, function keys, and
        /// keys pressed with Control, Alt or the logo key (shortcuts, not text).
        var action: KeyAction?
        /// Whether holding it repeats its action (never a modifier's).
        var repeats: Bool
    }

    init(keymap: XKBKeymap) {
        self.keymap = keymap
        state = xkb_state_new(keymap.keymap)
    }

    deinit { xkb_state_unref(state) }

    /// xkb's code for evdev key `code`: the evdev rules' keycodes are the kernel's plus 8.
    private static func keycode(_ code: UInt32) -> xkb_keycode_t { code + 8 }

    /// Takes in a press of `code` and says what it means under the modifiers held before it.
    func press(_ code: UInt32) -> Press {
        let key = Self.keycode(code)
        let action = action(of: key)
        xkb_state_update_key(state, key, XKB_KEY_DOWN)
        return Press(action: action, repeats: action != nil && xkb_keymap_key_repeats(keymap.keymap, key) != 0)
    }

    /// Takes in the release of `code`.
    func release(_ code: UInt32) {
        xkb_state_update_key(state, Self.keycode(code), XKB_KEY_UP)
    }

    /// Evdev key `code` as a `UIKey` describes it under the modifiers in effect now:
    /// what it types (control characters included, "\r" for return), what it types on
    /// its first level, the modifiers, and its HID usage.
    func key(_ code: UInt32) -> Key {
        let key = Self.keycode(code)
        let usage = EvdevKeyUsage.usage(of: code)
        var flags: UIKeyModifierFlags = (83...99).contains(usage.rawValue) || usage == .keypadEqualSign ? .numericPad : []
        let modifiers: [(String, UIKeyModifierFlags)] = [(XKB_MOD_NAME_SHIFT, .shift), (XKB_MOD_NAME_CAPS, .alphaShift),
                                                         (XKB_MOD_NAME_CTRL, .control), (XKB_MOD_NAME_ALT, .alternate),
                                                         (XKB_MOD_NAME_LOGO, .command)]
        for (name, flag) in modifiers where xkb_state_mod_name_is_active(state, name, XKB_STATE_MODS_EFFECTIVE) > 0 {
            flags.insert(flag)
        }
        return Key(characters: text(of: key), charactersIgnoringModifiers: firstLevelText(of: key), modifierFlags: flags, keyCode: usage)
    }

    /// What `key` types with no modifier: its first keysym on the first level.
    private func firstLevelText(of key: xkb_keycode_t) -> String {
        var symbols: UnsafePointer<xkb_keysym_t>?
        guard xkb_keymap_key_get_syms_by_level(keymap.keymap, key, 0, 0, &symbols) > 0, let symbol = symbols?.pointee else { return "" }
        var bytes = [CChar](repeating: 0, count: 8)
        let written = Int(xkb_keysym_to_utf8(symbol, &bytes, bytes.count))
        guard written > 1 else { return "" }
        return String(decoding: bytes.prefix(written - 1).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The xkb modifiers in effect, for tests and logs (["Shift", "Lock"]).
    var activeModifiers: [String] {
        (0..<xkb_keymap_num_mods(keymap.keymap)).compactMap { index in
            guard xkb_state_mod_index_is_active(state, index, XKB_STATE_MODS_EFFECTIVE) > 0,
                  let name = xkb_keymap_mod_get_name(keymap.keymap, index) else { return nil }
            return String(cString: name)
        }
    }

    private func action(of key: xkb_keycode_t) -> KeyAction? {
        switch Int(xkb_state_key_get_one_sym(state, key)) {
        case Int(XKB_KEY_BackSpace): return .deleteBackward
        case Int(XKB_KEY_Return), Int(XKB_KEY_KP_Enter): return .insert("\n")
        default: break
        }
        for modifier in [XKB_MOD_NAME_CTRL, XKB_MOD_NAME_ALT, XKB_MOD_NAME_LOGO]
        where xkb_state_mod_name_is_active(state, modifier, XKB_STATE_MODS_EFFECTIVE) > 0 {
            return nil
        }
        let text = self.text(of: key)
        // Tab, Escape, Delete and the like are control characters, not text.
        guard !text.isEmpty, !text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else { return nil }
        return .insert(text)
    }

    /// The UTF-8 text `key` types now (empty for none, e.g. a dead key or a modifier).
    private func text(of key: xkb_keycode_t) -> String {
        let count = Int(xkb_state_key_get_utf8(state, key, nil, 0))
        guard count > 0 else { return "" }
        var bytes = [CChar](repeating: 0, count: count + 1)
        xkb_state_key_get_utf8(state, key, &bytes, bytes.count)
        return String(decoding: bytes.prefix(count).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

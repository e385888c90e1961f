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

    /// The xkb_compose_state following dead keys, when a compose table is given.
    private let compose: OpaquePointer?

    /// A state on `keymap`; with `composeTable`, dead keys combine with the next key.
    init(keymap: XKBKeymap, composeTable: XKBComposeTable? = nil) {
        self.keymap = keymap
        state = xkb_state_new(keymap.keymap)
        compose = composeTable.flatMap { xkb_compose_state_new($0.table, XKB_COMPOSE_STATE_NO_FLAGS) }
    }

    deinit {
        xkb_state_unref(state)
        if let compose { xkb_compose_state_unref(compose) }
    }

    /// xkb's code for evdev key `code`: the evdev rules' keycodes are the kernel's plus 8.
    private static func keycode(_ code: UInt32) -> xkb_keycode_t { code + 8 }

    /// Takes in a press of `code` and says what it means under the modifiers held before it.
    func press(_ code: UInt32) -> Press {
        let key = Self.keycode(code)
        let press: Press
        switch composed(key) {
        case .some(let text):
            press = Press(action: text.map(KeyAction.insert), repeats: false)
        case .none:
            let action = action(of: key)
            press = Press(action: action, repeats: action != nil && xkb_keymap_key_repeats(keymap.keymap, key) != 0)
        }
        xkb_state_update_key(state, key, XKB_KEY_DOWN)
        return press
    }

    /// Feeds `key` to the compose state: nil when it is no part of a sequence (the key
    /// types as it is); else the sequence's text once complete, or nil inside while a
    /// sequence is under way or was abandoned (a dead key then a key it does not combine with).
    private func composed(_ key: xkb_keycode_t) -> String?? {
        guard let compose else { return nil }
        let symbol = xkb_state_key_get_one_sym(state, key)
        guard xkb_compose_state_feed(compose, symbol) == XKB_COMPOSE_FEED_ACCEPTED else { return nil }
        switch xkb_compose_state_get_status(compose) {
        case XKB_COMPOSE_COMPOSING:
            return .some(nil)
        case XKB_COMPOSE_COMPOSED:
            defer { xkb_compose_state_reset(compose) }
            let count = Int(xkb_compose_state_get_utf8(compose, nil, 0))
            guard count > 0 else { return .some(nil) }
            var bytes = [CChar](repeating: 0, count: count + 1)
            xkb_compose_state_get_utf8(compose, &bytes, bytes.count)
            return .some(String(decoding: bytes.prefix(count).map { UInt8(bitPattern: $0) }, as: UTF8.self))
        case XKB_COMPOSE_CANCELLED:
            xkb_compose_state_reset(compose)
            return .some(nil)
        default:
            return nil
        }
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

@testable import Kiosk
import Testing

/// Real xkb keymaps compiled from their names turn evdev key codes into text, as
/// xkeyboard-config (Debian's xkb-data) lays the keyboards out.
@Suite struct KeyboardStateTests {
    /// What tapping `keys` types, each key pressed and released in turn; `held` stay down throughout.
    private func typed(_ keys: [UInt32], holding held: [UInt32] = [], on layout: String, variant: String? = nil) throws -> [KeyAction?] {
        let state = KeyboardState(keymap: try XKBKeymap(KeymapName(layout: layout, variant: variant)))
        for key in held { _ = state.press(key) }
        return keys.map { key in
            defer { state.release(key) }
            return state.press(key).action
        }
    }

    @Test func usLettersShiftAndDigits() throws {
        #expect(try typed([EvdevKey.a, EvdevKey.z, EvdevKey.one, EvdevKey.space], on: "us")
            == [.insert("a"), .insert("z"), .insert("1"), .insert(" ")])
        #expect(try typed([EvdevKey.a, EvdevKey.one, EvdevKey.two], holding: [EvdevKey.leftShift], on: "us")
            == [.insert("A"), .insert("!"), .insert("@")])
    }

    @Test func germanIsQWERTZWithAltGr() throws {
        #expect(try typed([EvdevKey.y, EvdevKey.z], on: "de") == [.insert("z"), .insert("y")])
        #expect(try typed([EvdevKey.q], holding: [EvdevKey.rightAlt], on: "de") == [.insert("@")])
        #expect(try typed([EvdevKey.two], holding: [EvdevKey.leftShift], on: "de") == [.insert("\"")])
        // ^ is a dead key on the German layout: alone it types nothing (no compose yet);
        // the nodeadkeys variant types it.
        #expect(try typed([EvdevKey.grave], on: "de") == [nil])
        #expect(try typed([EvdevKey.grave], on: "de", variant: "nodeadkeys") == [.insert("^")])
    }

    @Test func frenchIsAZERTY() throws {
        #expect(try typed([EvdevKey.q, EvdevKey.a, EvdevKey.one], on: "fr") == [.insert("a"), .insert("q"), .insert("&")])
    }

    @Test func capsLockLocksUntilPressedAgainAndShiftUndoesIt() throws {
        let state = KeyboardState(keymap: try XKBKeymap(KeymapName(layout: "us")))
        func tap(_ key: UInt32) -> KeyAction? {
            defer { state.release(key) }
            return state.press(key).action
        }
        #expect(tap(EvdevKey.capsLock) == nil)
        #expect(state.activeModifiers == ["Lock"])
        #expect(tap(EvdevKey.a) == .insert("A"))
        #expect(tap(EvdevKey.one) == .insert("1"))
        _ = state.press(EvdevKey.leftShift)
        #expect(tap(EvdevKey.a) == .insert("a"))
        state.release(EvdevKey.leftShift)
        #expect(tap(EvdevKey.capsLock) == nil)
        #expect(state.activeModifiers == [])
        #expect(tap(EvdevKey.a) == .insert("a"))
    }

    @Test func editingKeysAndShortcuts() throws {
        #expect(try typed([EvdevKey.backspace, EvdevKey.enter, EvdevKey.keypadEnter, EvdevKey.tab, EvdevKey.power], on: "us")
            == [.deleteBackward, .insert("\n"), .insert("\n"), nil, nil])
        // Control+A is a shortcut, not text; Backspace still deletes.
        #expect(try typed([EvdevKey.a, EvdevKey.backspace], holding: [EvdevKey.leftControl], on: "us") == [nil, .deleteBackward])
    }

    @Test func lettersRepeatAndModifiersDoNot() throws {
        let state = KeyboardState(keymap: try XKBKeymap(KeymapName(layout: "us")))
        #expect(state.press(EvdevKey.leftShift) == KeyboardState.Press(action: nil, repeats: false))
        #expect(state.press(EvdevKey.a) == KeyboardState.Press(action: .insert("A"), repeats: true))
        #expect(state.press(EvdevKey.backspace) == KeyboardState.Press(action: .deleteBackward, repeats: true))
        #expect(state.press(EvdevKey.capsLock) == KeyboardState.Press(action: nil, repeats: false))
    }
}

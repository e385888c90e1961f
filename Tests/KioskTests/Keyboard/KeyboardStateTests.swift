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
        // ^ is a dead key on the German layout: without a compose table it types
        // nothing; the nodeadkeys variant types it.
        #expect(try typed([EvdevKey.grave], on: "de") == [nil])
        #expect(try typed([EvdevKey.grave], on: "de", variant: "nodeadkeys") == [.insert("^")])
    }

    @Test func deadKeysComposeWithTheNextKey() throws {
        let table = try #require(XKBComposeTable())
        func compose(_ keys: [UInt32], on layout: String) throws -> [KeyAction?] {
            let state = KeyboardState(keymap: try XKBKeymap(KeymapName(layout: layout)), composeTable: table)
            return keys.map { key in
                defer { state.release(key) }
                return state.press(key).action
            }
        }
        // German ^ then e is ê; ^ then space is ^ itself; ^ then x is no sequence: neither types.
        #expect(try compose([EvdevKey.grave, EvdevKey.e], on: "de") == [nil, .insert("ê")])
        #expect(try compose([EvdevKey.grave, EvdevKey.space], on: "de") == [nil, .insert("^")])
        #expect(try compose([EvdevKey.grave, EvdevKey.x, EvdevKey.e], on: "de") == [nil, nil, .insert("e")])
        // French: the key right of P is dead ^; shifted it is dead ¨.
        #expect(try compose([EvdevKey.leftBrace, EvdevKey.e], on: "fr") == [nil, .insert("ê")])
        let state = KeyboardState(keymap: try XKBKeymap(KeymapName(layout: "fr")), composeTable: table)
        _ = state.press(EvdevKey.leftShift)
        #expect(state.press(EvdevKey.leftBrace) == KeyboardState.Press(action: nil, repeats: false))
        state.release(EvdevKey.leftBrace)
        state.release(EvdevKey.leftShift)
        // A composed letter does not repeat.
        #expect(state.press(EvdevKey.e) == KeyboardState.Press(action: .insert("ë"), repeats: false))
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

/// Keys as `UIKey` describes them: the text with and without modifiers, the
/// modifiers, and the key's HID place whatever the layout.
@MainActor @Suite struct KeyboardStateKeyTests {
    @Test func shiftedLetterOnUS() throws {
        let state = KeyboardState(keymap: try XKBKeymap(KeymapName()))
        _ = state.press(EvdevKey.leftShift)
        #expect(state.key(EvdevKey.a) == KeyboardState.Key(characters: "A", charactersIgnoringModifiers: "a",
                                                          modifierFlags: .shift, keyCode: .keyboardA))
    }

    @Test func theGermanZIsOnTheKeyHIDCallsY() throws {
        let state = KeyboardState(keymap: try XKBKeymap(KeymapName(layout: "de")))
        #expect(state.key(EvdevKey.y) == KeyboardState.Key(characters: "z", charactersIgnoringModifiers: "z",
                                                          modifierFlags: [], keyCode: .keyboardY))
        _ = state.press(EvdevKey.capsLock)
        state.release(EvdevKey.capsLock)
        _ = state.press(EvdevKey.leftControl)
        #expect(state.key(EvdevKey.q) == KeyboardState.Key(characters: "\u{11}", charactersIgnoringModifiers: "q",
                                                          modifierFlags: [.alphaShift, .control], keyCode: .keyboardQ))
    }

    @Test func editingAndKeypadKeys() throws {
        let state = KeyboardState(keymap: try XKBKeymap(KeymapName()))
        #expect(state.key(EvdevKey.enter) == KeyboardState.Key(characters: "\r", charactersIgnoringModifiers: "\r",
                                                              modifierFlags: [], keyCode: .keyboardReturnOrEnter))
        #expect(state.key(EvdevKey.keypadEnter).modifierFlags == .numericPad)
        #expect(state.key(EvdevKey.keypadEnter).keyCode == .keypadEnter)
        #expect(state.key(EvdevKey.backspace).keyCode == .keyboardDeleteOrBackspace)
        #expect(state.key(EvdevKey.rightAlt).keyCode == .keyboardRightAlt)
        #expect(state.key(EvdevKey.one).keyCode == .keyboard1)
        // KEY_UP (103), F1 (59), F12 (88): arrows and function keys type nothing.
        #expect(state.key(103) == KeyboardState.Key(characters: "", charactersIgnoringModifiers: "", modifierFlags: [],
                                                    keyCode: .keyboardUpArrow))
        #expect(state.key(59).keyCode == .keyboardF1)
        #expect(state.key(88).keyCode == .keyboardF12)
        #expect(state.key(EvdevKey.power).keyCode == .keyboardPower)
        #expect(state.key(240).keyCode == .keyboardErrorUndefined)
    }

    @Test func everyEvdevCodeOfAPCKeyboardHasItsOwnUsage() {
        // KEY_ESC (1) … KEY_KPDOT (83) but 84, 85: 83 keys, 83 different usages.
        let codes = Array(UInt32(1)...83)
        let usages = codes.map(EvdevKeyUsage.usage(of:))
        #expect(!usages.contains(.keyboardErrorUndefined))
        #expect(Set(usages).count == 83)
    }
}

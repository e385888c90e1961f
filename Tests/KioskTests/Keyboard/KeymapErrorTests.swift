@testable import Kiosk
import Testing

/// A keymap name xkbcommon does not know is refused with what it said and the names
/// xkeyboard-config lists, at the board file's line.
@Suite struct KeymapErrorTests {
    private func failure(_ name: KeymapName) -> KeymapError? { XKBKeymap.check(name) }

    private func messages(_ lines: String) -> [String] {
        do {
            _ = try BoardFile.parse("name = b\n\(lines)[display]\nbackend = drm\n", file: "b.board")
            return []
        } catch {
            return error.errors.map(\.description)
        }
    }

    @Test func anUnknownLayoutListsTheLayouts() throws {
        let error = try #require(failure(KeymapName(layout: "xx")))
        #expect(error.part == .layout)
        #expect(error.problem == "\"xx\" is not a keymap layout xkbcommon knows "
            + "(xkbcommon: Couldn't find file \"symbols/xx\" in include paths)")
        // xkeyboard-config lists its layouts: Debian 12's xkb-data has about 100.
        #expect(error.known.count > 50)
        #expect(["us", "de", "fr", "ara", "gb"].allSatisfy(error.known.contains))
        #expect(!error.known.contains("xx"))
        #expect(error.allowed == "an xkb layout: " + error.known.joined(separator: ", "))
    }

    @Test func anUnknownVariantListsTheLayoutsVariants() throws {
        let error = try #require(failure(KeymapName(layout: "de", variant: "bogus")))
        #expect(error.part == .variant)
        #expect(error.problem == "\"bogus\" is not a variant of keymap layout \"de\" "
            + "(xkbcommon: Couldn't process include statement for 'de(bogus)')")
        #expect(["nodeadkeys", "qwerty", "neo"].allSatisfy(error.known.contains))
        #expect(error.allowed == "a variant of \"de\": " + error.known.joined(separator: ", "))
    }

    @Test func knownNamesCompile() {
        #expect(failure(KeymapName()) == nil)
        #expect(failure(KeymapName(layout: "de", variant: "nodeadkeys")) == nil)
        #expect(failure(KeymapName(layout: "fr")) == nil)
    }

    @Test func theBoardFileNamesTheLineOfTheWrongName() {
        let layout = messages("keymap = xx\n")
        #expect(layout.count == 1)
        #expect(layout.first?.hasPrefix("b.board:2: keymap: \"xx\" is not a keymap layout xkbcommon knows "
            + "(xkbcommon: Couldn't find file \"symbols/xx\" in include paths); allowed: an xkb layout: us, ") == true)
        let variant = messages("keymap = de\nkeymap-variant = bogus\n")
        #expect(variant.count == 1)
        #expect(variant.first?.hasPrefix("b.board:3: keymap-variant: \"bogus\" is not a variant of keymap layout \"de\" "
            + "(xkbcommon: Couldn't process include statement for 'de(bogus)'); allowed: a variant of \"de\": ") == true)
        // The names' own syntax, and the repeat's numbers.
        #expect(messages("keymap = us(intl)\nkey-repeat-delay = 20000\nkey-repeat-rate = fast\n") == [
            "b.board:2: keymap: \"us(intl)\" is not a keymap layout; allowed: an xkb name as setxkbmap takes it, "
                + "e.g. us, de, fr (layouts) or nodeadkeys (a variant)",
            "b.board:3: key-repeat-delay: \"20000\" is not a delay; allowed: a whole number of milliseconds from 0 to 10000, e.g. 600",
            "b.board:4: key-repeat-rate: \"fast\" is not a repeat rate; allowed: a whole number of repeats a second from 0 "
                + "(no repeat) to 100, e.g. 25",
        ])
    }

    @Test func theBoardFileReadsKeymapAndRepeat() throws {
        let keyboard = try BoardFile.parse("name = b\nkeymap = de\nkeymap-variant = nodeadkeys\nkey-repeat-delay = 250\n"
            + "key-repeat-rate = 0\n[display]\nbackend = drm\n", file: "b.board").keyboard
        #expect(keyboard.keymap == KeymapName(layout: "de", variant: "nodeadkeys"))
        #expect(keyboard.keyRepeat == KeyRepeatSettings(delayMilliseconds: 250, rate: 0))
        let defaults = try BoardFile.parse("name = b\n[display]\nbackend = drm\n", file: "b.board").keyboard
        #expect(defaults.keymap == KeymapName(layout: "us", variant: nil))
        #expect(defaults.keyRepeat == KeyRepeatSettings(delayMilliseconds: 600, rate: 25))
    }
}

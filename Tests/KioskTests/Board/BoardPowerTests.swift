@testable import Kiosk
import Testing

/// The board file's `[power]` section and the `kiosk run` flags over it: timeouts,
/// the dim level and the backlight device, each error naming the line or flag.
@Suite struct BoardPowerTests {
    static let head = "name = b\n[display]\nbackend = drm\n"

    func messages(_ text: String) -> [String] {
        do {
            _ = try BoardFile.parse(text, file: "b.board")
            return []
        } catch {
            return error.errors.map(\.description)
        }
    }

    @Test func theSectionSetsEveryKey() throws {
        let board = try BoardFile.parse(Self.head + "[power]\nidle-dim = 60\nidle-blank = 300.5\ndim-brightness = 0.2\nbacklight = rpi_backlight\n",
                                        file: "b.board")
        #expect(board.power == ScreenIdleSettings(dimAfter: 60, blankAfter: 300.5, dimBrightness: 0.2, backlight: "rpi_backlight"))
        #expect(board.lines["[power] idle-blank"] == 6)
        let never = try BoardFile.parse(Self.head + "[power]\nidle-dim = never\nidle-blank = 10\n", file: "b.board")
        #expect(never.power == ScreenIdleSettings(blankAfter: 10))
    }

    @Test func withoutTheSectionTheScreenNeverBlanks() throws {
        let board = try BoardFile.parse(Self.head, file: "b.board")
        #expect(board.power == ScreenIdleSettings())
        #expect(!KioskOptions(board: board).power.isEnabled)
    }

    @Test func badValuesAreNamed() {
        let timeouts = "allowed: seconds without a touch, more than 0 and at most 604800 (a week), e.g. 300; or never (the default)"
        #expect(messages(Self.head + "[power]\nidle-dim = 0\nidle-blank = 5m\ndim-brightness = 10%\nbacklight = ../x\nsleep = 1\n") == [
            "b.board:5: [power] idle-dim: \"0\" is not a timeout; \(timeouts)",
            "b.board:6: [power] idle-blank: \"5m\" is not a timeout; \(timeouts)",
            "b.board:7: [power] dim-brightness: \"10%\" is not a brightness; allowed: a fraction of full brightness from 0 to 1, e.g. 0.1 (default 0.1)",
            "b.board:8: [power] backlight: \"../x\" is not a backlight device name; allowed: a device name `ls /sys/class/backlight` lists, e.g. rpi_backlight (default: the first there)",
            "b.board:9: [power] sleep: unknown key; allowed: idle-dim, idle-blank, dim-brightness, backlight",
        ])
        #expect(messages(Self.head + "[power]\nidle-blank = 604801\n").count == 1)
    }

    @Test func flagsOverrideTheBoard() throws {
        let board = try BoardFile.parse(Self.head + "[power]\nidle-dim = 60\nidle-blank = 300\nbacklight = a\n", file: "b.board")
        let options = try KioskOptions.parse(board: board, idleBlank: "never", dimBrightness: "0.3", backlight: "b")
        #expect(options.power == ScreenIdleSettings(dimAfter: 60, blankAfter: nil, dimBrightness: 0.3, backlight: "b"))
        #expect(try KioskOptions.parse(idleDim: "15").power == ScreenIdleSettings(dimAfter: 15))
        #expect(throws: KioskOptionError(flag: "--idle-blank", value: "-1",
                                         expected: "seconds without a touch, more than 0 and at most 604800 (a week), e.g. 300; or never (the default)")) {
            try KioskOptions.parse(idleBlank: "-1")
        }
        #expect(throws: KioskOptionError(flag: "--dim-brightness", value: "2",
                                         expected: "a fraction of full brightness from 0 to 1, e.g. 0.1 (default 0.1)")) {
            try KioskOptions.parse(dimBrightness: "2")
        }
        #expect(throws: KioskOptionError(flag: "--backlight", value: "a/b",
                                         expected: "a device name `ls /sys/class/backlight` lists, e.g. rpi_backlight (default: the first there)")) {
            try KioskOptions.parse(backlight: "a/b")
        }
    }
}

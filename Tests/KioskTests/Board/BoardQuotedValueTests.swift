import Foundation
@testable import Kiosk
import Testing

/// Device names with spaces at either end (HID product strings are often padded) in
/// a board file, and `kiosk devices` / `kiosk board check` saying them as the file must.
@Suite struct BoardQuotedValueTests {
    private func touch(_ line: String) throws(BoardFileErrors) -> BoardTouch {
        try BoardFile.parse("name = b\n[display]\nbackend = drm\n[touch]\n\(line)\n", file: "b.board").touch
    }

    private func messages(_ line: String) -> [String] {
        do {
            _ = try touch(line)
            return []
        } catch {
            return error.errors.map(\.description)
        }
    }

    @Test func aQuotedNameKeepsItsSpacesItsHashAndItsEscapes() throws {
        #expect(try touch(#"name = "  USB Touch  "   # padded by the vendor"#).match == .name("  USB Touch  "))
        #expect(try touch(#"name = "Panel #2""#).match == .name("Panel #2"))
        #expect(try touch(#"name = "say \"hi\" \\ there""#).match == .name(#"say "hi" \ there"#))
        // Unquoted values read as before: blanks trimmed, a quote inside kept.
        #expect(try touch(#"name = 7" Panel  # comment"#).match == .name(#"7" Panel"#))
    }

    @Test func aBrokenQuoteIsNamedWithItsLine() {
        let allowed = #"allowed: a value in double quotes keeps its spaces and #, with \" for a quote and \\ for a backslash, e.g. name = "Touch Panel  ""#
        #expect(messages(#"name = "USB Touch  "#) == [#"b.board:5: [touch] name: the quoted value has no closing "; "# + allowed])
        #expect(messages(#"name = "USB" Touch"#) == [#"b.board:5: [touch] name: " Touch" after the closing quote; "# + allowed])
        #expect(messages(#"name = "USB\t""#) == [#"b.board:5: [touch] name: unknown escape \t in the quoted value; "# + allowed])
    }

    @Test func valuesAreWrittenQuotedOnlyWhenTheyMustBe() throws {
        #expect(BoardFileSyntax.written("Goodix Capacitive TouchScreen") == "Goodix Capacitive TouchScreen")
        #expect(BoardFileSyntax.written("7\" Panel#2") == "7\" Panel#2")
        #expect(BoardFileSyntax.written("USB Touch  ") == "\"USB Touch  \"")
        #expect(BoardFileSyntax.written("\tTouch") == "\"\tTouch\"")
        #expect(BoardFileSyntax.written("Panel #2") == "\"Panel #2\"")
        #expect(BoardFileSyntax.written("\"A\" \\ B ") == #""\"A\" \\ B ""#)
        #expect(BoardFileSyntax.written("") == "\"\"")
        // Each reads back as itself.
        for name in ["USB Touch  ", "  x", "Panel #2", "\"A\" \\ B ", "plain", "#1"] {
            #expect(try touch("name = " + BoardFileSyntax.written(name)).match == .name(name))
        }
    }

    private let padded = InputDeviceSurvey.Device(path: "/dev/input/event5", name: "ILITEK ILI2130 Touch ",
                                                  capabilities: ["touch"], udevProperties: ["ID_INPUT_TOUCHSCREEN": "1"])
    private let pen = InputDeviceSurvey.Device(path: "/dev/input/event6", name: "Wacom Pen", capabilities: ["tablet"])
    private let keys = InputDeviceSurvey.Device(path: "/dev/input/event0", name: "gpio-keys", capabilities: ["keyboard"])

    @Test func kioskDevicesSaysHowABoardFileNamesATouchDevice() {
        #expect(InputDeviceSurvey.describe([keys, padded, pen], from: .udev(seat: "seat0")) == """
            3 devices from udev seat seat0:
            /dev/input/event0: "gpio-keys": keyboard
            /dev/input/event5: "ILITEK ILI2130 Touch ": touch
              board file: [touch] name = "ILITEK ILI2130 Touch "
              udev: ID_INPUT_TOUCHSCREEN=1
              calibration: none (udev sets no LIBINPUT_CALIBRATION_MATRIX); libinput cannot calibrate it, Kiosk applies a board's calibration
            /dev/input/event6: "Wacom Pen": tablet
              board file: [touch] name = Wacom Pen

            """)
    }

    @Test func boardCheckWarnsWhenTheNamedTouchDeviceIsNotThere() throws {
        let unpadded = try touch("name = ILITEK ILI2130 Touch")
        #expect(unpadded.absenceWarning(file: "b.board", among: [keys, padded, pen]) == """
            warning: b.board: [touch] name = ILITEK ILI2130 Touch: no such touch device here now (touch devices: \
            "ILITEK ILI2130 Touch ", "Wacom Pen"; `kiosk devices` lists them); the screen will not take touches until \
            it is plugged in; names must match exactly, spaces included: did you mean name = "ILITEK ILI2130 Touch "?
            """)
        #expect(try touch(#"name = "ILITEK ILI2130 Touch ""#).absenceWarning(file: "b.board", among: [keys, padded]) == nil)
        #expect(try touch("name = Wacom Pen").absenceWarning(file: "b.board", among: [pen]) == nil)
        #expect(try touch("device = /dev/input/event9").absenceWarning(file: "b.board", among: [keys]) == """
            warning: b.board: [touch] device = /dev/input/event9: no such touch device here now (no touch devices \
            found; `kiosk devices` lists them); the screen will not take touches until it is plugged in
            """)
        // A symlink udev made (by-path, by-id) is there when it leads to something.
        let link = FileManager.default.temporaryDirectory.appendingPathComponent("kiosk-touch-link-\(getpid())").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "/dev/null")
        defer { try? FileManager.default.removeItem(atPath: link) }
        #expect(BoardTouch(match: .path(link)).absenceWarning(file: "b.board", among: []) == nil)
        #expect(try touch("udev-property = ID_INPUT_TOUCHSCREEN=1").absenceWarning(file: "b.board", among: [padded]) == nil)
        // A keyboard by that name is no touchscreen.
        #expect(try touch("name = gpio-keys").absenceWarning(file: "b.board", among: [keys]) != nil)
        #expect(BoardTouch().absenceWarning(file: "b.board", among: []) == nil)
    }
}

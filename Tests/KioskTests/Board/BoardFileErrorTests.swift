@testable import Kiosk
import Testing

/// Each kind of mistake in a board file, and the exact message that points at it.
@Suite struct BoardFileErrorTests {
    /// The messages parsing `text` as "b.board" gives (empty when it parses).
    func messages(_ text: String) -> [String] {
        do {
            _ = try BoardFile.parse(text, file: "b.board")
            return []
        } catch {
            return error.errors.map(\.description)
        }
    }

    @Test func unknownSection() {
        #expect(messages("name = b\n[display]\nbackend = drm\n[screen]\nsize = 3\n") == [
            "b.board:4: [screen]: unknown section; allowed: [display], [touch], [fonts], [power]",
        ])
    }

    @Test func unknownKey() {
        #expect(messages("name = b\n[display]\nbackend = drm\ncolour = red\n") == [
            "b.board:4: [display] colour: unknown key; allowed: backend, device, rotation, scale, dpi, connector, mode, "
                + "format, buffering, legacy, plane-rotation, wait-for-display, driver-name, double-buffering",
        ])
        #expect(messages("name = b\nboard = pi\n[display]\nbackend = drm\n") == [
            "b.board:2: board: unknown key; allowed: name, description, render-threads, keyboard, keyboard-layout, "
                + "keymap, keymap-variant, key-repeat-delay, key-repeat-rate, fallback-image",
        ])
    }

    @Test func badValues() {
        #expect(messages("name = b\n[display]\nbackend = drm\nmode = 800 by 480\nlegacy = maybe\nscale = 0\n") == [
            "b.board:4: [display] mode: \"800 by 480\" is not a mode; allowed: WIDTHxHEIGHT or WIDTHxHEIGHT@HZ, e.g. 800x480@60",
            "b.board:5: [display] legacy: \"maybe\" is not yes or no; allowed: yes, no",
            "b.board:6: [display] scale: \"0\" is not a scale; allowed: a number of pixels per point from 0.25 to 8, e.g. 2",
        ])
        #expect(messages("name = Raspberry Pi\n[display]\nbackend = kms\n") == [
            "b.board:1: name: \"Raspberry Pi\" is not a board name; allowed: lowercase letters, digits and dashes, e.g. raspberry-pi-7inch",
            "b.board:3: [display] backend: \"kms\" is not a display backend; allowed: drm, fbdev",
        ])
    }

    @Test func renderThreadsOutOfRange() throws {
        let allowed = "allowed: a whole number of threads from 1 to 64, e.g. 4 (default: every core online)"
        #expect(messages("name = b\nrender-threads = 0\n[display]\nbackend = drm\n") == [
            "b.board:2: render-threads: \"0\" is not a number of threads; \(allowed)",
        ])
        #expect(messages("name = b\nrender-threads = all\n[display]\nbackend = drm\n") == [
            "b.board:2: render-threads: \"all\" is not a number of threads; \(allowed)",
        ])
        #expect(messages("name = b\nrender-threads = 65\n[display]\nbackend = drm\n").count == 1)
        #expect(try BoardFile.parse("name = b\nrender-threads = 3\n[display]\nbackend = drm\n", file: "b.board").renderThreads == 3)
        #expect(try BoardFile.parse("name = b\n[display]\nbackend = drm\n", file: "b.board").renderThreads == nil)
    }

    @Test func rotation45() {
        #expect(messages("name = b\n[display]\nbackend = drm\nrotation = 45\n") == [
            "b.board:4: [display] rotation: \"45\" is not a rotation; allowed: 0, 90, 180, 270 (degrees clockwise)",
        ])
    }

    @Test func x11ConnectorNamesAreNotKernelOnes() {
        let message = messages("name = b\n[display]\nbackend = drm\nconnector = HDMI-1\n").first ?? ""
        #expect(message.hasPrefix("b.board:4: [display] connector: \"HDMI-1\" is not a connector name; allowed: a connector "
                                  + "type and number as `kiosk devices` lists them, e.g. HDMI-A-1, DSI-1; types: Unknown, VGA, "))
        #expect(message.contains(", HDMI-A, HDMI-B, "))
        #expect(messages("name = b\n[display]\nbackend = drm\nconnector = eDP-1\n") == [])
    }

    @Test func duplicateKeyAndSection() {
        #expect(messages("name = b\n[display]\nbackend = drm\nrotation = 90\nrotation = 180\n[display]\nscale = 2\n") == [
            "b.board:5: [display] rotation: set twice (first on line 4); allowed: each key once per section",
            "b.board:6: [display]: section repeated (first on line 2); allowed: each section once",
        ])
    }

    @Test func matrixOfWrongLength() {
        let display = "name = b\n[display]\nbackend = drm\n[touch]\n"
        #expect(messages(display + "calibration = 1 0 0 0 1\n") == [
            "b.board:5: [touch] calibration: \"1 0 0 0 1\" has 5 numbers; allowed: six numbers a b c d e f as in "
                + "LIBINPUT_CALIBRATION_MATRIX, e.g. 1 0 0 0 1 0",
        ])
        #expect(messages(display + "calibration = 1 0 0 0 1 0 0\n").first?.hasPrefix(
            "b.board:5: [touch] calibration: \"1 0 0 0 1 0 0\" has 7 numbers; ") == true)
        #expect(messages(display + "calibration = 1 0 O 0 1 0\n").first?.hasPrefix(
            "b.board:5: [touch] calibration: \"O\" is not a number; ") == true)
    }

    @Test func missingRequiredFields() {
        #expect(messages("# nothing else\n[display]\nrotation = 90\n") == [
            "b.board: name: missing; allowed: lowercase letters, digits and dashes, e.g. raspberry-pi-7inch",
            "b.board:2: [display] backend: missing; allowed: drm, fbdev",
        ])
        #expect(messages("name = b\n") == [
            "b.board: [display]: missing section; allowed: a [display] section with at least backend = drm or fbdev",
        ])
    }

    @Test func keysOfTheOtherBackendAndConflictingMatches() {
        #expect(messages("name = b\n[display]\nbackend = fbdev\nconnector = DSI-1\ndevice = /dev/fb1\ndriver-name = Virtual FB\n") == [
            "b.board:4: [display] connector: only for backend = drm; allowed: for fbdev: backend, device, rotation, scale, "
                + "dpi, driver-name, double-buffering",
            "b.board:6: [display] driver-name: conflicts with device (line 5); allowed: one of device, driver-name",
        ])
        #expect(messages("name = b\n[display]\nbackend = drm\n[touch]\nname = Goodix\nudev-property = ID_INPUT_TOUCHSCREEN\n") == [
            "b.board:6: [touch] udev-property: conflicts with name (line 5); allowed: one of device, name, udev-property",
            "b.board:6: [touch] udev-property: \"ID_INPUT_TOUCHSCREEN\" is not a udev property; allowed: NAME=VALUE, "
                + "e.g. ID_INPUT_TOUCHSCREEN=1 (see `udevadm info /dev/input/eventN`)",
        ])
        #expect(messages("name = b\n[display]\nbackend = drm\nwait-for-display = always\n") == [
            "b.board:4: [display] wait-for-display: \"always\" is not yes or no; allowed: yes, no",
        ])
    }

    @Test func linesThatAreNotFieldsAndComments() {
        #expect(messages("name = b # the name\n[display]   # the panel\nbackend = drm\nrotation 90\n  # indented comment\n") == [
            "b.board:4: \"rotation 90\" is not a \"key = value\" line, a [section] or a # comment",
        ])
    }

    @Test func fontsMustBeAbsoluteFontFiles() {
        #expect(messages("name = b\n[display]\nbackend = drm\n[fonts]\nregular = DejaVuSans.ttf\nbold = /usr/share/fonts/x.pcf\n") == [
            "b.board:5: [fonts] regular: \"DejaVuSans.ttf\" is not a font file; allowed: an absolute path to a .ttf, .otf or .ttc file",
            "b.board:6: [fonts] bold: \"/usr/share/fonts/x.pcf\" is not a font file; allowed: an absolute path to a .ttf, .otf or .ttc file",
        ])
    }
}

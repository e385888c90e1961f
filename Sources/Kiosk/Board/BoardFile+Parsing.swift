import CoreGraphics
import Foundation

extension BoardFile {
    /// The sections a board file may have, in the order the README documents them.
    static let sectionNames = ["display", "touch", "fonts", "power"]
    static let topLevelKeys = ["name", "description", "render-threads", "keyboard", "keyboard-layout",
                               "keymap", "keymap-variant", "key-repeat-delay", "key-repeat-rate", "fallback-image"]
    static let displayKeys = ["backend", "device", "rotation", "scale", "dpi",
                              "connector", "mode", "format", "buffering", "legacy", "plane-rotation", "wait-for-display",
                              "driver-name", "double-buffering"]
    static let drmOnlyKeys = ["connector", "mode", "format", "buffering", "legacy", "plane-rotation", "wait-for-display"]
    static let fbdevOnlyKeys = ["driver-name", "double-buffering"]
    static let touchKeys = ["device", "name", "udev-property", "seat", "calibration"]
    static let fontKeys = ["regular", "bold"]

    /// Reads a board file's `text`; `file` names it in errors. Throws every problem found.
    public static func parse(_ text: String, file: String) throws(BoardFileErrors) -> BoardFile {
        let syntax = BoardFileSyntax(text: text, file: file, sectionNames: sectionNames)
        var errors = syntax.errors

        var top = BoardSectionReader(file: file, section: syntax.section("")!)
        top.rejectUnknownKeys(topLevelKeys)
        let name = top.required("name", isNot: "a board name", allowed: BoardValue.identifierAllowed, BoardValue.identifier)
        let summary = top.value("description", isNot: "a description", allowed: "one line of text", BoardValue.text)
        let renderThreads = top.value("render-threads", isNot: "a number of threads", allowed: BoardValue.renderThreadsAllowed,
                                      BoardValue.renderThreads)
        var keyboard = BoardKeyboard()
        keyboard.kind = top.value("keyboard", isNot: "a keyboard", allowed: BoardValue.keyboardKindAllowed,
                                  BoardValue.keyboardKind) ?? keyboard.kind
        keyboard.layout = top.value("keyboard-layout", isNot: "a keyboard layout", allowed: BoardValue.keyboardLayoutAllowed,
                                    BoardValue.keyboardLayout) ?? keyboard.layout
        readPhysicalKeyboard(&top, into: &keyboard)
        let fallbackImage = top.value("fallback-image", isNot: "a PNG file", allowed: BoardValue.fallbackImageAllowed,
                                      BoardValue.fallbackImagePath)
        errors += top.errors

        var display: BoardDisplay?
        if let section = syntax.section("display") {
            var reader = BoardSectionReader(file: file, section: section)
            display = readDisplay(&reader)
            errors += reader.errors
        } else {
            errors.append(BoardFileError(file: file, line: nil, field: "[display]", problem: "missing section",
                                         allowed: "a [display] section with at least backend = drm or fbdev"))
        }

        var touch = BoardTouch()
        if let section = syntax.section("touch") {
            var reader = BoardSectionReader(file: file, section: section)
            touch = readTouch(&reader)
            errors += reader.errors
        }

        var fonts = BoardFonts()
        if let section = syntax.section("fonts") {
            var reader = BoardSectionReader(file: file, section: section)
            reader.rejectUnknownKeys(fontKeys)
            fonts.regular = reader.value("regular", isNot: "a font file", allowed: BoardValue.fontPathAllowed,
                                         BoardValue.fontPath) ?? fonts.regular
            fonts.bold = reader.value("bold", isNot: "a font file", allowed: BoardValue.fontPathAllowed,
                                      BoardValue.fontPath) ?? fonts.bold
            errors += reader.errors
        }

        var power = ScreenIdleSettings()
        if let section = syntax.section("power") {
            var reader = BoardSectionReader(file: file, section: section)
            power = readPower(&reader)
            errors += reader.errors
        }

        guard errors.isEmpty, let name, let display else {
            // By line; errors of one line (or of the whole file) stay in the order found.
            let ordered = errors.enumerated().sorted { ($0.element.line ?? 0, $0.offset) < ($1.element.line ?? 0, $1.offset) }
            throw BoardFileErrors(ordered.map(\.element))
        }
        // Each key is in its section once (the syntax refuses a second), and each section once.
        let lines = syntax.sections.flatMap { section in section.entries.map { (section.field($0.key), $0.line) } }
        return BoardFile(name: name, summary: summary, display: display, touch: touch, fonts: fonts,
                         renderThreads: renderThreads, power: power, keyboard: keyboard, fallbackImage: fallbackImage, path: file,
                         lines: Dictionary(uniqueKeysWithValues: lines))
    }

    /// The physical keyboard's keys (`keymap`, `keymap-variant`, `key-repeat-delay`,
    /// `key-repeat-rate`). A keymap named is compiled with xkbcommon here, so that a name
    /// it does not know is an error at its line.
    private static func readPhysicalKeyboard(_ reader: inout BoardSectionReader, into keyboard: inout BoardKeyboard) {
        let layout = reader.value("keymap", isNot: "a keymap layout", allowed: BoardValue.keymapNameAllowed, BoardValue.keymapName)
        let variant = reader.value("keymap-variant", isNot: "a keymap variant", allowed: BoardValue.keymapNameAllowed,
                                   BoardValue.keymapName)
        if let layout { keyboard.keymap.layout = layout }
        keyboard.keymap.variant = variant
        if (layout != nil || variant != nil), let error = XKBKeymap.check(keyboard.keymap) {
            let key = error.part == .layout ? "keymap" : "keymap-variant"
            if let entry = reader.entry(key) ?? reader.entry("keymap-variant") {
                reader.fail(entry, error.problem, allowed: error.allowed)
            }
        }
        keyboard.keyRepeat.delayMilliseconds = reader.value(
            "key-repeat-delay", isNot: "a delay", allowed: BoardValue.keyRepeatDelayAllowed,
            BoardValue.whole(in: KeyRepeatSettings.delays)) ?? keyboard.keyRepeat.delayMilliseconds
        keyboard.keyRepeat.rate = reader.value(
            "key-repeat-rate", isNot: "a repeat rate", allowed: BoardValue.keyRepeatRateAllowed,
            BoardValue.whole(in: KeyRepeatSettings.rates)) ?? keyboard.keyRepeat.rate
    }

    /// The `[display]` section; nil when `backend` is missing or wrong (errors in `reader`).
    private static func readDisplay(_ reader: inout BoardSectionReader) -> BoardDisplay? {
        reader.rejectUnknownKeys(displayKeys)
        let backend = reader.required("backend", isNot: "a display backend", allowed: "drm, fbdev") {
            ["drm", "fbdev"].contains($0) ? $0 : nil
        }
        let device = reader.value("device", isNot: "a device path", allowed: "an absolute path, e.g. /dev/dri/card0 or /dev/fb0",
                                  BoardValue.absolutePath)
        let rotation = reader.value("rotation", isNot: "a rotation", allowed: BoardValue.rotationAllowed,
                                    BoardValue.rotation) ?? .degrees0
        let dpi = reader.value("dpi", isNot: "a density", allowed: BoardValue.dotsPerInchAllowed,
                               BoardValue.number(in: BoardValue.dotsPerInch))
        let scale = reader.value("scale", isNot: "a scale", allowed: BoardValue.scaleAllowed,
                                 BoardValue.number(in: BoardValue.scales)).map { CGFloat($0) }
            ?? dpi.map(BoardDisplay.scale(forDotsPerInch:)) ?? 1

        switch backend {
        case "drm":
            reader.rejectKeys(fbdevOnlyKeys, because: "only for backend = fbdev",
                              allowed: "for drm: " + displayKeys.filter { !fbdevOnlyKeys.contains($0) }.joined(separator: ", "))
            var configuration = DRMDisplayConfiguration(path: device, rotation: rotation, scale: scale)
            configuration.connector = reader.value("connector", isNot: "a connector name",
                                                   allowed: BoardValue.connectorAllowed, BoardValue.connector)
            if let entry = reader.entry("mode") {
                switch BoardValue.mode(entry.value) {
                case let (mode, fits)? where fits: configuration.mode = mode
                case _?: reader.fail(entry, "\"\(entry.value)\" is larger than a framebuffer may be", allowed: BoardValue.modeSizeAllowed)
                case nil: reader.fail(entry, "\"\(entry.value)\" is not a mode", allowed: BoardValue.modeAllowed)
                }
            }
            configuration.format = reader.value("format", isNot: "a pixel format", allowed: BoardValue.formatAllowed,
                                                BoardValue.format) ?? configuration.format
            configuration.buffering = reader.value("buffering", isNot: "a buffering", allowed: "double, triple",
                                                   BoardValue.buffering) ?? configuration.buffering
            configuration.forceLegacy = reader.value("legacy", isNot: "yes or no", allowed: BoardValue.flagAllowed,
                                                     BoardValue.flag) ?? configuration.forceLegacy
            configuration.planeRotation = reader.value("plane-rotation", isNot: "yes or no", allowed: BoardValue.flagAllowed,
                                                       BoardValue.flag) ?? configuration.planeRotation
            let waits = reader.value("wait-for-display", isNot: "yes or no", allowed: BoardValue.flagAllowed,
                                     BoardValue.flag) ?? false
            return BoardDisplay(backend: .drm(configuration), dotsPerInch: dpi, waitsForDisplay: waits)
        case "fbdev":
            reader.rejectKeys(drmOnlyKeys, because: "only for backend = drm",
                              allowed: "for fbdev: " + displayKeys.filter { !drmOnlyKeys.contains($0) }.joined(separator: ", "))
            reader.rejectMoreThanOne(of: ["device", "driver-name"])
            var configuration = FBDevDisplay.Configuration(rotation: rotation, scale: scale)
            if let device { configuration.device = .path(device) }
            if let name = reader.value("driver-name", isNot: "a driver name", allowed: "the name `kiosk devices` shows, e.g. Virtual FB",
                                       BoardValue.text) {
                configuration.device = .named(name)
            }
            configuration.requestsDoubleBuffering = reader.value("double-buffering", isNot: "yes or no",
                                                                 allowed: BoardValue.flagAllowed, BoardValue.flag)
                ?? configuration.requestsDoubleBuffering
            return BoardDisplay(backend: .fbdev(configuration), dotsPerInch: dpi)
        default:
            return nil
        }
    }

    /// The `[touch]` section.
    private static func readTouch(_ reader: inout BoardSectionReader) -> BoardTouch {
        reader.rejectUnknownKeys(touchKeys)
        reader.rejectMoreThanOne(of: ["device", "name", "udev-property"])
        var touch = BoardTouch()
        if let name = reader.value("name", isNot: "a device name", allowed: "the name `kiosk devices` shows", BoardValue.text) {
            touch.match = .name(name)
        }
        if let property = reader.value("udev-property", isNot: "a udev property", allowed: BoardValue.udevPropertyAllowed,
                                       BoardValue.udevProperty) {
            touch.match = .udevProperty(name: property.name, value: property.value)
        }
        if let path = reader.value("device", isNot: "an input event device", allowed: "a path such as /dev/input/event2",
                                   BoardValue.eventDevice) {
            touch.match = .path(path)
        }
        touch.seat = reader.value("seat", isNot: "a seat name", allowed: "a udev seat such as seat0", BoardValue.identifier)
            ?? touch.seat
        if let entry = reader.entry("calibration") {
            switch BoardValue.calibration(entry.value) {
            case .success(let matrix):
                touch.calibration = matrix
            case .failure(.count(let count)):
                reader.fail(entry, "\"\(entry.value)\" has \(count) number\(count == 1 ? "" : "s")", allowed: BoardValue.calibrationAllowed)
            case .failure(.notANumber(let word)):
                reader.fail(entry, "\"\(word)\" is not a number", allowed: BoardValue.calibrationAllowed)
            }
        }
        return touch
    }
}

import CoreGraphics
import Foundation
import QuartzCore
import Raster

/// How `KioskRuntime` runs an app: on which display, with which input, what it
/// records and reports. `parse` reads the `kiosk` command's strings.
public struct KioskOptions: Sendable {
    /// Where touches come from.
    public enum Input: Sendable, Equatable {
        /// libinput on a DRM or fbdev display; nothing on a headless one.
        case automatic
        /// libinput's udev seat "seat0".
        case libinput
        /// A touch script file (see `TouchScript`), played as the only input.
        case script(URL)
        case none
    }

    /// Which clock a headless display runs on.
    public enum Clock: String, Sendable, Equatable, CaseIterable {
        /// Time moves frame by frame, as fast as frames are drawn: the same frames every run.
        case virtual
        /// CLOCK_MONOTONIC, frames paced at 60 Hz.
        case real
    }

    /// Where the app is shown: a backend and its argument, or the automatic choice.
    public var display: DisplaySelection = .automatic
    public var input: Input = .automatic
    /// How the picture is turned onto a DRM or fbdev panel (touches are turned back).
    public var rotation: Rotation = .degrees0
    /// Pixels per point.
    public var scale: CGFloat = 1
    /// Where to write an animated PNG of what was shown.
    public var recordURL: URL?
    /// A folder for one PNG per frame, named by its time in ms.
    public var dumpFramesURL: URL?
    /// A touch script played beside the input (on a headless display: instead of the tour).
    public var script: URL?
    /// Print frame, vblank and input-latency statistics to stderr at exit.
    public var stats = false
    /// The clock of a headless display.
    public var headlessClock: Clock = .virtual
    /// The app's tour for a screen of the given size in points, in the touch-script
    /// format: played on a headless display when no script or input is given.
    public var tour: (@Sendable (CGSize) -> String)?
    /// How long a headless run waits, after its script, for animations to end.
    public var idleTimeout: Double = 5
    /// The board file the defaults came from (`--board`): it also names the DRM
    /// connector and mode, the touchscreen and the fonts.
    public var board: BoardFile?
    /// The threads that draw each frame (`--render-threads`, the board's
    /// `render-threads`); nil: every core online.
    public var renderThreads: Int?
    /// When the untouched screen dims and blanks, and its backlight (`--idle-dim`,
    /// `--idle-blank`, `--dim-brightness`, `--backlight`; the board's `[power]`).
    /// By default it never does.
    public var power = ScreenIdleSettings()
    /// Where backlight devices are listed (tests give a folder laid out like sysfs).
    var backlightRoot = Backlight.systemRoot
    /// The board's keyboard (`keyboard`, `keyboard-layout`); nil without a board: the
    /// window's defaults (no on-screen keyboard).
    public var keyboard: BoardKeyboard?

    /// Where the control socket (`kiosk ctl`) listens.
    public enum ControlSocketChoice: Sendable, Equatable {
        /// `ControlSocket.defaultPath` on a DRM or fbdev display (a warning if it cannot
        /// be made); none on the headless one.
        case automatic
        case off
        /// Exactly here; a run that cannot listen there does not start.
        case path(String)
    }
    /// `--control-socket`.
    public var controlSocket: ControlSocketChoice = .automatic

    /// The headless display's size in points when none is given: a portrait 4:3 tablet.
    public static let defaultHeadlessSize = HeadlessBackend.defaultSize

    public init() {}

    /// Options from the `kiosk` command's strings; nil leaves the default (`board`'s,
    /// when given). Each error names the flag and the value and says what would be valid.
    public static func parse(board: BoardFile? = nil, display: String? = nil, input: String? = nil, rotate: String? = nil,
                             record: String? = nil, dumpFrames: String? = nil, script: String? = nil,
                             clock: String? = nil, stats: Bool = false,
                             renderThreads: String? = nil, idleDim: String? = nil, idleBlank: String? = nil,
                             dimBrightness: String? = nil, backlight: String? = nil,
                             controlSocket: String? = nil) throws(KioskOptionError) -> KioskOptions {
        var options = board.map(KioskOptions.init(board:)) ?? KioskOptions()
        if let display {
            options.display = options.keepingBoardDevice(try parseDisplay(display))
            if let name = options.display.backend, let backend = DisplayBackends.named(name) {
                try backend.check(argument: options.display.argument, options: options, text: display)
            }
        }
        if let input { options.input = try parseInput(input) }
        if let controlSocket {
            switch controlSocket {
            case "auto": options.controlSocket = .automatic
            case "off": options.controlSocket = .off
            case let path where path.hasPrefix("/") && path.count > 1: options.controlSocket = .path(path)
            default:
                throw KioskOptionError(flag: "--control-socket", value: controlSocket,
                                       expected: "an absolute path for the socket, off, or auto (\(ControlSocket.defaultPath) on a device display)")
            }
        }
        if let rotate { options.rotation = try parseRotation(rotate) }
        if let record { options.recordURL = try parseRecording(record) }
        if let dumpFrames {
            guard !dumpFrames.isEmpty else { throw KioskOptionError(flag: "--dump-frames", value: dumpFrames, expected: "a folder for the frames") }
            options.dumpFramesURL = URL(fileURLWithPath: dumpFrames)
        }
        if let script {
            guard !script.isEmpty else { throw KioskOptionError(flag: "--script", value: script, expected: "a touch script file") }
            if case .script = options.input {
                throw KioskOptionError(flag: "--script", value: script, expected: "either --script FILE or --input script:FILE, not both")
            }
            options.script = URL(fileURLWithPath: script)
        }
        if let clock {
            guard let parsed = Clock(rawValue: clock) else {
                throw KioskOptionError(flag: "--clock", value: clock, expected: "virtual or real")
            }
            options.headlessClock = parsed
        }
        if let renderThreads { options.renderThreads = try parseRenderThreads(renderThreads) }
        if let idleDim { options.power.dimAfter = try parseIdleTimeout(idleDim, flag: "--idle-dim") }
        if let idleBlank { options.power.blankAfter = try parseIdleTimeout(idleBlank, flag: "--idle-blank") }
        if let dimBrightness {
            guard let level = BoardValue.brightness(dimBrightness) else {
                throw KioskOptionError(flag: "--dim-brightness", value: dimBrightness, expected: BoardValue.brightnessAllowed)
            }
            options.power.dimBrightness = level
        }
        if let backlight {
            guard let name = BoardValue.backlightName(backlight) else {
                throw KioskOptionError(flag: "--backlight", value: backlight, expected: BoardValue.backlightAllowed)
            }
            options.power.backlight = name
        }
        options.stats = stats
        return options
    }

    /// `auto`, or a backend's name with its argument: `drm`, `drm:PATH`, `fbdev`,
    /// `fbdev:PATH`, `headless` or `headless:WxH` with Kiosk's own `backends`.
    public static func parseDisplay(_ text: String, backends: [any DisplayBackend] = DisplayBackends.all)
        throws(KioskOptionError) -> DisplaySelection {
        let (kind, argument) = split(text)
        if kind == "auto" && argument == nil { return .automatic }
        guard let backend = DisplayBackends.named(kind, in: backends) else {
            let names = ["auto"] + backends.map(\.usage)
            let listed = names.count > 1 ? names.dropLast().joined(separator: ", ") + " or " + names.last! : names[0]
            let examples = backends.compactMap(\.example)
            throw KioskOptionError(flag: "--display", value: text,
                                   expected: listed + (examples.isEmpty ? "" : " (e.g. \(examples.joined(separator: ", ")))"))
        }
        return DisplaySelection(backend: backend.name, argument: try backend.parseArgument(argument, text: text))
    }

    /// `auto`, `libinput`, `script:FILE` or `none`.
    public static func parseInput(_ text: String) throws(KioskOptionError) -> Input {
        let (kind, argument) = split(text)
        switch (kind, argument) {
        case ("auto", nil): return .automatic
        case ("libinput", nil): return .libinput
        case ("none", nil): return .none
        case ("script", _):
            let expected = "script:FILE with a touch script file, e.g. script:tour.txt"
            guard let file = try path(argument, flag: "--input", text: text, expected: expected) else {
                throw KioskOptionError(flag: "--input", value: text, expected: expected)
            }
            return .script(URL(fileURLWithPath: file))
        default:
            throw KioskOptionError(flag: "--input", value: text, expected: "auto, libinput, script:FILE or none")
        }
    }

    /// A whole number of threads from 1 to 64.
    public static func parseRenderThreads(_ text: String) throws(KioskOptionError) -> Int {
        guard let threads = BoardValue.renderThreads(text) else {
            throw KioskOptionError(flag: "--render-threads", value: text, expected: BoardValue.renderThreadsAllowed)
        }
        return threads
    }

    /// Seconds without a touch (more than 0, at most a week), or `never` (nil).
    public static func parseIdleTimeout(_ text: String, flag: String) throws(KioskOptionError) -> Double? {
        guard let seconds = BoardValue.idleTimeout(text) else {
            throw KioskOptionError(flag: flag, value: text, expected: BoardValue.idleTimeoutAllowed)
        }
        return seconds
    }

    /// The render threads a run uses: the option's, else every core online.
    var renderThreadCount: Int { renderThreads ?? RenderWorkers.onlineCores }

    /// `0`, `90`, `180` or `270` (degrees clockwise).
    public static func parseRotation(_ text: String) throws(KioskOptionError) -> Rotation {
        guard let degrees = Int(text), let rotation = Rotation(rawValue: degrees) else {
            throw KioskOptionError(flag: "--rotate", value: text, expected: "0, 90, 180 or 270 (degrees clockwise)")
        }
        return rotation
    }

    /// A file name ending in `.png`.
    public static func parseRecording(_ text: String) throws(KioskOptionError) -> URL {
        guard text.lowercased().hasSuffix(".png"), text.count > 4, !text.hasSuffix("/.png") else {
            throw KioskOptionError(flag: "--record", value: text, expected: "a file name ending in .png (the recording is an animated PNG)")
        }
        return URL(fileURLWithPath: text)
    }

    /// "kind:argument" → (kind, argument); no colon → (text, nil).
    private static func split(_ text: String) -> (String, String?) {
        guard let colon = text.firstIndex(of: ":") else { return (text, nil) }
        return (String(text[..<colon]), String(text[text.index(after: colon)...]))
    }

    /// The argument after "kind:", which must not be empty when there is a colon.
    static func path(_ argument: String?, flag: String, text: String, expected: String) throws(KioskOptionError) -> String? {
        guard let argument else { return nil }
        guard !argument.isEmpty else { throw KioskOptionError(flag: flag, value: text, expected: expected) }
        return argument
    }
}

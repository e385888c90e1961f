import ArgumentParser
import Foundation
import Kiosk

/// The flags `kiosk demo` and `kiosk run` share: where the app is shown, where its
/// touches come from, and what the run records and reports.
struct RuntimeOptions: ParsableArguments {
    @Option(help: "A board file (a path), or the name of an installed board (see 'kiosk board list'): its display, touchscreen and fonts are the defaults the other flags override.")
    var board: String?

    @Option(help: "\(DisplayBackends.all.map(\.usage).joined(separator: ", ")) or auto (the first DRM card with a connected display, then fbdev, then headless \(KioskOptions.defaultHeadlessSize.width)x\(KioskOptions.defaultHeadlessSize.height)).")
    var display: String?

    @Option(help: "libinput, script:FILE, none or auto (libinput on a DRM or fbdev display, nothing on the headless one).")
    var input: String?

    @Option(help: "Turn the picture 0, 90, 180 or 270 degrees clockwise onto the panel (touches are turned back).")
    var rotate: String?

    @Option(help: "Write an animated PNG of what was shown to FILE.png.")
    var record: String?

    @Option(name: .customLong("dump-frames"), help: "Write every frame as a PNG into this folder, named by its time in ms.")
    var dumpFrames: String?

    @Option(help: "Play this touch script (at 0.5 tap 100,200 …) beside the input; on the headless display, instead of the tour.")
    var script: String?

    @Option(help: "The headless display's clock: virtual (the same frames on every run) or real.")
    var clock: String?

    @Option(name: .customLong("render-threads"),
            help: "Threads that draw each frame, 1 to 64 (default: the board's render-threads, else every core online).")
    var renderThreads: String?

    @Option(name: .customLong("idle-dim"),
            help: "Dim the backlight after this many seconds without a touch, or never (default: the board's idle-dim, else never).")
    var idleDim: String?

    @Option(name: .customLong("idle-blank"),
            help: "Power the display down after this many seconds without a touch, or never (default: the board's idle-blank, else never). The first touch wakes it and is not delivered.")
    var idleBlank: String?

    @Option(name: .customLong("dim-brightness"),
            help: "The dimmed backlight level, a fraction of full brightness from 0 to 1 (default: the board's, else 0.1).")
    var dimBrightness: String?

    @Option(help: "The backlight device under /sys/class/backlight (default: the board's backlight, else the first there).")
    var backlight: String?

    @Option(name: .customLong("control-socket"),
            help: "Where `kiosk ctl` reaches this run: a socket path, off, or auto (\(ControlSocket.defaultPath) on a DRM or fbdev display).")
    var controlSocket: String?

    @Flag(help: "Print frame times, missed vblanks and input latency to stderr at exit.")
    var stats = false

    /// The options these flags give, over the board's defaults when `--board` names one.
    func kioskOptions(board: BoardFile? = nil) throws(KioskOptionError) -> KioskOptions {
        try KioskOptions.parse(board: board, display: display, input: input, rotate: rotate, record: record,
                               dumpFrames: dumpFrames, script: script, clock: clock, stats: stats,
                               renderThreads: renderThreads, idleDim: idleDim, idleBlank: idleBlank,
                               dimBrightness: dimBrightness, backlight: backlight, controlSocket: controlSocket)
    }

    /// The options, or the command's usage error naming the bad flag. A board file that
    /// does not load prints each of its problems, as `kiosk board check` does, and exits 1.
    func validated() throws -> KioskOptions {
        var boardFile: BoardFile?
        if let board {
            do {
                boardFile = try BoardFile.load(board)
            } catch {
                FileHandle.standardError.write(Data((error.description + "\n").utf8))
                throw ExitCode.failure
            }
        }
        do {
            return try kioskOptions(board: boardFile)
        } catch {
            throw ValidationError(error.description)
        }
    }
}

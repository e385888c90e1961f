import CoreGraphics
import Foundation
import KioskHeadless
import Logging
import QuartzCore
import UIKit

/// Runs an app: an app's `main` calls
/// `KioskRuntime.run(rootViewController: MyViewController(), options: options)`.
///
/// The runtime chooses a display backend and opens its display (`DisplayChoice`,
/// `DisplayBackends`), makes `UIScreen.main` and a key window showing the root view
/// controller, and runs until SIGTERM, SIGINT, SIGHUP or SIGQUIT (exit status 0 after
/// an orderly stop; see `takeRunSignals`) — or, on a headless display, until its touch
/// script has played and nothing animates. A recording that cannot be written stops
/// the run too, and `run` throws its error.
/// On the headless display's virtual clock the run is a deterministic lock-step
/// (`VirtualClockRun`); everywhere else the render server draws on its own thread,
/// paced by the display (`LiveRun`). The runtime holds the display as `any Display`
/// and never asks which kind it is.
@MainActor public final class KioskRuntime {
    public let options: KioskOptions
    /// Called once the first frame is on the glass (after its DRM flip), on the thread
    /// that presented it: where a service reports READY.
    public var onFirstFramePresented: (@Sendable () -> Void)?
    /// Main-loop turns and frames, for a watchdog on another thread.
    public let progress = RuntimeProgress()
    /// What the run chose, measured and wrote; set by `run`.
    public private(set) var displayChoice: DisplayChoice?
    public private(set) var statistics: RuntimeStatistics?
    public private(set) var recording: FrameRecorder.Summary?
    /// Where NOTIFY_SOCKET, WATCHDOG_USEC and the test hooks are read from (tests set their own).
    var serviceEnvironment = ProcessInfo.processInfo.environment
    /// The display a live run opened (a `DRMDisplay`, `FBDevDisplay`,
    /// `HeadlessDisplay`…), for checks that read scanout back; closed once `run` returns.
    public private(set) var display: (any Display)?
    /// The display backends a run chooses among (tests add their own).
    var backends: [any DisplayBackend] = DisplayBackends.all

    private static let log = Logger(label: "kiosk.runtime")

    public init(options: KioskOptions = KioskOptions()) {
        self.options = options
    }

    /// Runs `rootViewController` with `options`; returns the process exit status.
    public static func run(rootViewController: UIViewController, options: KioskOptions = KioskOptions()) throws(KioskRuntimeError) -> Int32 {
        try KioskRuntime(options: options).run(rootViewController: rootViewController)
    }

    /// Runs `rootViewController` until stopped; returns the exit status (0 after an
    /// orderly stop). Errors name the device, file or flag at fault.
    public func run(rootViewController root: UIViewController) throws(KioskRuntimeError) -> Int32 {
        LargeBlockAllocation.mapLargeBlocks()
        let signals: SignalGuard
        do {
            signals = try SignalGuard()
            try signals.takeRunSignals()
            try MainLoopStallHook.install(on: signals, environment: serviceEnvironment)
        } catch {
            throw .signals(error)
        }
        return try run(rootViewController: root, signals: signals)
    }

    /// Runs with `signals` as the stop (and VT switch) signals' pipe; tests pass one
    /// that forwards nothing, or their own. systemd hears of the run through a
    /// `ServiceLifecycle`: READY=1 after the first frame, STOPPING=1 when it ends.
    func run(rootViewController root: UIViewController, signals: SignalGuard) throws(KioskRuntimeError) -> Int32 {
        let service = ServiceLifecycle(environment: serviceEnvironment, progress: progress)
        defer { service.stopping() }
        let onFirstFrame: @Sendable () -> Void = { [onFirstFramePresented] in
            onFirstFramePresented?()
            service.firstFramePresented()
        }
        try useBoardFonts()
        let (choice, backend) = try chooseDisplay()
        var stats: RuntimeStatistics
        if let (width, height) = try backend.virtualClockScreen(argument: choice.display.argument, options: options) {
            guard options.input != .libinput else {
                throw .input("libinput cannot drive the headless display's virtual clock; use --clock real, or --input script:FILE")
            }
            let framebuffer = try options.headlessFramebuffer(width: width, height: height)
            let script = try touchScript(screen: CGSize(width: width, height: height), headless: true)
            let recorder = try makeRecorder(width: framebuffer.width, height: framebuffer.height, signals: signals)
            let run = VirtualClockRun(width: width, height: height, scale: options.scale, script: script,
                                      idleTimeout: options.idleTimeout, signals: signals, progress: progress,
                                      keyboard: options.keyboard)
            service.status(choice.summary)
            // Frames are drawn in lock-step on the main actor: there is no render loop to wait for.
            service.loopsStarted(renderLoopIsIdle: { true })
            let pause = FirstFramePauseHook(signals: signals, environment: serviceEnvironment)
            let outcome = run.run(root, recorder: recorder) {
                onFirstFrame()
                MainActor.assumeIsolated { pause?.wait() }
            }
            Self.log.info("stopping: \(outcome.stoppedBySignal ? signals.stopReason ?? "a stop request" : "the script has played and nothing animates")")
            service.stopping()
            var virtualStats = RuntimeStatistics()
            for _ in 0..<outcome.framesPresented { virtualStats.addUntimedFrame() }
            stats = virtualStats
            do {
                recording = try recorder?.finish(at: outcome.endTime + VirtualClockRun.finalHold)
            } catch {
                throw .recording(error)
            }
        } else {
            let wait = DisplayWait(open: { [options] () throws(KioskRuntimeError) in
                try backend.open(argument: choice.display.argument, options: options)
            }, signals: signals, service: service)
            guard let display = try wait.run(waits: options.board?.display.waitsForDisplay ?? false) else { return 0 }
            Self.log.info("display: \(display.description)")
            service.status("display: \(display.description)")
            self.display = display
            let screen = CGSize(width: CGFloat(display.pixelWidth) / display.scale, height: CGFloat(display.pixelHeight) / display.scale)
            let script = try touchScript(screen: screen, headless: !display.isConsoleDevice)
            let recorder = try makeRecorder(width: display.pixelWidth, height: display.pixelHeight, signals: signals)
            let run = try LiveRun(display: display, root: root, options: options, script: script, signals: signals,
                                  recorder: recorder, progress: progress, service: service, onFirstFrame: onFirstFrame)
            (stats, recording) = try run.run()
        }
        stats.peakResidentBytes = PeakResidentMemory.bytes()
        statistics = stats
        if options.stats {
            for line in stats.report { Self.log.notice("stats: \(line)") }
            if let recording {
                Self.log.notice("stats: recording: \(recording.framesReceived) frames taken, \(recording.droppedFrames) dropped (encoder behind)")
            }
        }
        return 0
    }

    /// Chooses the display among `backends` (`DisplayChoice`) and logs why; returns
    /// the choice and the backend that opens it.
    func chooseDisplay() throws(KioskRuntimeError) -> (DisplayChoice, any DisplayBackend) {
        let choice = DisplayChoice.choose(options.display, from: backends)
        displayChoice = choice
        Self.log.info("\(choice.summary)")
        guard let name = choice.display.backend, let backend = DisplayBackends.named(name, in: backends) else {
            throw .display("no display backend for '\(choice.display)' (\(backends.map(\.name).joined(separator: ", ")))")
        }
        return (choice, backend)
    }

    /// Makes the board's fonts the system fonts, once both load (the error names the file).
    private func useBoardFonts() throws(KioskRuntimeError) {
        guard let fonts = options.board?.fonts else { return }
        do {
            guard try fonts.load() != nil else { return }
        } catch {
            throw .font(error)
        }
        FontFace.systemFontPaths = (fonts.regular, fonts.bold)
        Self.log.info("fonts: \(fonts.regular), bold \(fonts.bold)")
    }

    /// The recorder `--record` and `--dump-frames` ask for, or nil. Its first error is
    /// logged at once and stops the run through `signals`; `run` then throws it.
    private func makeRecorder(width: Int, height: Int, signals: SignalGuard) throws(KioskRuntimeError) -> FrameRecorder? {
        guard options.recordURL != nil || options.dumpFramesURL != nil else { return nil }
        let recorder: FrameRecorder
        do {
            recorder = try FrameRecorder(width: width, height: height, recording: options.recordURL?.path,
                                         dumpDirectory: options.dumpFramesURL?.path)
        } catch {
            throw .recording(error)
        }
        let stop = signals.stopRequester(reason: "the recording failed")
        let log = Self.log
        recorder.onFailure = { error in
            log.error("recording: \(error); the run stops")
            stop.requestStop()
        }
        return recorder
    }

    /// The touches to play: `--input script:FILE`, else `--script FILE`, else — on a
    /// headless display with no input chosen — the app's tour for a `screen`-sized screen.
    func touchScript(screen: CGSize, headless: Bool) throws(KioskRuntimeError) -> TouchScript? {
        if case .script(let url) = options.input { return try Self.loadScript(url) }
        if let url = options.script { return try Self.loadScript(url) }
        guard headless, options.input == .automatic, let tour = options.tour else { return nil }
        do {
            return try TouchScript(parsing: tour(screen), name: "tour")
        } catch {
            throw .script(error.description)
        }
    }

    /// The touch script file at `url`; one larger than `TouchScript.maximumFileSize` is refused unread.
    static func loadScript(_ url: URL) throws(KioskRuntimeError) -> TouchScript {
        let text: String
        do {
            text = try TextFile.read(url.path, limit: TouchScript.maximumFileSize, kind: "a touch script")
        } catch {
            throw .script("\(url.path): \(error.reason)")
        }
        do {
            return try TouchScript(parsing: text, name: url.path)
        } catch {
            throw .script(error.description)
        }
    }
}

import CoreGraphics
import Dispatch
import Foundation
import KioskHeadless
import Logging
import Raster
@_spi(KioskRuntime) import QuartzCore
@_spi(KioskRuntime) import UIKit

/// A run on the real clock: a display (DRM, fbdev, headless…) driven by the render
/// server's thread, and the main actor's run loop for everything else. Each tick on
/// the main actor is one main-loop turn and a display-link frame: scripted touches due
/// are queued, and the turn ends as `MainLoopTurn` ends every turn (queued touches
/// delivered, gesture deadlines expired, display links fired, layout, commit). The
/// ticks come every 1/60 s only while something moves or waits for a frame, each one
/// turn's budget before the render server takes a frame's commits (`TurnPhase`), so a
/// touch reaches the next vblank; idle, the loop sleeps until its next deadline or
/// until something wakes it, then turns once (`MainLoopSchedule`). The signal pipe, libinput's descriptor, the control socket and
/// hot-plug are watched by dispatch sources on the main queue. A stop signal (or a failed recording) stops the run in order: render
/// server, display (CRTC given back), console. The app becomes active as the run
/// starts, and is in the background while another VT is in front
/// (`UIApplication.moveState(to:)`). A run on a display that is not a console device
/// (headless) ends by itself once its script has played, nothing animates and no
/// display link runs. With `--idle-dim`/`--idle-blank` (or the board's `[power]`) an
/// `IdleScreen` dims and blanks the untouched screen; while blanked the main loop is
/// idle and draws nothing, and the first touch wakes the screen without reaching the app.
@MainActor final class LiveRun {
    private let display: any Display
    private let observed: ObservedDisplay
    private let options: KioskOptions
    private let signals: SignalGuard
    private let progress: RuntimeProgress
    private let service: ServiceLifecycle
    private let window: UIWindow
    private let server: RenderServer
    private let dispatcher: TouchDispatcher
    private var console: VirtualTerminal?
    private var libinput: LibInputSource?
    /// Physical keyboards' keys to the first responder (with libinput, when the keymap compiles).
    private var keys: KeyDispatcher?
    private var scripted: ScriptedTouchSource?
    /// The control socket `kiosk ctl` talks to, polled once a turn.
    private var control: ControlSocket?
    /// DRM hot-plug events (a DRM display only) and what follows them.
    private var hotplugMonitor: DRMHotplugMonitor?
    private var hotplug: DisplayHotplug?
    /// When the run started, for `kiosk ctl status`.
    private let startTime = CACurrentMediaTime()
    private var sources: [any DispatchSourceProtocol] = []
    private var ticker: (any DispatchSourceTimer)?
    /// Whether `ticker` is set for the next frame turn (else for the next deadline, if any).
    private var ticking = false
    /// When frame turns come on the display's clock, and how long turns take.
    private var phase = TurnPhase(period: LiveRun.tickInterval)
    /// The media time the ticker was set for when it is set for a frame turn: a turn's
    /// budget runs from there, so the timer's own lateness (a loaded machine) counts.
    private var plannedTurn: Double?
    private var idle: IdleScreen?
    /// Whether the screen is blanked, for the watchdog's thread: no frames is then progress.
    private let blanked = Locked(false)
    private var stopped = false
    /// When a headless run's script ended, for its idle timeout.
    private var scriptEnded: Double?
    private let previousScreen = UIScreen.main

    private static let log = Logger(label: "kiosk.runtime")
    private static let tickInterval = 1.0 / 60

    /// Sets up the screen, window, render server, console and input for `root` on `display`.
    init(display: any Display, root: UIViewController, options: KioskOptions, script: TouchScript?,
         signals: SignalGuard, recorder: FrameRecorder?, progress: RuntimeProgress, service: ServiceLifecycle,
         onFirstFrame: (@Sendable () -> Void)?) throws(KioskRuntimeError) {
        self.display = display
        self.options = options
        self.signals = signals
        self.progress = progress
        self.service = service
        let bounds = CGRect(x: 0, y: 0, width: CGFloat(display.pixelWidth) / display.scale,
                            height: CGFloat(display.pixelHeight) / display.scale)
        let screen = UIScreen(bounds: bounds, scale: display.scale)
        UIScreen.attach(screen)
        window = UIWindow(frame: bounds)
        window.screen = screen
        if let keyboard = options.keyboard {
            keyboard.apply(to: window, physicalKeyboardPresent: keyboard.kind == .auto && BoardKeyboard.physicalKeyboardPresent())
        }
        window.rootViewController = root
        window.makeKeyAndVisible()
        dispatcher = TouchDispatcher(window: window)
        observed = ObservedDisplay(display, recorder: recorder, progress: progress, onFirstFrame: onFirstFrame)
        server = RenderServer(display: observed, renderThreads: options.renderThreadCount)
        if display.isConsoleDevice { takeConsole() }
        if let holder = display as? any PictureAfterExit {
            // Black now (the VT is in graphics mode: the console no longer draws there), the first frame once shown.
            let black = Bitmap(width: display.pixelWidth, height: display.pixelHeight)
            Self.paintAfterExit(on: holder, what: "black")(black.view)
            observed.afterFirstFrame = Self.paintAfterExit(on: holder, what: "the first frame")
        }
        do {
            try openControl()
            try openIdleScreen(screen)
            try openInput(screenSize: bounds.size)
            openHotplug(screen)
        } catch {
            idle?.detach()
            UIScreen.attach(previousScreen)
            throw error
        }
        if let script { scripted = ScriptedTouchSource(script: script, startingAt: CACurrentMediaTime()) }
    }

    /// Runs until stopped; returns what `--stats` reports and what the recorder wrote.
    func run() throws(KioskRuntimeError) -> (RuntimeStatistics, FrameRecorder.Summary?) {
        window.layoutIfNeeded()
        server.rootLayer = window.layer
        CATransaction.flush()
        server.start()
        // The app's launch is over: it becomes active as its first frame is drawn.
        UIApplication.shared.moveState(to: .active)
        service.loopsStarted(renderLoopIsIdle: { [server, blanked] in
            blanked.withLock { $0 } || server.waitUntilIdle(timeout: 0)
        })
        progress.renderServerStarted(server)
        watch(signals.fileDescriptor) { $0.signalsArrived() }
        if let libinput { watch(libinput.fileDescriptor) { $0.inputArrived() } }
        if let hotplugMonitor { watch(hotplugMonitor.fileDescriptor) { $0.hotplugArrived() } }
        if let control { watch(control.fileDescriptor) { $0.pollControl(at: CACurrentMediaTime()) } }
        let timer = DispatchSource.makeTimerSource(queue: .main)
        timer.schedule(deadline: .now(), repeating: .never)
        timer.setEventHandler { [self] in MainActor.assumeIsolated { tick() } }
        timer.resume()
        sources.append(timer)
        ticker = timer
        ticking = true
        idle?.onBlankChange = { [blanked] isBlanked in blanked.withLock { $0 = isBlanked } }
        while !stopped {
            let turns = progress.mainLoopTurns
            // The app's Foundation timers fire inside the run loop without ending its
            // wait; it ends just after the next one so that a turn follows it.
            let timerDate = RunLoop.main.limitDate(forMode: .default) ?? .distantFuture
            _ = RunLoop.main.run(mode: .default, before: min(timerDate.addingTimeInterval(0.001), .distantFuture))
            // Idle, and something woke the loop (input, `kiosk ctl`, a block or a timer of
            // the app's): its turn comes now, so what it changed is laid out and committed.
            if !stopped && !ticking && progress.mainLoopTurns == turns { tick() }
        }
        progress.renderServerStarted(nil)
        idle?.detach()

        var statistics = observed.measured
        let shown = display.statistics
        if shown.measuresVBlanks {
            statistics.missedVBlanks = shown.missedVBlanks
            statistics.lateFrames = shown.framesLate
        }
        display.close()
        control = nil
        if let console {
            console.restore()
            Self.log.info("console: \(console.path) restored (\(console.savedModes))")
        }
        UIScreen.attach(previousScreen)
        do {
            return (statistics, try observed.finishRecording(at: MonotonicMediaClock().now))
        } catch {
            throw .recording(error)
        }
    }

    // MARK: Main-loop turns

    private func tick() {
        guard !stopped else { return }
        progress.mainLoopTurned()
        idle?.update()
        let now = CACurrentMediaTime()
        pollControl(at: now)
        scripted?.feed(dispatcher, at: now)
        let taken = dispatcher.take()
        let delivered = idle?.filter(taken) ?? taken
        // Blanked (and no touch woke it): the app's turn waits for the wake, once the
        // fingers down as it blanked are cancelled.
        if idle?.state == .blanked && delivered.isEmpty {
            if !display.isConsoleDevice, scripted?.isFinished ?? true { stop(because: "the script has played and the screen is blanked") }
            scheduleNextTurn(after: now)
            return
        }
        keys?.deliver(until: now)
        MainLoopTurn(window: window).end(at: now, touches: delivered.map(\.windowTouch), frameInterval: Self.tickInterval)
        observed.touchesDelivered(at: delivered.map(\.timestamp))
        phase.turns.record(CACurrentMediaTime() - min(plannedTurn ?? now, now))
        let schedule = schedule()
        if !display.isConsoleDevice, scripted?.isFinished ?? true, stopsWhenIdle(schedule, now: now) {
            stop(because: "the script has played and nothing animates")
        }
        scheduleNextTurn(schedule, after: now)
    }

    /// What the turn just ended leaves for the next (see `MainLoopSchedule`).
    private func schedule() -> MainLoopSchedule {
        var schedule = MainLoopSchedule(scriptStep: scripted?.nextEventTime, controlSilence: control?.nextSilenceDeadline,
                                        watchdogInterval: service.watchdogInterval)
        if idle?.state == .blanked {
            schedule.blanked = true
            return schedule
        }
        schedule.renderServerBusy = !server.waitUntilIdle(timeout: 0)
        schedule.touchesDown = window.hasTouchesDown
        schedule.displayLinkActive = CADisplayLink.anyActive
        schedule.motionInProgress = window.hasMotionInProgress
        schedule.gestureTimeout = window.nextGestureTimeout
        schedule.keyRepeat = keys?.keyboard.nextRepeatTime
        schedule.screenTimeout = idle?.nextDeadline
        return schedule
    }

    /// Sets the ticker for the turn after the one at `now`: the next frame turn on the
    /// display's clock, once at the schedule's deadline, or not at all.
    private func scheduleNextTurn(_ schedule: MainLoopSchedule? = nil, after now: Double) {
        guard !stopped, let ticker else { return }
        switch (schedule ?? self.schedule()).next(after: now, frameInterval: Self.tickInterval) {
        case .everyFrame:
            ticking = true
            if let time = observed.latestFrameTime { phase.gridPoint = time }
            let current = CACurrentMediaTime()
            let next = phase.nextTurn(after: current)
            plannedTurn = next
            ticker.schedule(deadline: .now() + max(next - current, 0), repeating: .never)
        case .once(let time):
            ticking = false
            plannedTurn = nil
            ticker.schedule(deadline: .now() + max(time - now, 0), repeating: .never)
        case .whenWoken:
            ticking = false
            plannedTurn = nil
            ticker.schedule(deadline: .distantFuture, repeating: .never)
        }
    }

    /// Whether a run off the console (headless) is over: its script played, and
    /// nothing animates, scrolls or waits (or `idleTimeout` passed since the script ended).
    private func stopsWhenIdle(_ schedule: MainLoopSchedule, now: Double) -> Bool {
        let ended = scriptEnded ?? now
        scriptEnded = ended
        if now - ended >= options.idleTimeout { return true }
        return !schedule.needsEveryFrame && schedule.gestureTimeout == nil
    }

    private func signalsArrived() {
        signals.handlePending()
        if let reason = signals.stopReason { stop(because: reason) }
    }

    private func inputArrived() {
        guard let libinput else { return }
        let touches = libinput.dispatch()
        dispatcher.enqueue(touches)
        progress.touchesBegan(touches.count { $0.phase == .began })
        progress.inputDevicesCounted(added: libinput.devicesAdded, removed: libinput.devicesRemoved)
        let keyEvents = libinput.takeKeyEvents()
        for case .key(_, _, true, let time) in keyEvents { idle?.keyPressed(at: time) }
        keys?.enqueue(keyEvents)
        // A blanked screen's loop turns slowly: wake it now, not at its next turn.
        if idle?.state == .blanked { tick() }
    }

    private func hotplugArrived() {
        guard let hotplugMonitor else { return }
        hotplug?.handle(hotplugMonitor.receive())
    }

    /// Takes and answers the control socket's requests at media time `now`: each turn,
    /// and whenever the socket's descriptor is readable (a connection, or a client's bytes).
    private func pollControl(at now: Double) {
        guard let control, let idle else { return }
        control.poll(now: now) { answer($0, at: now, idle: idle) }
    }

    /// Stops the sources and the render server; `run` then gives the devices back.
    private func stop(because reason: String) {
        guard !stopped else { return }
        stopped = true
        Self.log.info("stopping: \(reason)")
        service.stopping()
        for source in sources { source.cancel() }
        sources.removeAll()
        server.stop()
    }

    @discardableResult
    private func watch(_ descriptor: Int32, _ handler: @escaping @MainActor @Sendable (LiveRun) -> Void) -> any DispatchSourceRead {
        let source = DispatchSource.makeReadSource(fileDescriptor: descriptor, queue: .main)
        source.setEventHandler { [self] in MainActor.assumeIsolated { handler(self) } }
        source.resume()
        sources.append(source)
        return source
    }

    // MARK: Devices

    /// Paints the first frame where the kernel shows it once the process is gone (a
    /// DRM card's fbdev emulation), so a crash leaves it on the glass, not the console.
    private static func paintAfterExit(on holder: any PictureAfterExit, what: String) -> (BitmapView) -> Void {
        { frame in
            do {
                let path = try holder.paintPictureAfterExit(frame)
                log.info("after exit: \(what) is left in \(path) for the kernel to show until the next start")
            } catch {
                log.warning("after exit: the console's picture stays (\(error))")
            }
        }
    }

    /// Takes the VT the kiosk runs on (stdin's, when it is one; else the active one)
    /// for graphics; the display is suspended while another VT is in front. Without a
    /// VT (a serial console, a pty, no permission) the run goes on without one.
    private func takeConsole() {
        let stdinTerminal = isatty(0) != 0 ? ttyname(0).map { String(cString: $0) } : nil
        let path = stdinTerminal.flatMap { $0.range(of: #"^/dev/tty[0-9]+$"#, options: .regularExpression) != nil ? $0 : nil }
        do {
            let terminal = try VirtualTerminal(path: path)
            console = terminal
            // Another VT in front is the app's background (the hooks run on the main
            // thread, which handles the signals).
            // A blanked screen keeps the app in the background until it wakes.
            try terminal.handOver(display, using: signals, beforeRelease: { [weak self] in
                MainActor.assumeIsolated {
                    self?.idle?.isInFront = false
                    UIApplication.shared.moveState(to: .background)
                }
            }, afterAcquire: { [weak self] in
                MainActor.assumeIsolated {
                    self?.idle?.isInFront = true
                    if self?.idle?.state != .blanked { UIApplication.shared.moveState(to: .active) }
                }
            })
            Self.log.info("console: \(terminal.path) in graphics mode, keyboard off (was \(terminal.savedModes))")
            if service.notifier.isEnabled {
                // systemd restarts a crashed service at once: the console must not show in between.
                try terminal.keepGraphicsModeOnCrash()
                Self.log.info("console: a crash leaves \(terminal.path) in graphics mode for the restart (a service)")
            }
        } catch {
            Self.log.info("console: not taken (\(error)); the text console stays as it is")
        }
    }

    /// Listens for DRM hot-plug events when the display is a DRM card: a display unplugged
    /// or switched off and back is followed. Without the events (no netlink) the run goes
    /// on with the display as it is.
    private func openHotplug(_ screen: UIScreen) {
        guard let drm = display as? DRMDisplay else { return }
        guard let card = DeviceNumber(ofDeviceAt: drm.cardPath) else {
            Self.log.warning("display: \(drm.cardPath) is not a device node; hot-plug events are not followed")
            return
        }
        do {
            let monitor = try DRMHotplugMonitor()
            hotplugMonitor = monitor
            hotplug = DisplayHotplug(display: drm, card: card, window: window, screen: screen) { [weak self] size in
                self?.libinput?.mapping = TouchMapping(screenSize: size, rotation: self?.options.rotation ?? .degrees0)
            }
            Self.log.info("display: following hot-plug events of \(drm.cardPath) (\(card)) from the kernel's uevents")
        } catch {
            Self.log.warning("display: hot-plug events not followed (\(error)); a display unplugged stays dark until restart")
        }
    }

    /// Makes the `IdleScreen` when the options dim or blank the screen, a backlight is
    /// there for `UIScreen.brightness` (on a device display only), or `kiosk ctl` may
    /// blank and wake it. A backlight the options name must open; the first one found
    /// may be missing.
    private func openIdleScreen(_ screen: UIScreen) throws(KioskRuntimeError) {
        let settings = options.power
        var backlight: Backlight?
        if display.isConsoleDevice {
            do {
                backlight = try Backlight(name: settings.backlight, root: options.backlightRoot)
            } catch {
                if settings.backlight != nil { throw .backlight(error) }
                if case .noDevice = error {} else { Self.log.warning("backlight: \(error); brightness is not set") }
            }
        }
        guard settings.isEnabled || backlight != nil || control != nil else { return }
        let light = backlight.map { "backlight \($0.name) (max \($0.maximum))" } ?? "no backlight"
        Self.log.info("screen: \(settings.summary); \(light)")
        idle = IdleScreen(settings: settings, display: display, backlight: backlight, screen: screen, clock: MediaClocks.current)
    }

    /// Listens for `kiosk ctl` where the options say: by default on a device display,
    /// where a failure (no /run/kiosk, no permission) only costs the remote view.
    private func openControl() throws(KioskRuntimeError) {
        let path: String
        switch options.controlSocket {
        case .off: return
        case .automatic:
            guard display.isConsoleDevice else { return }
            path = ControlSocket.defaultPath
        case .path(let chosen): path = chosen
        }
        do {
            control = try ControlSocket(path: path)
            Self.log.info("control: kiosk ctl reaches this run at \(path)")
        } catch {
            guard options.controlSocket == .automatic else { throw .control(error) }
            Self.log.warning("control: not listening (\(error)); kiosk ctl cannot reach this run")
        }
    }

    /// The reply to a `kiosk ctl` request, made within the main-loop turn at `now`.
    private func answer(_ request: ControlRequest, at now: Double, idle: IdleScreen) -> String {
        RunControl(window: window, dispatcher: dispatcher, display: display, idle: idle, backlightRoot: options.backlightRoot,
                   status: { [unowned self] in statusLines(at: $0) },
                   play: { [unowned self] in scripted = ScriptedTouchSource(script: $0, startingAt: $1) })
            .answer(request, at: now)
    }

    /// What `kiosk ctl status` shows.
    private func statusLines(at now: Double) -> [String] {
        let measured = observed.measured
        let shown = display.statistics
        var lines = ["display: \(display.description)",
                     "size: \(display.pixelWidth)x\(display.pixelHeight) pixels at scale \(display.scale), rotation \(options.rotation.rawValue)°",
                     "frames presented: \(measured.framesPresented)",
                     "missed vblanks: " + (shown.measuresVBlanks ? "\(shown.missedVBlanks)" : "not measured by this display")]
        if let drm = display as? DRMDisplay {
            lines.insert("connector: \(drm.connectorName) " + (drm.isConnected ? "connected" : "disconnected"), at: 1)
        }
        if let libinput {
            lines.append("touch devices: " + (libinput.touchDevices.isEmpty ? "none" : libinput.touchDevices.map(BoardFileSyntax.quoted).joined(separator: ", ")))
        } else {
            lines.append("touch devices: libinput not used")
        }
        lines.append("memory: " + (Self.residentKiB().map { "\($0) KiB resident" } ?? "unknown"))
        lines.append("uptime: \(Int(now - startTime)) s")
        return lines
    }

    /// VmRSS from /proc/self/status.
    private static func residentKiB() -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }) else { return nil }
        return line.split(separator: " ").dropFirst().first.flatMap { Int($0) }
    }

    /// Types physical keys with the board's keymap and key repeat (us, 600 ms, 25/s
    /// without a board). A keymap that does not compile (no xkb-data) costs only the keys.
    private func openKeyboard() {
        let board = options.keyboard ?? BoardKeyboard()
        do {
            let keymap = try XKBKeymap(board.keymap)
            let compose = XKBComposeTable()
            if compose == nil {
                Self.log.warning("input: no compose table for \(XKBComposeTable.locale) (libx11-data); dead keys type nothing")
            }
            let repeating = board.keyRepeat
            let keyboard = PhysicalKeyboard(state: KeyboardState(keymap: keymap, composeTable: compose), repeating: repeating)
            keys = KeyDispatcher(window: window, keyboard: keyboard, kind: options.keyboard?.kind)
            Self.log.info("input: keyboards type with keymap \(board.keymap), repeat after \(repeating.delayMilliseconds) ms at \(repeating.rate)/s")
        } catch {
            Self.log.warning("input: \(error); physical keys do not type")
        }
    }

    /// Opens libinput when asked for, or by default on a device display.
    private func openInput(screenSize: CGSize) throws(KioskRuntimeError) {
        let wanted: Bool
        switch options.input {
        case .libinput: wanted = true
        case .automatic: wanted = display.isConsoleDevice
        case .script, .none: wanted = false
        }
        guard wanted else { return }
        do {
            let touch = options.touch
            let source = try LibInputSource(backend: touch.backend,
                                            mapping: TouchMapping(screenSize: screenSize, rotation: options.rotation),
                                            calibration: touch.calibration, match: touch.match)
            libinput = source
            progress.inputDevicesCounted(added: source.devicesAdded, removed: source.devicesRemoved)
            let found = source.touchDevices.isEmpty ? "none yet" : source.touchDevices.joined(separator: ", ")
            let ignored = source.ignoredTouchDevices.isEmpty ? "" : "; ignored: " + source.ignoredTouchDevices.joined(separator: ", ")
            let from = switch touch.backend {
            case .udev(let seat): "udev seat \(seat)"
            case .path(let paths): paths.joined(separator: ", ")
            }
            Self.log.info("input: libinput \(from), \(touch.match), touch devices: \(found)\(ignored)")
            openKeyboard()
        } catch {
            guard options.input == .libinput else {
                Self.log.warning("input: libinput not available (\(error)); running without touch input")
                return
            }
            throw .input("\(error)")
        }
    }
}

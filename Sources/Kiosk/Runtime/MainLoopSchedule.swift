/// When the live run's main loop turns next, decided at the end of each turn from what
/// the turn left behind. While anything moves or waits for the next frame (commits or
/// animations the render server has not finished, a finger down, a display link, a
/// scroll view in motion) the loop turns at the display's rate. Otherwise it is idle and
/// makes no periodic wake-up: it turns once at the earliest deadline that exists (a
/// gesture's timeout, a key's repeat, the screen's dim or blank, the script's next step,
/// a silent `kiosk ctl` client's time limit, half the watchdog's interval), or only when
/// input, a signal, `kiosk ctl` (a connection or a client's bytes), hot-plug or the app's
/// own blocks and timers wake it. A blanked screen is idle whatever the app does (nothing
/// is drawn, and its turn waits for the wake): only the script, `kiosk ctl` and the
/// watchdog set its deadlines.
struct MainLoopSchedule: Equatable {
    /// The render server has commits to draw or animations running (`RenderServer.waitUntilIdle`).
    var renderServerBusy = false
    /// A finger is down on the window.
    var touchesDown = false
    /// A display link is added and not paused (`CADisplayLink.anyActive`).
    var displayLinkActive = false
    /// A scroll view coasts, springs back or eases (`UIWindow.hasMotionInProgress`).
    var motionInProgress = false
    /// The screen is blanked (`IdleScreen`).
    var blanked = false
    /// Media times at which a turn has work, if any: `UIWindow.nextGestureTimeout`.
    var gestureTimeout: Double?
    /// `PhysicalKeyboard.nextRepeatTime`.
    var keyRepeat: Double?
    /// `IdleScreen.nextDeadline`: the dim or the blank.
    var screenTimeout: Double?
    /// `ScriptedTouchSource.nextEventTime`.
    var scriptStep: Double?
    /// `ControlSocket.nextSilenceDeadline`: when a connected `kiosk ctl` client that has
    /// not finished its request is answered with an error (its bytes wake the loop sooner).
    var controlSilence: Double?
    /// `WatchdogGate.interval`, when systemd watches the run: the gate needs a turn in
    /// each interval, so an idle loop turns every half of one (a whole one could drift
    /// past a check).
    var watchdogInterval: Double?

    /// What the loop does after a turn.
    enum Next: Equatable {
        /// Turns at the display's rate from now on.
        case everyFrame
        /// Turns once at this media time (then decides again).
        case once(at: Double)
        /// No turn until something wakes the loop.
        case whenWoken
    }

    /// Whether a turn is needed at every display frame.
    var needsEveryFrame: Bool {
        !blanked && (renderServerBusy || touchesDown || displayLinkActive || motionInProgress)
    }

    /// The earliest deadline of a turn that has work (the screen, keys and gestures are the
    /// app's turn, which a blanked screen does not take), or nil.
    var nextDeadline: Double? {
        let deadlines = blanked ? [scriptStep, controlSilence]
                                : [gestureTimeout, keyRepeat, screenTimeout, scriptStep, controlSilence]
        return deadlines.compactMap { $0 }.min()
    }

    /// The next turn after a turn at media time `now` on a display showing a frame every
    /// `frameInterval` s. An idle loop never turns sooner than one frame from `now`, so a
    /// deadline the turn did not clear is not a busy loop.
    func next(after now: Double, frameInterval: Double) -> Next {
        if needsEveryFrame { return .everyFrame }
        let watchdog = watchdogInterval.map { now + $0 / 2 }
        guard let due = [nextDeadline, watchdog].compactMap({ $0 }).min() else { return .whenWoken }
        return .once(at: max(due, now + frameInterval))
    }
}

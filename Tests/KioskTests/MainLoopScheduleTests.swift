@testable import Kiosk
import Testing

/// The live main loop turns every frame only while something needs frames; idle, it
/// turns at its earliest deadline or when woken, never periodically.
@Suite struct MainLoopScheduleTests {
    static let frame = 1.0 / 64

    @Test func nothingToDoWaitsForAWakeWithNoDeadlineAtAll() {
        let idle = MainLoopSchedule()
        #expect(!idle.needsEveryFrame && idle.nextDeadline == nil)
        #expect(idle.next(after: 10, frameInterval: Self.frame) == .whenWoken)
    }

    @Test(arguments: ["render server busy", "touches down", "display link", "motion"])
    func eachThingInMotionTurnsTheLoopEveryFrame(_ reason: String) {
        var schedule = MainLoopSchedule(screenTimeout: 40, watchdogInterval: 2)
        switch reason {
        case "render server busy": schedule.renderServerBusy = true
        case "touches down": schedule.touchesDown = true
        case "display link": schedule.displayLinkActive = true
        default: schedule.motionInProgress = true
        }
        #expect(schedule.needsEveryFrame)
        #expect(schedule.next(after: 10, frameInterval: Self.frame) == .everyFrame)
        // Blanked, nothing is drawn: the app's motion needs no frames.
        schedule.blanked = true
        #expect(!schedule.needsEveryFrame)
        #expect(schedule.next(after: 10, frameInterval: Self.frame) == .once(at: 11))
    }

    @Test func anIdleLoopTurnsOnceAtTheEarliestDeadline() {
        var schedule = MainLoopSchedule(gestureTimeout: 10.5, keyRepeat: 10.25, screenTimeout: 70, scriptStep: 12)
        #expect(schedule.nextDeadline == 10.25)
        #expect(schedule.next(after: 10, frameInterval: Self.frame) == .once(at: 10.25))
        schedule.keyRepeat = nil
        #expect(schedule.next(after: 10, frameInterval: Self.frame) == .once(at: 10.5))
        schedule.gestureTimeout = nil
        #expect(schedule.next(after: 10, frameInterval: Self.frame) == .once(at: 12))
        schedule.scriptStep = nil
        #expect(schedule.next(after: 10, frameInterval: Self.frame) == .once(at: 70))
    }

    /// The gate checks every `interval` s: an idle loop turns every half of one.
    @Test func theWatchdogIsTheOnlyPeriodicTurnOfAnIdleLoop() {
        var schedule = MainLoopSchedule(watchdogInterval: 0.5)
        #expect(schedule.next(after: 10, frameInterval: Self.frame) == .once(at: 10.25))
        schedule.screenTimeout = 10.125
        #expect(schedule.next(after: 10, frameInterval: Self.frame) == .once(at: 10.125))
        schedule.screenTimeout = 30
        #expect(schedule.next(after: 10, frameInterval: Self.frame) == .once(at: 10.25))
    }

    /// Gestures, keys and the screen's timeouts are the app's turn, which a blanked screen does not take.
    @Test func aBlankedScreenWaitsOnlyForTheScriptAndTheWatchdog() {
        var schedule = MainLoopSchedule(blanked: true, gestureTimeout: 10.5, keyRepeat: 10.25, screenTimeout: 10.75)
        #expect(schedule.nextDeadline == nil)
        #expect(schedule.next(after: 10, frameInterval: Self.frame) == .whenWoken)
        schedule.scriptStep = 14
        #expect(schedule.next(after: 10, frameInterval: Self.frame) == .once(at: 14))
        schedule.watchdogInterval = 4
        #expect(schedule.next(after: 10, frameInterval: Self.frame) == .once(at: 12))
    }

    /// A `kiosk ctl` client mid-request needs no frames (its bytes wake the loop): only its
    /// time limit is a deadline, blanked or not — a blanked kiosk answers `wake` at once.
    @Test func aControlClientMidRequestIsADeadlineNotEveryFrame() {
        var schedule = MainLoopSchedule(screenTimeout: 70, scriptStep: 40, controlSilence: 15)
        #expect(!schedule.needsEveryFrame)
        #expect(schedule.next(after: 10, frameInterval: Self.frame) == .once(at: 15))
        schedule.blanked = true
        #expect(schedule.next(after: 10, frameInterval: Self.frame) == .once(at: 15))
        schedule.controlSilence = nil
        #expect(schedule.next(after: 10, frameInterval: Self.frame) == .once(at: 40))
    }

    /// A deadline the turn did not clear (or one due within the frame) waits a frame: never a busy loop.
    @Test func anIdleTurnComesNoSoonerThanOneFrameLater() {
        let passed = MainLoopSchedule(gestureTimeout: 9)
        #expect(passed.next(after: 10, frameInterval: Self.frame) == .once(at: 10 + Self.frame))
        let soon = MainLoopSchedule(keyRepeat: 10.0078125)
        #expect(soon.next(after: 10, frameInterval: Self.frame) == .once(at: 10 + Self.frame))
        let later = MainLoopSchedule(keyRepeat: 10.03125)
        #expect(later.next(after: 10, frameInterval: Self.frame) == .once(at: 10.03125))
    }
}

@testable import Kiosk
import Testing

/// The idle timer on a virtual clock: when it dims and blanks, which touch wakes the
/// screen (and is swallowed), and how `isIdleTimerDisabled` holds it on.
@Suite struct IdlePolicyTests {
    static let settings = ScreenIdleSettings(dimAfter: 60, blankAfter: 300)

    /// What `advance(to:)` reported at each time, in order.
    static func advances(_ policy: inout IdlePolicy, _ times: [Double]) -> [IdlePolicy.State?] {
        times.map { policy.advance(to: $0) }
    }

    @Test func itDimsAndBlanksAtExactlyItsTimeouts() {
        var policy = IdlePolicy(settings: Self.settings, now: 1000)
        #expect(policy.nextDeadline == 1060)
        #expect(Self.advances(&policy, [1059.999, 1060, 1061]) == [nil, .dimmed, nil])
        #expect(policy.nextDeadline == 1300)
        #expect(Self.advances(&policy, [1299.999]) == [nil] && policy.state == .dimmed)
        #expect(Self.advances(&policy, [1300, 5000]) == [.blanked, nil])
        #expect(policy.nextDeadline == nil && policy.state == .blanked)
    }

    /// `kiosk ctl blank` blanks at once, even while the app holds the screen on; `wake`
    /// restarts the countdown whether or not it woke anything.
    @Test func blankNowAndWakeAreWhatCtlAsksForWhateverTheClock() {
        var policy = IdlePolicy(settings: Self.settings, now: 0)
        #expect(policy.wake(at: 10) == nil && policy.state == .awake && policy.nextDeadline == 70)
        #expect(policy.blankNow() == .blanked && policy.nextDeadline == nil)
        #expect(policy.blankNow() == nil)
        #expect(policy.wake(at: 20) == .awake && policy.nextDeadline == 80)
        #expect(policy.hold(true, at: 30) == nil)
        #expect(policy.blankNow() == .blanked && policy.state == .blanked)
        // A touch wakes it as it wakes a timed-out blank.
        #expect(policy.touch(beginning: true, at: 40) && policy.state == .awake)
        #expect(Self.advances(&policy, [10_000]) == [nil])
    }

    @Test func aLateCheckGoesStraightToBlanked() {
        var policy = IdlePolicy(settings: Self.settings, now: 0)
        #expect(Self.advances(&policy, [400]) == [.blanked])
    }

    @Test func anyFingerEventRestartsTheCountdownButOnlyABeginningOneWakes() {
        var policy = IdlePolicy(settings: Self.settings, now: 0)
        var woke = policy.touch(beginning: true, at: 50)
        #expect(!woke && policy.nextDeadline == 110)
        #expect(Self.advances(&policy, [110]) == [.dimmed])
        // A finger already down that moves restarts the countdown but does not wake.
        woke = policy.touch(beginning: false, at: 120)
        #expect(!woke && policy.state == .dimmed && policy.nextDeadline == 420)
        woke = policy.touch(beginning: true, at: 130)
        #expect(woke && policy.state == .awake && policy.nextDeadline == 190)
        #expect(Self.advances(&policy, [430]) == [.blanked])
        woke = policy.touch(beginning: true, at: 431)
        #expect(woke && policy.state == .awake && policy.nextDeadline == 491)
    }

    @Test func holdingKeepsItAwakeAndReleasingRestartsTheCountdown() {
        var policy = IdlePolicy(settings: Self.settings, now: 0)
        var woken = policy.hold(true, at: 10)
        #expect(woken == nil && policy.nextDeadline == nil)
        #expect(Self.advances(&policy, [10_000]) == [nil] && policy.state == .awake)
        woken = policy.hold(false, at: 10_000)
        #expect(woken == nil && policy.nextDeadline == 10_060)
        #expect(Self.advances(&policy, [10_060]) == [.dimmed])
        // Held while dimmed: it wakes at once.
        woken = policy.hold(true, at: 10_070)
        #expect(woken == .awake)
        woken = policy.hold(true, at: 10_080)
        #expect(woken == nil)
    }

    @Test func aDimTimeoutNotBeforeTheBlankOneIsSkipped() {
        var policy = IdlePolicy(settings: ScreenIdleSettings(dimAfter: 300, blankAfter: 300), now: 0)
        #expect(policy.nextDeadline == 300)
        #expect(Self.advances(&policy, [300]) == [.blanked])
        var dimOnly = IdlePolicy(settings: ScreenIdleSettings(dimAfter: 30), now: 0)
        #expect(Self.advances(&dimOnly, [30]) == [.dimmed])
        #expect(dimOnly.nextDeadline == nil)
    }

    @Test func byDefaultItNeverDimsNorBlanks() {
        var policy = IdlePolicy(settings: ScreenIdleSettings(), now: 0)
        #expect(!ScreenIdleSettings().isEnabled)
        #expect(policy.nextDeadline == nil)
        #expect(Self.advances(&policy, [1e9]) == [nil])
        #expect(ScreenIdleSettings().summary == "never dims or blanks")
        #expect(ScreenIdleSettings(dimAfter: 60, blankAfter: 90.5, dimBrightness: 0.25).summary
            == "dims after 60 s to 25 %, blanks after 90.5 s")
    }
}

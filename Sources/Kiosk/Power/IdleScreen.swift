import CoreGraphics
import Logging
import QuartzCore
@_spi(KioskRuntime) import UIKit

/// Carries out an `IdlePolicy` on a device: dims the backlight, powers the display
/// down (the render server then draws nothing: frames wait in `waitForNextFrame`),
/// puts the app in the background while blanked, and wakes it all on the first touch,
/// which it swallows: `filter` drops every event of that finger until it lifts, so it
/// never reaches a view. It also sets the backlight for `UIScreen.brightness`, and
/// holds the screen on while `UIApplication.shared.isIdleTimerDisabled`.
/// Failures (a refused power change, a backlight file) are logged, never fatal.
@MainActor final class IdleScreen {
    private var policy: IdlePolicy
    private let display: any Display
    private let backlight: Backlight?
    private let clock: any MediaClock
    private let screen: UIScreen
    /// The brightness the app chose (0…1), put back on wake.
    private var brightness: Double
    /// Fingers whose touch woke the screen (or that were down as it blanked): their
    /// events are dropped until they lift.
    private var swallowed: Set<Int> = []
    /// Fingers the app has seen go down and not up, where they were last.
    private var down: [Int: CGPoint] = [:]
    /// Cancellations of the fingers down as the screen blanked, for the next `filter`.
    private var cancels: [TouchInputEvent] = []
    /// Whether the app's VT is in front (the runtime says, around a VT switch): a wake
    /// brings the app back to active only then.
    var isInFront = true
    /// Told true when the screen blanks and false when it wakes (the run loop sleeps between).
    var onBlankChange: ((Bool) -> Void)?

    private static let log = Logger(label: "kiosk.idle")

    /// Starts the countdown at `clock.now`; installs the brightness and idle-timer hooks on `screen`
    /// and `UIApplication.shared` (`detach()` removes them).
    init(settings: ScreenIdleSettings, display: any Display, backlight: Backlight?, screen: UIScreen, clock: any MediaClock) {
        policy = IdlePolicy(settings: settings, now: clock.now)
        self.display = display
        self.backlight = backlight
        self.clock = clock
        self.screen = screen
        brightness = 1
        if let backlight {
            do {
                brightness = try backlight.fraction()
            } catch {
                Self.log.warning("backlight: \(error)")
            }
        }
        screen.noteBrightness(CGFloat(brightness))
        screen.onBrightnessChange = { [weak self] in self?.appSetBrightness(Double($0)) }
        let application = UIApplication.shared
        application.onIdleTimerChange = { [weak self] in self?.hold($0) }
        if application.isIdleTimerDisabled { hold(true) }
    }

    /// Removes the hooks `init` installed.
    func detach() {
        screen.onBrightnessChange = nil
        UIApplication.shared.onIdleTimerChange = nil
    }

    /// How lit the screen is.
    var state: IdlePolicy.State { policy.state }
    /// When `update()` next has something to do (nil: only a touch or the app changes it).
    var nextDeadline: Double? { policy.nextDeadline }

    /// The backlight it sets, if the panel has one.
    var backlightDevice: Backlight? { backlight }
    /// The brightness chosen (0…1: by the app, `kiosk ctl brightness` or the panel at
    /// start), which the backlight has while awake.
    var chosenBrightness: Double { brightness }

    /// Dims or blanks the screen if its time has come.
    func update() {
        let from = policy.state
        guard let to = policy.advance(to: clock.now) else { return }
        let after = to == .dimmed ? policy.settings.dimAfter : policy.settings.blankAfter
        apply(from: from, to: to, cause: "no touch for \(after ?? 0) s")
    }

    /// Blanks the screen now, as the timeout does (`kiosk ctl blank`); the next touch
    /// wakes it and is swallowed. Nothing happens when it is blanked already.
    func blank() {
        let from = policy.state
        if let to = policy.blankNow() { apply(from: from, to: to, cause: "kiosk ctl") }
    }

    /// Wakes the screen as a touch does, and restarts the countdown (`kiosk ctl wake`);
    /// an awake screen stays as it is.
    func wake() {
        let from = policy.state
        if let to = policy.wake(at: clock.now) { apply(from: from, to: to, cause: "kiosk ctl") }
    }

    /// Sets the brightness (0…1, clamped) from outside the app (`kiosk ctl brightness`):
    /// the backlight changes now while awake, and at the wake otherwise, as for the app's
    /// `UIScreen.brightness`, which then reads it; the app is told by
    /// `UIScreen.brightnessDidChangeNotification`. A backlight that cannot be written
    /// changes nothing.
    func setBrightness(_ value: Double) throws(BacklightError) {
        let chosen = min(max(value, 0), 1)
        if policy.state == .awake, let backlight { try backlight.setLevel(backlight.level(forFraction: chosen)) }
        brightness = chosen
        screen.brightnessChangedOutsideTheApp(to: CGFloat(chosen))
    }

    /// `events` without the touches that woke the screen (each of their fingers'
    /// events, up to its lift); every event restarts the countdown. A finger still down
    /// when the screen blanked is cancelled first (its lift may come while blanked,
    /// when no turn delivers it), so the app is never left with a finger down.
    func filter(_ events: [TouchInputEvent]) -> [TouchInputEvent] {
        guard !events.isEmpty || !cancels.isEmpty else { return events }
        var kept = cancels
        cancels.removeAll()
        kept.reserveCapacity(events.count)
        for event in events {
            let from = policy.state
            let wakes = policy.touch(beginning: event.phase == .began, at: event.timestamp)
            if wakes {
                swallowed.insert(event.finger)
                apply(from: from, to: .awake, cause: "a touch")
            }
            let lifts = event.phase == .ended || event.phase == .cancelled
            if swallowed.contains(event.finger) {
                if lifts { swallowed.remove(event.finger) }
                continue
            }
            down[event.finger] = lifts ? nil : event.location
            kept.append(event)
        }
        return kept
    }

    /// A physical key pressed at `time`: restarts the countdown, and wakes a dimmed or
    /// blanked screen. The key still types (a keyboard has no control under a finger).
    func keyPressed(at time: Double) {
        let from = policy.state
        if policy.touch(beginning: true, at: time) { apply(from: from, to: .awake, cause: "a key") }
    }

    /// `isIdleTimerDisabled` changed: hold the screen on, or start counting again.
    private func hold(_ held: Bool) {
        let from = policy.state
        if let to = policy.hold(held, at: clock.now) { apply(from: from, to: to, cause: "the app") }
    }

    private func appSetBrightness(_ value: Double) {
        brightness = value
        if policy.state == .awake { setBacklight(brightness) }
    }

    private func apply(from: IdlePolicy.State, to: IdlePolicy.State, cause: String) {
        switch to {
        case .dimmed:
            Self.log.info("screen: dimmed (\(cause))")
            setBacklight(min(policy.settings.dimBrightness, brightness))
        case .blanked:
            Self.log.info("screen: blanked (\(cause))")
            setBacklight(0)
            let now = clock.now
            cancels = down.sorted { $0.key < $1.key }.map {
                TouchInputEvent(finger: $0.key, phase: .cancelled, location: $0.value, timestamp: now)
            }
            swallowed.formUnion(down.keys)
            down.removeAll()
            do {
                try display.powerDown()
            } catch {
                Self.log.warning("screen: powering the display down failed: \(error)")
            }
            if UIApplication.shared.applicationState == .active { UIApplication.shared.moveState(to: .background) }
            onBlankChange?(true)
        case .awake:
            Self.log.info("screen: woken by \(cause)")
            if from == .blanked {
                do {
                    try display.powerUp()
                } catch {
                    Self.log.warning("screen: powering the display up failed: \(error)")
                }
            }
            setBacklight(brightness)
            if from == .blanked {
                if isInFront && UIApplication.shared.applicationState == .background { UIApplication.shared.moveState(to: .active) }
                onBlankChange?(false)
            }
        }
    }

    private func setBacklight(_ fraction: Double) {
        guard let backlight else { return }
        do {
            try backlight.setLevel(backlight.level(forFraction: fraction))
        } catch {
            Self.log.warning("backlight: \(error)")
        }
    }
}

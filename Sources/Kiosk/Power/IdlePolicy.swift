/// The idle timer of a screen, as pure state on any clock: `dimAfter` seconds after
/// the last touch the screen dims, `blankAfter` seconds after it blanks; a touch that
/// begins while dimmed or blanked wakes it and is swallowed (as on phones: the first
/// tap only lights the screen). While held (`isIdleTimerDisabled`) it stays awake;
/// released, the countdown starts again from then.
struct IdlePolicy: Equatable {
    /// How lit the screen is.
    enum State: Equatable, Sendable {
        case awake, dimmed, blanked
    }

    let settings: ScreenIdleSettings
    private(set) var state = State.awake
    /// When the countdown started: the last touch, the release of a hold, or the start.
    private(set) var lastActivity: Double
    private(set) var isHeld = false

    init(settings: ScreenIdleSettings, now: Double) {
        self.settings = settings
        lastActivity = now
    }

    /// The state the timer reaches at `now`, if it changed (a late call skips straight
    /// to the furthest state due: from awake to blanked without dimming).
    mutating func advance(to now: Double) -> State? {
        let due = dueState(at: now)
        guard due != state, rank(due) > rank(state) else { return nil }
        state = due
        return due
    }

    /// A finger's event at `now`: restarts the countdown. Returns true when the event
    /// is a touch beginning on a dimmed or blanked screen, which wakes it and is swallowed.
    mutating func touch(beginning: Bool, at now: Double) -> Bool {
        lastActivity = now
        guard beginning, state != .awake else { return false }
        state = .awake
        return true
    }

    /// Blanks at once, as the timeout would (`kiosk ctl blank`), even while held: the
    /// next touch wakes it. Returns `.blanked` unless it was blanked already.
    mutating func blankNow() -> State? {
        guard state != .blanked else { return nil }
        state = .blanked
        return .blanked
    }

    /// Wakes a dimmed or blanked screen as a touch would, without one (`kiosk ctl
    /// wake`); the countdown starts again from `now` either way. Returns `.awake` when it woke.
    mutating func wake(at now: Double) -> State? {
        lastActivity = now
        guard state != .awake else { return nil }
        state = .awake
        return .awake
    }

    /// Holds the screen awake, or lets the countdown start again from `now`. Returns
    /// `.awake` when holding wakes a dimmed or blanked screen.
    mutating func hold(_ held: Bool, at now: Double) -> State? {
        guard held != isHeld else { return nil }
        isHeld = held
        lastActivity = now
        guard held, state != .awake else { return nil }
        state = .awake
        return .awake
    }

    /// When `advance` next changes the state, or nil when nothing is due (held, blanked,
    /// or no timeout configured).
    var nextDeadline: Double? {
        guard !isHeld else { return nil }
        switch state {
        case .awake: return [effectiveDim, settings.blankAfter].compactMap { $0 }.min().map { lastActivity + $0 }
        case .dimmed: return settings.blankAfter.map { lastActivity + $0 }
        case .blanked: return nil
        }
    }

    /// The dim timeout, unless the screen blanks first (or at the same time).
    private var effectiveDim: Double? {
        guard let dim = settings.dimAfter else { return nil }
        if let blank = settings.blankAfter, blank <= dim { return nil }
        return dim
    }

    private func dueState(at now: Double) -> State {
        guard !isHeld else { return state }
        let idle = now - lastActivity
        if let blank = settings.blankAfter, idle >= blank { return .blanked }
        if let dim = effectiveDim, idle >= dim { return .dimmed }
        return .awake
    }

    private func rank(_ state: State) -> Int {
        switch state {
        case .awake: 0
        case .dimmed: 1
        case .blanked: 2
        }
    }
}

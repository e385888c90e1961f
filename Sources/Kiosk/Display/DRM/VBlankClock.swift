/// The display's vblank cadence, learned from flip completions, and the frame times
/// predicted from it: a frame is drawn for the vblank at which it will reach the glass.
struct VBlankClock: Equatable {
    /// One refresh, in seconds.
    let period: Double
    /// The latest vblank time known (a flip's completion or a vblank query).
    private(set) var lastVBlank: Double?

    init(period: Double, lastVBlank: Double? = nil) {
        self.period = period
        self.lastVBlank = lastVBlank
    }

    mutating func record(vblankAt time: Double) {
        if lastVBlank.map({ time > $0 }) ?? true { lastVBlank = time }
    }

    /// The first vblank strictly after `now`: the last known one plus whole periods
    /// (`now` + one period when none is known yet).
    func nextVBlank(after now: Double) -> Double {
        guard let last = lastVBlank else { return now + period }
        if now < last { return last }
        let periods = ((now - last) / period).rounded(.down) + 1
        return last + periods * period
    }

    /// The vblank at which a frame started at `now` will be shown: it is drawn for
    /// `drawDuration`, waits for a flip in flight to complete (at the next vblank at the
    /// earliest) when `flipPending`, and is shown at the first vblank after it is submitted.
    func presentationTime(now: Double, drawDuration: Double, flipPending: Bool) -> Double {
        let drawn = now + drawDuration
        let submitted = flipPending ? max(drawn, nextVBlank(after: now)) : drawn
        return nextVBlank(after: submitted)
    }

    /// How many vblanks after `predicted` a frame meant for it reached the glass at
    /// `shown` (0 when on time; half a period either way counts as on time).
    func missedVBlanks(predicted: Double, shown: Double) -> Int {
        max(0, Int(((shown - predicted) / period).rounded()))
    }
}

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

    /// How many vblanks after `predicted` a frame meant for it reached the glass at
    /// `shown` (0 when on time; half a period either way counts as on time).
    func missedVBlanks(predicted: Double, shown: Double) -> Int {
        max(0, Int(((shown - predicted) / period).rounded()))
    }
}

/// When the live run's next frame turn comes while the loop turns every frame: on the
/// display's clock, one turn's budget before the moment the render server takes the
/// commits for a frame, so that a touch delivered in that turn is drawn for the next
/// vblank rather than a frame later. The render server takes commits on the grid of the
/// times its display hands out (each frame's time is a grid point, a period apart); the
/// budget is the recent turns' mean duration from the time each was planned for (the
/// timer's lateness included; `DrawDurationEstimate`) plus `margin`.
/// Without a frame's time yet, turns come one period apart, as a free-running timer's.
struct TurnPhase: Equatable {
    /// Seconds between the display's frames.
    let period: Double
    /// A time on the display's frame grid (a frame's time), once the display gave one.
    var gridPoint: Double?
    /// How long the recent turns took.
    var turns = DrawDurationEstimate()

    /// Time kept beyond the turn for the timer's wake-up and the commit's hand-over.
    static let margin = 0.002

    init(period: Double, gridPoint: Double? = nil) {
        self.period = period
        self.gridPoint = gridPoint
    }

    /// How long before a grid point its turn starts.
    var budget: Double { turns.expected + Self.margin }

    /// The media time of the next frame turn after `now`: the first grid point whose
    /// turn starts after `now`, less the budget (`now + period` without a grid point).
    func nextTurn(after now: Double) -> Double {
        guard let gridPoint else { return now + period }
        let lead = budget
        let frames = ((now + lead - gridPoint) / period).rounded(.down) + 1
        return gridPoint + frames * period - lead
    }
}

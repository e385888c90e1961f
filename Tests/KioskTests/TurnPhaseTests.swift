@testable import Kiosk
import Testing

/// Frame turns come one budget before each frame of the display's grid, not at a free-running timer's phase.
@Suite struct TurnPhaseTests {
    static let period = 1.0 / 64

    static func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-12 }

    @Test func withoutAFrameTimeTurnsComeAPeriodApart() {
        let phase = TurnPhase(period: Self.period)
        #expect(phase.nextTurn(after: 10) == 10 + Self.period)
    }

    /// No turn measured yet: the budget is the margin, and the turn is that long before the next grid point.
    @Test func theTurnComesItsBudgetBeforeTheNextGridPoint() {
        let phase = TurnPhase(period: Self.period, gridPoint: 2)
        #expect(phase.budget == TurnPhase.margin)
        // 10.005 lies in the frame from 10 to 10.015625.
        #expect(Self.close(phase.nextTurn(after: 10.005), 10.015625 - 0.002))
        // Within the budget of a grid point, that frame's turn is late: the next one's comes.
        #expect(Self.close(phase.nextTurn(after: 10.0145), 10.03125 - 0.002))
        // A grid point given from the past or the future is the same grid.
        let later = TurnPhase(period: Self.period, gridPoint: 12.5)
        #expect(Self.close(later.nextTurn(after: 10.005), 10.015625 - 0.002))
    }

    @Test func theBudgetFollowsTheTurnsMeasured() {
        var phase = TurnPhase(period: Self.period, gridPoint: 0)
        phase.turns.record(0.004)
        phase.turns.record(0.002)
        #expect(Self.close(phase.budget, 0.003 + TurnPhase.margin))
        #expect(Self.close(phase.nextTurn(after: 1), 1.015625 - 0.005))
        // A turn longer than a frame: its turn comes a frame earlier.
        phase.turns.record(0.05)
        #expect(Self.close(phase.budget, 0.056 / 3 + TurnPhase.margin))
        #expect(Self.close(phase.nextTurn(after: 1), 1.03125 - phase.budget))
    }
}

/// Where an animation stands at one moment: which part of its timeline, how far
/// through its current cycle, and which cycle.
struct TimingSample: Equatable, Sendable {
    enum Phase: Equatable, Sendable { case before, active, after }
    var phase: Phase
    /// nil = no effect at this time; otherwise 0…1, before the timing function.
    var fraction: Double?
    /// Completed whole cycles (for isCumulative). Before and after the active interval,
    /// the count at the position the fill shows, whether or not it is shown.
    var iteration: Int
    /// In the back leg of an autoreversing cycle.
    var isReversing: Bool
}

/// `CAMediaTiming` semantics: how a parent's time maps to an animation's progress.
///
/// A cycle is the simple duration d, or 2d when it autoreverses (forward, then back).
/// The active interval lasts `repeatDuration`, or `repeatCount` cycles (at least one;
/// fractional and infinite counts allowed). It starts at `beginTime` in the parent's
/// time and runs `speed` times as fast. `timeOffset` shifts the starting point within
/// the active interval, wrapping around its end. The active interval ends at the END of
/// its last cycle: repeatCount 3 ends at fraction 1, 3.5 at 0.5.
///
/// A negative speed plays the active interval backwards at |speed|, from its end to its
/// start (with an infinite active interval, each cycle plays backwards and the
/// iteration counts down from −1). Speed 0 freezes the animation at its start
/// (plus `timeOffset`). A simple duration ≤ 0 gives an empty active interval: the
/// animation jumps to its end.
extension MediaTiming {
    /// The length of the active interval in the animation's own time.
    func activeDuration(simpleDuration d: CFTimeInterval) -> CFTimeInterval {
        guard d > 0 else { return 0 }
        if repeatDuration > 0 { return repeatDuration }
        let count = repeatCount > 0 ? Double(repeatCount) : 1
        return count * cycleDuration(d)
    }

    /// The parent time at which the active interval ends (beginTime + A/|speed|; .infinity if never).
    func endTime(simpleDuration d: CFTimeInterval) -> CFTimeInterval {
        let active = activeDuration(simpleDuration: d)
        guard speed != 0, active.isFinite else { return .infinity }
        return beginTime + active / abs(Double(speed))
    }

    /// The animation's state at parent time `t`.
    func sample(atParentTime t: CFTimeInterval, simpleDuration d: CFTimeInterval) -> TimingSample {
        let active = activeDuration(simpleDuration: d)
        // Time since the start of the active interval, in the animation's own seconds.
        let elapsed = speed == 0 ? 0 : (t - beginTime) * abs(Double(speed))
        let tolerance = Self.boundaryTolerance
        let phase: TimingSample.Phase = elapsed < -tolerance ? .before : elapsed >= active - tolerance ? .after : .active
        guard d > 0 else {
            if phase == .before {
                return TimingSample(phase: phase, fraction: fillMode.holdsBefore ? 0 : nil, iteration: 0, isReversing: false)
            }
            return TimingSample(phase: phase, fraction: fillMode.holdsAfter ? (autoreverses ? 0 : 1) : nil,
                                iteration: 0, isReversing: autoreverses)
        }

        // The position within the active interval that this moment shows. Positions are
        // half-open at one end: [0, A) playing forwards, (0, A] playing backwards, and the
        // end of the interval belongs to the last cycle.
        let clamped = phase == .after ? active : min(max(elapsed, 0), active)
        let position: Double, endInclusive: Bool
        if speed >= 0 {
            (position, endInclusive) = (clamped, phase == .after)
        } else {
            (position, endInclusive) = (active.isFinite ? active - clamped : -clamped, phase != .after)
        }
        var shifted = position + timeOffset
        if active.isFinite && timeOffset != 0 {
            shifted = Self.wrap(shifted, period: active, endInclusive: endInclusive)
        }

        let cycle = cycleDuration(d)
        let inCycle = Self.wrap(shifted, period: cycle, endInclusive: endInclusive)
        let iteration = Self.wholeNumber((shifted - inCycle) / cycle)
        let isReversing = autoreverses && inCycle > d
        let fraction = isReversing ? 2 - inCycle / d : inCycle / d

        let shows = switch phase {
        case .before: fillMode.holdsBefore
        case .active: true
        case .after: fillMode.holdsAfter
        }
        return TimingSample(phase: phase, fraction: shows ? fraction : nil, iteration: iteration, isReversing: isReversing)
    }

    /// How close to the start or end of the active interval a moment counts as on it.
    /// Times are sums and differences of doubles: an animation begun at 0.5 + 0.05 s and
    /// lasting 0.2 s is, at the 0.75 s frame, 0.19999999999999996 s in — it has ended on
    /// paper, and must not end one frame late. A nanosecond is far below any frame.
    static var boundaryTolerance: CFTimeInterval { 1e-9 }

    /// A layer's own time from its superlayer's: (t − beginTime)·speed + timeOffset, or
    /// its easing's when it has one.
    func localTime(fromParent t: CFTimeInterval) -> CFTimeInterval {
        if let easing { return easing.localTime(fromParent: t) }
        return speed == 0 ? timeOffset : (t - beginTime) * Double(speed) + timeOffset
    }

    /// The inverse of localTime(fromParent:) (speed 0: returns beginTime).
    func parentTime(fromLocal t: CFTimeInterval) -> CFTimeInterval {
        if let easing { return easing.parentTime(fromLocal: t) }
        return speed == 0 ? beginTime : (t - timeOffset) / Double(speed) + beginTime
    }

    /// One cycle: d, or forward and back when autoreversing.
    private func cycleDuration(_ d: CFTimeInterval) -> CFTimeInterval { autoreverses ? 2 * d : d }

    /// `x` wrapped into [0, period), or into (0, period] when `endInclusive` (a multiple
    /// of the period is then the end of the previous period, not the start of the next).
    private static func wrap(_ x: Double, period: Double, endInclusive: Bool) -> Double {
        var r = x.truncatingRemainder(dividingBy: period)
        if r < 0 { r += period }
        if endInclusive && r == 0 { r = period }
        if !endInclusive && r >= period { r = 0 } // a tiny negative x rounded up to the period
        return r
    }

    /// `x` rounded to an Int, saturating instead of trapping on huge or NaN values.
    private static func wholeNumber(_ x: Double) -> Int {
        guard !x.isNaN else { return 0 }
        return Int(min(max(x.rounded(), -1e15), 1e15))
    }
}

extension CAMediaTimingFillMode {
    /// True when the final value stays after the active interval ends.
    fileprivate var holdsAfter: Bool { self == .forwards || self == .both }
    /// True when the first value shows before the active interval begins.
    fileprivate var holdsBefore: Bool { self == .backwards || self == .both }
}

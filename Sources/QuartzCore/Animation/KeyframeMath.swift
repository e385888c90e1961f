/// `CAKeyframeAnimation`'s value calculation: which keyframes surround a moment and
/// how the value between them is found, for every calculation mode.
enum KeyframeMath {
    /// The value of a keyframe animation at `fraction` (0…1, after the animation's own
    /// timing function). nil when `values` is empty.
    ///
    /// `keyTimes` must run non-decreasing from exactly 0 to exactly 1 with one entry per
    /// value (linear, cubic), or for discrete one more than values (value i shows on
    /// [keyTimes[i], keyTimes[i+1])) or as many (the last value from its key time on,
    /// which may be below 1);
    /// otherwise the keyframes are evenly spaced (discrete: each value for 1/count).
    /// `timingFunctions` ease the fraction within segment i (a missing one is linear).
    /// The paced modes space keyframes by `distance(to:)` and ignore both arrays.
    /// Fractions outside 0…1 extrapolate the first or last segment.
    static func sample(values: [AnimatableValue], keyTimes: [Double]?,
                       timingFunctions: [CAMediaTimingFunction]?,
                       mode: CAAnimationCalculationMode, fraction: Double) -> AnimatableValue? {
        guard let first = values.first else { return nil }
        guard values.count > 1 else { return first }

        if mode == .discrete {
            let times = discreteKeyTimes(keyTimes, count: values.count)
            let index = times.lastIndex { $0 <= fraction } ?? 0
            return values[min(index, values.count - 1)]
        }

        let isPaced = mode == .paced || mode == .cubicPaced
        let times = isPaced ? pacedKeyTimes(values) : validKeyTimes(keyTimes, count: values.count) ?? evenKeyTimes(values.count)
        // The segment: the last one starting at or before `fraction` (the first one before 0).
        let segment = min(times.lastIndex { $0 <= fraction } ?? 0, values.count - 2)
        let length = times[segment + 1] - times[segment]
        var local = length > 0 ? (fraction - times[segment]) / length : 1
        if !isPaced, let functions = timingFunctions, segment < functions.count, (0...1).contains(local) {
            local = functions[segment].progress(at: local)
        }

        if mode == .cubic || mode == .cubicPaced {
            return cubic(values, times: times, segment: segment, local: local)
        }
        return values[segment].interpolated(to: values[segment + 1], fraction: local)
    }

    /// Catmull-Rom (cardinal with tension 0) on the components of segment `segment`:
    /// each keyframe's tangent is the slope between its neighbours (the one neighbour at
    /// the ends), scaled to uneven key times, so the curve passes exactly through every
    /// keyframe with a continuous slope. Segments whose neighbours differ in kind (or
    /// values that do not blend) fall back to `interpolated(to:fraction:)`.
    private static func cubic(_ values: [AnimatableValue], times: [Double], segment i: Int, local s: Double) -> AnimatableValue {
        let before = max(i - 1, 0), after = min(i + 2, values.count - 1)
        let neighbourhood = values[before...after]
        guard neighbourhood.allSatisfy({ $0.isContinuous && $0.hasSameKind(as: values[i]) }) else {
            return values[i].interpolated(to: values[i + 1], fraction: s)
        }

        /// The tangent at keyframe k in value per unit of key time.
        func tangent(_ k: Int) -> [Double] {
            let (lo, hi) = (max(k - 1, 0), min(k + 1, values.count - 1))
            let span = times[hi] - times[lo]
            guard span > 0 else { return [Double](repeating: 0, count: values[k].components.count) }
            return zip(values[lo].components, values[hi].components).map { ($1 - $0) / span }
        }
        let h = times[i + 1] - times[i]
        let (p0, p1) = (values[i].components, values[i + 1].components)
        let (m0, m1) = (tangent(i), tangent(i + 1))
        // Cubic Hermite basis.
        let s2 = s * s, s3 = s2 * s
        let h00 = 2 * s3 - 3 * s2 + 1, h10 = s3 - 2 * s2 + s
        let h01 = -2 * s3 + 3 * s2, h11 = s3 - s2
        let c = (0..<p0.count).map { j in h00 * p0[j] + h10 * h * m0[j] + h01 * p1[j] + h11 * h * m1[j] }
        return values[i].withComponents(c)
    }

    /// `keyTimes` when they suit `count` values for linear and cubic: as many entries,
    /// non-decreasing, from 0 to 1. nil otherwise.
    private static func validKeyTimes(_ keyTimes: [Double]?, count: Int) -> [Double]? {
        guard let t = keyTimes, t.count == count, isNonDecreasingFromZero(t), t.last == 1 else { return nil }
        return t
    }

    /// The key times for discrete mode: count + 1 boundaries (value i on [t[i], t[i+1])).
    /// Given exactly `count` times (starts only, the last at most 1), the last value
    /// runs from its time to the end.
    private static func discreteKeyTimes(_ keyTimes: [Double]?, count: Int) -> [Double] {
        if let t = keyTimes, isNonDecreasingFromZero(t) {
            if t.count == count + 1 && t.last == 1 { return t }
            if t.count == count && t.last! <= 1 { return t + [1] }
        }
        return (0...count).map { Double($0) / Double(count) }
    }

    /// True when `t` starts at exactly 0 and never decreases.
    private static func isNonDecreasingFromZero(_ t: [Double]) -> Bool {
        t.first == 0 && zip(t, t.dropFirst()).allSatisfy { $0 <= $1 }
    }

    /// `count` key times 0, 1/(count − 1), …, 1.
    private static func evenKeyTimes(_ count: Int) -> [Double] {
        (0..<count).map { Double($0) / Double(count - 1) }
    }

    /// Key times proportional to the distance travelled, so the value moves at constant
    /// speed (evenly spaced when all values are equal).
    private static func pacedKeyTimes(_ values: [AnimatableValue]) -> [Double] {
        var cumulative = [0.0]
        for (a, b) in zip(values, values.dropFirst()) { cumulative.append(cumulative.last! + a.distance(to: b)) }
        let total = cumulative.last!
        guard total > 0, total.isFinite else { return evenKeyTimes(values.count) }
        var times = cumulative.map { $0 / total }
        times[times.count - 1] = 1
        return times
    }
}

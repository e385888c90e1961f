extension CurlGeometry {
    /// The pixels of row `y` that need the per-pixel formula, worked out in `Double`
    /// with two pixels to spare on each side: the fold and its shadow (`0 ≤ d ≤ 2r`)
    /// and the flap (`d < 0` with its page point within a texel of the page).
    /// Outside it a pixel is exactly the page's where `d < 0`, else exactly beneath's.
    func workSpan(y: Int) -> Range<Int> {
        let cy = Double(y) + 0.5
        let d0 = axis - nx * 0.5 - ny * cy, dStep = -nx // d of pixel x: d0 + x × dStep
        var hull = Interval.where(d0, dStep, in: 0, 2 * radius)

        // The flap's sample, in texels from texel centres: x + k·n.x and y + k·n.y with
        // k = 2d − πr, which is linear in x.
        let k0 = 2 * d0 - Double.pi * radius, kStep = 2 * dStep
        let flap = Interval.where(d0, dStep, in: -Double.infinity, 0)
            .intersection(.where(nx * k0, 1 + nx * kStep, in: -1, Double(width)))
            .intersection(.where(Double(y) + ny * k0, ny * kStep, in: -1, Double(height)))
        hull = hull.union(flap)

        guard hull.low <= hull.high else { return 0..<0 }
        let w = Double(width)
        let first = Int(max(-4, min(w + 4, hull.low)).rounded(.down)) - 2
        let end = Int(max(-4, min(w + 4, hull.high)).rounded(.up)) + 3
        let lower = min(width, max(0, first))
        return lower ..< max(lower, min(width, end))
    }

    /// Whether pixel `x` of row `y` lies ahead of the axis (`d < 0`, in `Double`):
    /// outside the work span, the page's pixel shows there, else the one beneath.
    func isAhead(x: Int, y: Int) -> Bool {
        axis - nx * (Double(x) + 0.5) - ny * (Double(y) + 0.5) < 0
    }
}

/// A closed range of pixel positions, empty when `low > high`.
private struct Interval {
    var low: Double, high: Double

    static var empty: Interval { Interval(low: .infinity, high: -.infinity) }

    /// The `x` where `lower ≤ c0 + c1·x ≤ upper`.
    static func `where`(_ c0: Double, _ c1: Double, in lower: Double, _ upper: Double) -> Interval {
        if c1 == 0 { return lower <= c0 && c0 <= upper ? Interval(low: -.infinity, high: .infinity) : .empty }
        let a = (lower - c0) / c1, b = (upper - c0) / c1
        return Interval(low: min(a, b), high: max(a, b))
    }

    func intersection(_ other: Interval) -> Interval {
        Interval(low: max(low, other.low), high: min(high, other.high))
    }

    /// The smallest interval holding both (an empty one is ignored).
    func union(_ other: Interval) -> Interval {
        if low > high { return other }
        if other.low > other.high { return self }
        return Interval(low: min(low, other.low), high: max(high, other.high))
    }
}

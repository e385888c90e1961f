/// Cutting polylines by arc length, for dashed strokes (`setLineDash`) and for
/// strokes drawn only between two fractions of the path's length (`CAShapeLayer`'s
/// `strokeStart` / `strokeEnd`). A closed polyline's length includes its closing side.
extension Polyline {
    /// The points in drawing order, the start again at the end when closed.
    var vertices: [SIMD2<Double>] {
        isClosed && points.count > 1 ? points + [points[0]] : points
    }

    /// The length along the points (and the closing side).
    var length: Double {
        let v = vertices
        return zip(v, v.dropFirst()).reduce(0) { $0 + PathFlattening.length($1.1 - $1.0) }
    }

    /// The open pieces lying in `ranges` of arc length (sorted, not overlapping,
    /// measured from the first point). A range covering a closed polyline whole gives
    /// it back unchanged, so it keeps its joins all round.
    func pieces(in ranges: [ClosedRange<Double>]) -> [Polyline] {
        let v = vertices
        guard v.count > 1 else { return ranges.contains { $0.contains(0) } ? [self] : [] }
        let total = length
        if isClosed, ranges.count == 1, ranges[0].lowerBound <= 0, ranges[0].upperBound >= total { return [self] }
        var result: [Polyline] = []
        var segment = 0, segmentStart = 0.0
        func segmentLength(_ i: Int) -> Double { PathFlattening.length(v[i + 1] - v[i]) }
        func point(at s: Double) -> SIMD2<Double> {
            let l = segmentLength(segment)
            let t = l > 0 ? min(max((s - segmentStart) / l, 0), 1) : 0
            return v[segment] + (v[segment + 1] - v[segment]) * t
        }
        /// Moves to the segment holding arc length `s` (the last one past the end).
        func advance(to s: Double) {
            while segment < v.count - 2, segmentStart + segmentLength(segment) < s {
                segmentStart += segmentLength(segment)
                segment += 1
            }
        }
        for range in ranges {
            let a = max(range.lowerBound, 0), b = min(range.upperBound, total)
            guard a <= b, a < total || (a == total && b == total && total == 0) else { continue }
            advance(to: a)
            var piece = [point(at: a)]
            while segment < v.count - 2, segmentStart + segmentLength(segment) < b {
                segmentStart += segmentLength(segment)
                segment += 1
                piece.append(v[segment])
            }
            piece.append(point(at: b))
            result.append(Polyline(points: piece, isClosed: false))
        }
        return result
    }

    /// The ranges of arc length a dash pattern draws on a polyline `length` long:
    /// `lengths` alternate on and off, starting `phase` into the pattern. Nil when
    /// the pattern draws everything (no lengths, or a negative or non-finite one, or
    /// all zero: Core Graphics then draws a solid line), and when the pattern would
    /// repeat more than 100 000 times along the line (drawn solid rather than stall).
    static func dashRanges(length: Double, lengths: [Double], phase: Double) -> [ClosedRange<Double>]? {
        guard !lengths.isEmpty, lengths.allSatisfy({ $0 >= 0 && $0.isFinite }), phase.isFinite else { return nil }
        // An odd count repeats the pattern once more so that on and off alternate.
        let pattern = lengths.count % 2 == 1 ? lengths + lengths : lengths
        let period = pattern.reduce(0, +)
        guard period > 0, length / period <= 100_000 else { return nil }
        var offset = phase.truncatingRemainder(dividingBy: period)
        if offset < 0 { offset += period }
        var index = 0
        while offset >= pattern[index] {
            offset -= pattern[index]
            index = (index + 1) % pattern.count
        }
        var ranges: [ClosedRange<Double>] = []
        var s = -offset
        while s < length {
            let end = s + pattern[index]
            if index % 2 == 0, end > 0 { ranges.append(max(s, 0)...min(end, length)) }
            s = end
            index = (index + 1) % pattern.count
        }
        return ranges
    }
}

extension [Polyline] {
    /// The parts between fractions `start` and `end` (0…1) of the total length of
    /// all the polylines, measured in order; everything when the range is 0…1.
    func trimmed(from start: Double, to end: Double) -> [Polyline] {
        let from = Swift.min(Swift.max(start, 0), 1), to = Swift.min(Swift.max(end, 0), 1)
        if from <= 0 && to >= 1 { return self }
        guard from < to else { return [] }
        let total = reduce(0) { $0 + $1.length }
        guard total > 0 else { return [] }
        var result: [Polyline] = []
        var offset = 0.0
        for line in self {
            let length = line.length
            let a = from * total - offset, b = to * total - offset
            if b > 0, a < length { result += line.pieces(in: [Swift.max(a, 0)...Swift.min(b, length)]) }
            offset += length
        }
        return result
    }
}

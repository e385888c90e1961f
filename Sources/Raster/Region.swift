/// A set of pixels as a union of disjoint rectangles: the damage of a frame.
///
/// Rectangles never overlap, so `area` counts each pixel once and a kernel run over
/// `rects` touches each damaged pixel exactly once. When the list would grow past
/// `maximumRectCount`, the region coarsens to its bounding box: beyond a few dozen
/// pieces, redrawing a little more costs less than tracking it.
public struct Region: Equatable, Sendable {
    public private(set) var rects: [Rect] = []

    /// Past this many rectangles the region becomes its bounding box.
    public var maximumRectCount: Int = 32

    public init() {}
    public init(_ rect: Rect) { formUnion(rect) }

    public var isEmpty: Bool { rects.isEmpty }

    /// Pixels in the region (rectangles are disjoint, so a plain sum).
    public var area: Int { rects.reduce(0) { $0 + $1.area } }

    /// The smallest rectangle holding the region (`Rect.zero` when empty).
    public var bounds: Rect { rects.reduce(Rect.zero) { $0.union($1) } }

    public func contains(x: Int, y: Int) -> Bool { rects.contains { $0.contains(x: x, y: y) } }

    /// Adds `rect`: only the parts not already covered are stored.
    public mutating func formUnion(_ rect: Rect) {
        if rect.isEmpty { return }
        // The common cases first: the first rectangle, and one already covered.
        if rects.isEmpty { return rects.append(rect) }
        if rects.contains(where: { $0.contains(rect) }) { return }
        // The pieces of `rect` outside every stored rectangle, worked out behind the
        // stored ones in the same storage (no scratch list): each stored rectangle in
        // turn cuts every piece, in order, into the parts `Rect.subtracting` gives.
        let stored = rects.count
        rects.append(rect)
        for cutter in 0..<stored {
            let existing = rects[cutter], end = rects.count
            if end == stored { return }
            for index in stored..<end {
                let piece = rects[index]
                piece.appendPieces(outside: existing, to: &rects)
            }
            rects.removeSubrange(stored..<end)
        }
        if rects.count > maximumRectCount {
            let box = bounds
            rects.removeAll(keepingCapacity: true)
            rects.append(box)
        }
    }

    public mutating func formUnion(_ other: Region) {
        for rect in other.rects { formUnion(rect) }
    }

    /// The part of the region inside `clip`.
    public func intersection(_ clip: Rect) -> Region {
        var result = self
        result.formIntersection(clip)
        return result
    }

    /// Keeps only the part of the region inside `clip`, in the same storage (a
    /// frame's damage cut to the screen allocates nothing).
    public mutating func formIntersection(_ clip: Rect) {
        // Wholly inside: nothing to write.
        if rects.allSatisfy({ clip.contains($0) }) { return }
        var kept = 0
        for i in rects.indices {
            let part = rects[i].intersection(clip)
            if part.isEmpty { continue }
            rects[kept] = part
            kept += 1
        }
        rects.removeSubrange(kept...)
    }

    public func offsetBy(dx: Int, dy: Int) -> Region {
        var result = self
        result.rects = rects.map { $0.offsetBy(dx: dx, dy: dy) }
        return result
    }

    public mutating func removeAll() { rects.removeAll(keepingCapacity: true) }

    public static func == (a: Region, b: Region) -> Bool {
        // Same pixels, whatever the split: equal areas and every piece of one inside the other.
        a.area == b.area && a.rects.allSatisfy { r in b.intersection(r).area == r.area }
    }
}

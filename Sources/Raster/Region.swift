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
        // The common cases without the scratch arrays below (a frame's damage allocates
        // nothing it need not): the first rectangle, and one already covered.
        if rects.isEmpty { return rects.append(rect) }
        if rects.contains(where: { $0.contains(rect) }) { return }
        var pieces = [rect]
        for existing in rects {
            if pieces.isEmpty { return }
            var next: [Rect] = []
            for piece in pieces { next.append(contentsOf: piece.subtracting(existing)) }
            pieces = next
        }
        rects.append(contentsOf: pieces)
        if rects.count > maximumRectCount { rects = [bounds] }
    }

    public mutating func formUnion(_ other: Region) {
        for rect in other.rects { formUnion(rect) }
    }

    /// The part of the region inside `clip`.
    public func intersection(_ clip: Rect) -> Region {
        // Wholly inside: the same rectangles, without making a new list.
        if rects.allSatisfy({ clip.contains($0) }) { return self }
        var result = Region()
        result.maximumRectCount = maximumRectCount
        result.rects = rects.map { $0.intersection(clip) }.filter { !$0.isEmpty }
        return result
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

/// An integer rectangle in pixels: the unit of clipping and damage.
/// Half-open: it covers columns `x ..< x + width` and rows `y ..< y + height`.
public struct Rect: Equatable, Hashable, Sendable {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    @inlinable public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }

    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    @inlinable public var minX: Int { x }
    @inlinable public var minY: Int { y }
    @inlinable public var maxX: Int { x + width }
    @inlinable public var maxY: Int { y + height }
    @inlinable public var isEmpty: Bool { width <= 0 || height <= 0 }
    @inlinable public var area: Int { isEmpty ? 0 : width * height }

    @inlinable public func contains(x px: Int, y py: Int) -> Bool {
        px >= x && px < maxX && py >= y && py < maxY
    }

    @inlinable public func contains(_ other: Rect) -> Bool {
        other.isEmpty || (other.x >= x && other.y >= y && other.maxX <= maxX && other.maxY <= maxY)
    }

    /// The common part, or an empty rectangle (`Rect.zero`) where there is none.
    @inlinable public func intersection(_ other: Rect) -> Rect {
        let x0 = max(x, other.x), y0 = max(y, other.y)
        let x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
        return x1 > x0 && y1 > y0 ? Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0) : .zero
    }

    @inlinable public func intersects(_ other: Rect) -> Bool { !intersection(other).isEmpty }

    /// The smallest rectangle holding both; an empty side is ignored.
    @inlinable public func union(_ other: Rect) -> Rect {
        if isEmpty { return other }
        if other.isEmpty { return self }
        let x0 = min(x, other.x), y0 = min(y, other.y)
        return Rect(x: x0, y: y0, width: max(maxX, other.maxX) - x0, height: max(maxY, other.maxY) - y0)
    }

    @inlinable public func offsetBy(dx: Int, dy: Int) -> Rect {
        Rect(x: x + dx, y: y + dy, width: width, height: height)
    }

    /// The parts of `self` not covered by `other`: at most four disjoint rectangles
    /// (full-width bands above and below, then the pieces left and right).
    public func subtracting(_ other: Rect) -> [Rect] {
        var pieces: [Rect] = []
        appendPieces(outside: other, to: &pieces)
        return pieces
    }

    /// Appends the pieces `subtracting(other)` lists to `list`, without a list of its own.
    public func appendPieces(outside other: Rect, to list: inout [Rect]) {
        forEachPiece(outside: other) { list.append($0) }
    }

    /// Calls `body` with each piece `subtracting(other)` lists, in its order, making no
    /// list at all (a frame's drawing allocates nothing).
    @inlinable public func forEachPiece(outside other: Rect, _ body: (Rect) -> Void) {
        let cut = intersection(other)
        if cut.isEmpty {
            if !isEmpty { body(self) }
            return
        }
        if cut.y > y { body(Rect(x: x, y: y, width: width, height: cut.y - y)) }
        if cut.maxY < maxY { body(Rect(x: x, y: cut.maxY, width: width, height: maxY - cut.maxY)) }
        if cut.x > x { body(Rect(x: x, y: cut.y, width: cut.x - x, height: cut.height)) }
        if cut.maxX < maxX { body(Rect(x: cut.maxX, y: cut.y, width: maxX - cut.maxX, height: cut.height)) }
    }
}

/// How the SIMD projective warp finds the sample positions of eight pixels of a row:
/// the whole formula of `ProjectiveSampling` per block, or, where the map has the
/// structure of a flip's card, the same numbers with less work. Every mapping gives
/// exactly what the formula gives: the same operations on the same `Float`s, only
/// done once where their result is the same for many pixels.
protocol ProjectiveBlockMapping {
    /// The sample positions (1/128 texel units) of the eight pixels of the row from
    /// `x`, and a number positive in the lanes in front of the eye (W > 0) and not
    /// in the others, whose positions are garbage. (A number, not a mask: carried
    /// from one block to the next, a mask compiles to a pack and an unpack.)
    func map(_ x: Int) -> (u: SIMD8<Int32>, v: SIMD8<Int32>, front: SIMD8<Float>)
}

/// `round(scaled) − 64` in every lane (`ProjectiveSampling.position`).
@inline(__always)
private func positions(_ scaled: SIMD8<Float>) -> SIMD8<Int32> {
    unsafeBitCast(scaled + SIMD8(repeating: 12_582_848), to: SIMD8<Int32>.self) &- SIMD8(repeating: 0x4B40_0000)
}

/// Any homography: X, Y and W per pixel, and one division.
struct GeneralMapping: ProjectiveBlockMapping {
    let rowX: SIMD8<Float>, rowY: SIMD8<Float>, rowW: SIMD8<Float>
    let mx: Float, my: Float, mw: Float

    init(_ sampling: ProjectiveSampling, row: ProjectiveSampling.Row) {
        rowX = SIMD8(repeating: row.x)
        rowY = SIMD8(repeating: row.y)
        rowW = SIMD8(repeating: row.w)
        (mx, my, mw) = (sampling.mx, sampling.my, sampling.mw)
    }

    @inline(__always)
    func map(_ x: Int) -> (u: SIMD8<Int32>, v: SIMD8<Int32>, front: SIMD8<Float>) {
        let fx = SIMD8(repeating: Float(x)) + SIMD8(0, 1, 2, 3, 4, 5, 6, 7)
        let X = rowX + fx * mx, Y = rowY + fx * my, W = rowW + fx * mw
        let r = 128 / W
        return (positions(X * r), positions(Y * r), W)
    }
}

/// A map whose W does not change along a row (`mw` = 0: a card turning about a
/// horizontal line, a flip from the top or bottom): W and its reciprocal once a row.
struct RowDepthMapping: ProjectiveBlockMapping {
    let rowX: SIMD8<Float>, rowY: SIMD8<Float>, reciprocal: SIMD8<Float>
    let mx: Float, my: Float
    /// W, the same in every lane.
    let front: SIMD8<Float>

    init(_ sampling: ProjectiveSampling, row: ProjectiveSampling.Row) {
        rowX = SIMD8(repeating: row.x)
        rowY = SIMD8(repeating: row.y)
        // W = row.w + fx × 0 = row.w in every lane.
        reciprocal = SIMD8(repeating: 128 / row.w)
        (mx, my) = (sampling.mx, sampling.my)
        front = SIMD8(repeating: row.w)
    }

    @inline(__always)
    func map(_ x: Int) -> (u: SIMD8<Int32>, v: SIMD8<Int32>, front: SIMD8<Float>) {
        let fx = SIMD8(repeating: Float(x)) + SIMD8(0, 1, 2, 3, 4, 5, 6, 7)
        return (positions((rowX + fx * mx) * reciprocal), positions((rowY + fx * my) * reciprocal), front)
    }
}

/// A map whose X and W depend on the column alone (the inverse's `m.1` and `m.7`
/// are 0: a card turning about a vertical line, a flip from the left or right).
/// Then `u` and 128 / W are the same in every row of a column, and so is the
/// product that Y adds per column: `ProjectiveColumns` holds them, and a block reads
/// eight entries of each instead of dividing.
struct ColumnMapping: ProjectiveBlockMapping {
    /// The columns' terms, each moved back by the first column: entry x is column x's.
    let u: UnsafePointer<Int32>, reciprocal: UnsafePointer<Float>, yStep: UnsafePointer<Float>
    let rowY: SIMD8<Float>

    init(_ columns: ProjectiveColumns, row: ProjectiveSampling.Row) {
        u = UnsafePointer(columns.u - columns.origin)
        reciprocal = UnsafePointer(columns.reciprocal - columns.origin)
        yStep = UnsafePointer(columns.yStep - columns.origin)
        rowY = SIMD8(repeating: row.y)
    }

    @inline(__always)
    func map(_ x: Int) -> (u: SIMD8<Int32>, v: SIMD8<Int32>, front: SIMD8<Float>) {
        let r = UnsafeRawPointer(reciprocal + x).loadUnaligned(as: SIMD8<Float>.self)
        let step = UnsafeRawPointer(yStep + x).loadUnaligned(as: SIMD8<Float>.self)
        return (UnsafeRawPointer(u + x).loadUnaligned(as: SIMD8<Int32>.self), positions((rowY + step) * r), r)
    }
}

/// The per-column terms of a `ColumnMapping` for the columns `origin ..< origin +
/// count`, made by the formula itself: `u`, 128 / W (0 where W ≤ 0: the lanes
/// behind the eye test `reciprocal > 0`, as others test W > 0) and `x × my`.
struct ProjectiveColumns {
    let origin: Int
    let u: UnsafeMutablePointer<Int32>
    let reciprocal: UnsafeMutablePointer<Float>
    let yStep: UnsafeMutablePointer<Float>

    /// The most columns one table holds: three words each, 24 KiB on the stack.
    static let capacity = 2048

    /// Whether `sampling`'s map has the structure (exactly: the entries are zero).
    static func apply(to sampling: ProjectiveSampling) -> Bool {
        sampling.inverse.m.1 == 0 && sampling.inverse.m.7 == 0
    }

    /// Makes the terms in `storage` (three words a column, at most `capacity`
    /// columns). Row X and W are the same in every row (`apply(to:)`).
    init(_ sampling: ProjectiveSampling, columns: Range<Int>, storage: UnsafeMutableRawPointer) {
        origin = columns.lowerBound
        let count = columns.count
        u = storage.bindMemory(to: Int32.self, capacity: count)
        reciprocal = (storage + 4 * count).bindMemory(to: Float.self, capacity: count)
        yStep = (storage + 8 * count).bindMemory(to: Float.self, capacity: count)
        let row = sampling.row(0)
        for i in 0 ..< count {
            let fx = Float(origin + i)
            let X = row.x + fx * sampling.mx, W = row.w + fx * sampling.mw
            let r = 128 / W
            u[i] = ProjectiveSampling.position(X * r)
            reciprocal[i] = W > 0 ? r : 0
            yStep[i] = fx * sampling.my
        }
    }
}

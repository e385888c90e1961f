extension AffineSampling {
    /// Where the warp is a translation by whole pixels across and a fraction of one
    /// down (a label whose layer sits between pixel rows): the source column a
    /// destination column reads (destination x minus this), its texel weight across
    /// then 0 and every row's weight down the same. Nil for any other warp.
    var wholeColumnShift: Int? {
        // A unit inverse steps one texel across a row (du = 65536) and none down (dv = 0).
        guard inverse.a == 1, inverse.b == 0, inverse.c == 0, inverse.d == 1,
              inverse.tx == inverse.tx.rounded(), abs(inverse.tx) < 0x1p30 else { return nil }
        return -Int(inverse.tx)
    }
}

/// The warp of a translation by whole pixels across (`AffineSampling.wholeColumnShift`),
/// eight pixels at a time: every sample falls on a texel column, so each destination
/// row is two source rows mixed at one weight, read straight along the rows — no
/// sample positions, no gathers, and the rows just above and below the source (its
/// first and last rows mixed with transparency) in the same loop instead of pixel by
/// pixel. The same formula as `bilinearFilter` with no weight across (as
/// `stretchRows`), so the same pixels as the general warp.
enum RowShift {
    static func simd(_ src: BitmapView, onto dst: BitmapView, sampling: AffineSampling, shift: Int, opacity: UInt8,
                     area: Rect) -> Rect {
        // The covered columns: those reading a source column.
        let left = max(area.minX, shift), right = min(area.maxX, shift + src.width)
        guard left < right else { return .zero }
        let columns = left ..< right
        var written = Rect.zero
        for y in area.minY ..< area.maxY {
            let v = sampling.start(x: columns.lowerBound, y: y).v
            // No texel with a non-zero weight: left alone, as the warp does.
            guard sampling.covers(u: 0, v: v) else { continue }
            let position = Int(v >> 9), row = position >> 7, weight = position & 127
            let first = columns.lowerBound - shift
            let top = row >= 0 && row < src.height ? UnsafePointer(src.row(row)) + first : nil
            let bottom = row + 1 >= 0 && row + 1 < src.height ? UnsafePointer(src.row(row + 1)) + first : nil
            mixRows(top, bottom, weight: weight, opacity: opacity, onto: dst.row(y) + columns.lowerBound,
                    count: columns.count)
            written = written.union(Rect(x: columns.lowerBound, y: y, width: columns.count, height: 1))
        }
        return written
    }

    /// `bilinearFilter(a, a, b, b, fx: 0, fy: weight)` of the rows' pixels (nil: a
    /// transparent row), source-over with `opacity` onto `target`: its horizontal step
    /// (a lerp of a value with itself) written out, per channel `((lerp >> 6) + 1) >> 1`.
    /// Also `stretchRows`' rows.
    static func mixRows(_ top: UnsafePointer<UInt32>?, _ bottom: UnsafePointer<UInt32>?, weight: Int,
                        opacity: UInt8, onto target: UnsafeMutablePointer<UInt32>, count: Int) {
        let w = HalfLanes.Halves(repeating: UInt16(weight))
        let even = evenChannels, nineBits = PixelVector(repeating: 0x01FF_01FF), one = PixelVector(repeating: 0x0001_0001)
        /// Eight pixels from `x`; only the lanes `live` are drawn.
        @inline(__always) func block(_ x: Int, live: Range<Int32> = 0 ..< 8) {
            let a = top.map { loadPixels($0 + x) } ?? .zero, b = bottom.map { loadPixels($0 + x) } ?? .zero
            // Transparent texels leave the destination as it is.
            guard orOfLanes(a | b) != 0 else { return }
            let rb = ((((lerpHalves(a & even, b & even, weights: w) &>> 6) & nineBits) &+ one) &>> 1) & even
            let ag = ((((lerpHalves((a &>> 8) & even, (b &>> 8) & even, weights: w) &>> 6) & nineBits) &+ one) &>> 1) & even
            let d = loadPixels(target + x)
            var out = blendSamples(rb | (ag &<< 8), opacity: opacity, onto: d)
            if live.lowerBound > 0 { out = d.replacing(with: out, where: activeLanes(live)) }
            storePixels(out, to: target + x)
        }
        var x = 0
        while x + 8 <= count {
            block(x)
            x += 8
        }
        if x < count && count >= 8 {
            // The last pixels as the end of a block overlapping the one before, its
            // first lanes (drawn already) left as they are.
            block(count - 8, live: Int32(8 - (count - x)) ..< 8)
            return
        }
        while x < count {
            let a = top?[x] ?? 0, b = bottom?[x] ?? 0
            let sample = bilinearPixel(a, a, b, b, fx: 0, fy: UInt32(weight))
            target[x] = Pixel(rawValue: sample).scaled(by: opacity).over(Pixel(rawValue: target[x])).rawValue
            x += 1
        }
    }
}

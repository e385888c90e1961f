import CRasterHints

extension Kernels {
    /// Draws `src` mapped by the homography `transform` (source → destination)
    /// onto `dst`, bilinear filtered, source-over with `opacity`, inside `clip`.
    /// Returns the rectangle of `dst` written.
    ///
    /// Each destination pixel centre goes through the inverse homography in `Float`
    /// (`ProjectiveSampling`); points with W ≤ 0 are behind the eye and not drawn
    /// (`Homography.mapping` gives W > 0 on its rectangle). Filtering and edges are
    /// the affine warp's (`BilinearSampling.swift`). A singular map draws nothing.
    /// Sources must be under 16384 pixels a side.
    @discardableResult
    public func warp(_ src: BitmapView, onto dst: BitmapView, transform: Homography, opacity: UInt8 = 255, clip: Rect? = nil) -> Rect {
        let area = (clip ?? dst.bounds).intersection(dst.bounds)
        guard opacity > 0, !area.isEmpty,
              let sampling = ProjectiveSampling(transform, sourceWidth: src.width, sourceHeight: src.height) else { return .zero }
        switch implementation {
        case .scalar: return ProjectiveWarp.scalar(src, onto: dst, sampling: sampling, opacity: opacity, area: area)
        case .simd: return ProjectiveWarp.simd(src, onto: dst, sampling: sampling, opacity: opacity, area: area)
        }
    }
}

/// The inverse homography evaluated per destination pixel, in `Float`, by one
/// formula both implementations share: for pixel x of a row,
///
///     X = row.x + Float(x) × mx    (likewise Y and W; row terms from `Double`)
///     r = 128 / W,  su = X × r,  sv = Y × r      (128 × the source point)
///     u = round(su) − 64,  v = round(sv) − 64    (ties to even)
///
/// `u`, `v` are the sample position (minus half a texel) in 1/128 texel units; the
/// rounding is one addition of 1.5 × 2^23 − 64 and a bit cast. Pixels with W ≤ 0
/// (behind the eye) or |su|, |sv| > 2^21 are not drawn.
struct ProjectiveSampling {
    /// The per-row part of X, Y, W (the pixel-centre half included).
    struct Row { var x: Float, y: Float, w: Float }

    /// The inverse homography, scaled so its largest entry is ±1.
    let inverse: Homography
    /// The change of X, Y, W per destination pixel along a row.
    let mx: Float, my: Float, mw: Float
    /// 128 × source width and height: covered positions lie in `-127 ..< coverU`.
    let coverU: Int32, coverV: Int32
    /// 128 × (size − 1): positions whose four texels are all inside lie in `0 ..< innerU`.
    let innerU: Int32, innerV: Int32
    /// The destination quadrilateral holding every covered pixel centre, or nil
    /// when it reaches behind the eye (then every pixel is tested).
    let hull: (Point, Point, Point, Point)?

    typealias Point = (x: Double, y: Double)
    /// The largest |su|, |sv| drawn (sources are below 16384 texels a side).
    static let positionLimit: Float = 0x1p21

    init?(_ transform: Homography, sourceWidth: Int, sourceHeight: Int) {
        guard sourceWidth > 0, sourceHeight > 0, let raw = transform.inverted() else { return nil }
        precondition(sourceWidth < 16384 && sourceHeight < 16384, "warp: source larger than 16383 pixels")
        let m = raw.m
        let largest = max(abs(m.0), abs(m.1), abs(m.2), abs(m.3), abs(m.4), abs(m.5), abs(m.6), abs(m.7), abs(m.8))
        guard largest.isFinite, largest > 0 else { return nil }
        let s = 1 / largest
        inverse = Homography(m.0 * s, m.1 * s, m.2 * s, m.3 * s, m.4 * s, m.5 * s, m.6 * s, m.7 * s, m.8 * s)
        mx = Float(inverse.m.0)
        my = Float(inverse.m.3)
        mw = Float(inverse.m.6)
        coverU = Int32(128 * sourceWidth)
        coverV = Int32(128 * sourceHeight)
        innerU = Int32(128 * (sourceWidth - 1))
        innerV = Int32(128 * (sourceHeight - 1))

        // The source grown by a texel on each side, through the forward map (no
        // hull when a corner is behind the eye or absurdly far).
        func corner(_ x: Double, _ y: Double) -> Point? {
            let t = transform.m
            let w = t.6 * x + t.7 * y + t.8
            guard w > 0 else { return nil }
            let p = ((t.0 * x + t.1 * y + t.2) / w, (t.3 * x + t.4 * y + t.5) / w)
            return abs(p.0) < 0x1p40 && abs(p.1) < 0x1p40 ? p : nil
        }
        let right = Double(sourceWidth) + 1, bottom = Double(sourceHeight) + 1
        if let a = corner(-1, -1), let b = corner(right, -1), let c = corner(right, bottom), let d = corner(-1, bottom) {
            hull = (a, b, c, d)
        } else {
            hull = nil
        }
    }

    /// The row terms of destination row `y`.
    func row(_ y: Int) -> Row {
        let cy = Double(y) + 0.5, m = inverse.m
        return Row(x: Float(m.0 * 0.5 + m.1 * cy + m.2), y: Float(m.3 * 0.5 + m.4 * cy + m.5),
                   w: Float(m.6 * 0.5 + m.7 * cy + m.8))
    }

    /// The sample position of pixel `x` of `row` (1/128 texel units), or nil when
    /// it is behind the eye or far beyond the source.
    func position(x: Int, row: Row) -> (u: Int32, v: Int32)? {
        let fx = Float(x)
        let X = row.x + fx * mx, Y = row.y + fx * my, W = row.w + fx * mw
        let r = 128 / W
        let su = X * r, sv = Y * r
        guard W > 0, abs(su) <= Self.positionLimit, abs(sv) <= Self.positionLimit else { return nil }
        return (Self.position(su), Self.position(sv))
    }

    /// `round(scaled) − 64` (ties to even) for |scaled| ≤ 2^22, as the SIMD code
    /// computes it: past 2^22 the result is garbage, but never a covered position.
    static func position(_ scaled: Float) -> Int32 {
        Int32(bitPattern: (scaled + 12_582_848).bitPattern) &- 0x4B40_0000
    }

    /// Whether a texel with a non-zero weight lies in the source.
    func covers(u: Int32, v: Int32) -> Bool {
        u > -128 && u < coverU && v > -128 && v < coverV
    }

    /// The pixels of row `y` inside `area` that may be covered: the row's crossing
    /// of `hull`, one pixel wider on each side (all of `area` without a hull).
    func span(y: Int, in area: Rect) -> Range<Int> {
        guard let (a, b, c, d) = hull else { return area.minX ..< area.maxX }
        let cy = Double(y) + 0.5
        var low = Double.infinity, high = -Double.infinity
        func cross(_ p: Point, _ q: Point) {
            guard min(p.y, q.y) <= cy, cy <= max(p.y, q.y) else { return }
            let x = p.y == q.y ? p.x : p.x + (cy - p.y) * (q.x - p.x) / (q.y - p.y)
            let other = p.y == q.y ? q.x : x
            low = min(low, x, other)
            high = max(high, x, other)
        }
        cross(a, b); cross(b, c); cross(c, d); cross(d, a)
        guard low <= high else { return area.minX ..< area.minX }
        let first = max(Double(area.minX), min(Double(area.maxX), (low - 0.5).rounded(.down) - 1))
        let end = max(first, min(Double(area.maxX), (high - 0.5).rounded(.up) + 2))
        return Int(first) ..< Int(end)
    }
}

/// The two implementations of the projective warp.
enum ProjectiveWarp {
    /// One pixel at a time over the whole clip: map the centre, test, draw.
    static func scalar(_ src: BitmapView, onto dst: BitmapView, sampling: ProjectiveSampling, opacity: UInt8, area: Rect) -> Rect {
        var written = Rect.zero
        for y in area.minY ..< area.maxY {
            let terms = sampling.row(y), row = dst.row(y)
            var first = Int.max, last = Int.min
            for x in area.minX ..< area.maxX {
                guard let (u, v) = sampling.position(x: x, row: terms), sampling.covers(u: u, v: v) else { continue }
                drawBilinearSample(src, pu: Int(u), pv: Int(v), opacity: opacity, onto: row + x)
                first = min(first, x)
                last = x
            }
            if first <= last { written = written.union(Rect(x: first, y: y, width: last - first + 1, height: 1)) }
        }
        return written
    }

    /// Eight pixels at a time across each row's span of the hull: lanes whose
    /// texels are all inside are filtered together (the others read texel 0 and
    /// are masked off), edge lanes then take the scalar path. The last block of a
    /// row overlaps its neighbour, the overlap masked off. Rows are walked in the
    /// order `ProjectiveBlocks.walk` picks (the results do not depend on it). A map
    /// that turns about a vertical or a horizontal line (a flip's card) finds its
    /// sample positions with less work (`ProjectiveBlockMapping`), the same positions.
    static func simd(_ src: BitmapView, onto dst: BitmapView, sampling: ProjectiveSampling, opacity: UInt8, area: Rect) -> Rect {
        let blocks = ProjectiveBlocks(src: src, sampling: sampling, opacity: opacity)
        if ProjectiveColumns.apply(to: sampling) {
            // The table on the stack (a steady frame allocates nothing), for up to
            // `ProjectiveColumns.capacity` columns at a time: wider areas go in strips.
            var storage = InlineArray<6144, UInt32>(repeating: 0)
            var words = storage.mutableSpan
            return words.withUnsafeMutableBufferPointer { words in
                let capacity = ProjectiveColumns.capacity
                precondition(words.count >= 3 * capacity)
                var written = Rect.zero
                for left in stride(from: area.minX, to: area.maxX, by: capacity) {
                    let strip = Rect(x: left, y: area.minY, width: min(capacity, area.maxX - left), height: area.height)
                    let table = ProjectiveColumns(sampling, columns: strip.minX ..< strip.maxX,
                                                  storage: UnsafeMutableRawPointer(words.baseAddress!))
                    written = written.union(drawRows(blocks, onto: dst, area: strip) { ColumnMapping(table, row: $0) })
                }
                return written
            }
        }
        if sampling.mw == 0 {
            return drawRows(blocks, onto: dst, area: area) { RowDepthMapping(sampling, row: $0) }
        }
        return drawRows(blocks, onto: dst, area: area) { GeneralMapping(sampling, row: $0) }
    }

    /// The rows of `area`, each row's blocks mapped by the mapping `mapping` makes for it.
    @inline(__always)
    private static func drawRows<Mapping: ProjectiveBlockMapping>(
        _ blocks: ProjectiveBlocks, onto dst: BitmapView, area: Rect,
        mapping: (ProjectiveSampling.Row) -> Mapping) -> Rect {
        let sampling = blocks.sampling
        var written = Rect.zero
        // First the rows to walk downward, top to bottom; then, bottom up, the rows
        // among `deferred` that are to be walked upward.
        var deferredTop = Int.max, deferredBottom = Int.min
        for pass in 0 ..< 2 {
            let upward = pass == 1
            let (top, bottom) = upward ? (deferredTop, deferredBottom) : (area.minY, area.maxY - 1)
            for step in 0 ..< (top <= bottom ? bottom - top + 1 : 0) {
                let y = upward ? bottom - step : top + step
                let span = sampling.span(y: y, in: area)
                if span.isEmpty { continue }
                let terms = sampling.row(y), row = dst.row(y)
                var first = Int.max, last = Int.min
                if span.count >= 8 {
                    let walk = blocks.walk(span, y: y, row: terms)
                    if walk.upward != upward {
                        (deferredTop, deferredBottom) = (min(deferredTop, y), max(deferredBottom, y))
                        continue
                    }
                    (first, last) = blocks.drawRow(span, backward: walk.backward, neighbours: walk.neighbours,
                                                   texelsAhead: walk.texelsAhead, mapping: mapping(terms),
                                                   row: terms, onto: row)
                } else {
                    if upward { continue }
                    for x in span where blocks.draw(x, row: terms, onto: row) {
                        first = min(first, x)
                        last = x
                    }
                }
                if first <= last { written = written.union(Rect(x: first, y: y, width: last - first + 1, height: 1)) }
            }
        }
        return written
    }
}

/// What the SIMD projective warp keeps for the whole frame.
private struct ProjectiveBlocks {
    let src: BitmapView
    let sampling: ProjectiveSampling
    let opacity: UInt8
    let texels: UnsafePointer<UInt32>
    let stride: SIMD8<Int32>
    let coverLow = SIMD8<Int32>(repeating: -128), coverU: SIMD8<Int32>, coverV: SIMD8<Int32>
    let innerU: SIMD8<Int32>, innerV: SIMD8<Int32>
    let zero = SIMD8<Float>.zero

    init(src: BitmapView, sampling: ProjectiveSampling, opacity: UInt8) {
        self.src = src
        self.sampling = sampling
        self.opacity = opacity
        texels = UnsafePointer(src.baseAddress)
        stride = SIMD8(repeating: Int32(src.stride))
        coverU = SIMD8(repeating: sampling.coverU)
        coverV = SIMD8(repeating: sampling.coverV)
        innerU = SIMD8(repeating: sampling.innerU)
        innerV = SIMD8(repeating: sampling.innerV)
    }

    /// One pixel, the scalar way; whether it was drawn.
    func draw(_ x: Int, row terms: ProjectiveSampling.Row, onto row: UnsafeMutablePointer<UInt32>) -> Bool {
        guard let (u, v) = sampling.position(x: x, row: terms), sampling.covers(u: u, v: v) else { return false }
        drawBilinearSample(src, pu: Int(u), pv: Int(v), opacity: opacity, onto: row + x)
        return true
    }

    /// The pixels of `span` (at least eight) eight at a time, the last block
    /// overlapping the previous one (its first lanes masked off); the first and
    /// last pixels drawn. Two whole blocks whose sixteen samples are all inside the
    /// source are drawn as a pair, all their texels loaded before either is
    /// filtered: a block's loads and filter are longer than the processor looks
    /// ahead, so alone its cache misses would not overlap the next block's (a flip
    /// frame at 1080×1920 took 10 % longer). The loop body is written out here, not
    /// called: Embedded Swift left an `@inline(__always)` block function out of line.
    /// With `neighbours` (a row stepping about one texel a pixel), blocks whose texels
    /// are neighbours on one row are loaded whole (`loadQuads`). Each whole block asks
    /// for the texels `texelsAhead` of its first one (`prefetchTexels`). `mapping`
    /// gives each block's sample positions.
    func drawRow<Mapping: ProjectiveBlockMapping>(
        _ span: Range<Int>, backward: Bool, neighbours: Bool, texelsAhead: Int, mapping: Mapping,
        row terms: ProjectiveSampling.Row, onto row: UnsafeMutablePointer<UInt32>) -> (first: Int, last: Int) {
        var firstBlock = Int.max, firstDrawn = SIMDMask<SIMD8<Int32>>(), lastBlock = Int.min, lastDrawn = firstDrawn
        // Blocks of eight from one end; the last one overlaps its neighbour, and
        // only its lanes `live` are drawn.
        @inline(__always) func start(_ block: Int) -> Int {
            backward ? max(span.upperBound - 8 * (block + 1), span.lowerBound)
                     : min(span.lowerBound + 8 * block, span.upperBound - 8)
        }
        @inline(__always) func isInner(_ u: SIMD8<Int32>, _ v: SIMD8<Int32>) -> SIMDMask<SIMD8<Int32>> {
            ((u | v) .>= .zero) .& (u .< innerU) .& (v .< innerV)
        }
        // Each block's positions are worked out one block ahead: their division (or
        // table reads) and conversion then overlap the previous block's loads and filtering.
        var ahead = mapping.map(start(0))
        let blocks = (span.count + 7) / 8
        var block = 0
        while block < blocks {
            defer { block += 1 }
            let x = start(block), (u, v, front) = ahead
            ahead = mapping.map(start(block + 1))
            if block + 2 < blocks {
                // A pair: neither block is the overlapping last one.
                let x2 = start(block + 1), (u2, v2, front2) = ahead
                if everyLane((front .> zero) .& (front2 .> zero) .& isInner(u, v) .& isInner(u2, v2)) {
                    ahead = mapping.map(start(block + 2))
                    let offset = (v &>> 7) &* stride &+ (u &>> 7), offset2 = (v2 &>> 7) &* stride &+ (u2 &>> 7)
                    prefetchTexels(texels, offset, ahead: texelsAhead)
                    prefetchTexels(texels, offset2, ahead: texelsAhead)
                    let first = quads(offset, neighbours: neighbours)
                    let second = quads(offset2, neighbours: neighbours)
                    blend(row + x, first, u: u, v: v)
                    blend(row + x2, second, u: u2, v: v2)
                    let whole = SIMDMask<SIMD8<Int32>>(repeating: true), (low, high) = (min(x, x2), max(x, x2))
                    if low < firstBlock { (firstBlock, firstDrawn) = (low, whole) }
                    if high > lastBlock { (lastBlock, lastDrawn) = (high, whole) }
                    block += 1
                    continue
                }
            }
            let live = backward ? 0 ..< Int32(span.upperBound - 8 * block - x) : Int32(span.lowerBound + 8 * block - x) ..< 8
            // Comparisons are vector against vector: the vector-against-scalar
            // overloads compile to a lane-by-lane loop on this toolchain. Unlike the
            // scalar path, only W is tested: where |su| or |sv| > 2^21 (or is NaN), the
            // bit cast gives a `u` or `v` beyond ±(2^21 − 64), never a covered position.
            var valid = front .> zero
            if live.lowerBound > 0 || live.upperBound < 8 { valid = valid .& activeLanes(live) }
            let inner = valid .& isInner(u, v)
            var drawn = inner
            if everyLane(inner) {
                // All eight samples well inside the source.
                let offset = (v &>> 7) &* stride &+ (u &>> 7)
                prefetchTexels(texels, offset, ahead: texelsAhead)
                blend(row + x, quads(offset, neighbours: neighbours), u: u, v: v)
            } else {
                drawn = valid .& (u .> coverLow) .& (u .< coverU) .& (v .> coverLow) .& (v .< coverV)
                if !someLane(drawn) { continue }
                if someLane(inner) {
                    let offset = SIMD8<Int32>.zero.replacing(with: (v &>> 7) &* stride &+ (u &>> 7), where: inner)
                    blend(row + x, gatherQuads(texels, offset, stride: src.stride), u: u, v: v, where: inner)
                }
                let edges = drawn .& .!inner
                if someLane(edges) {
                    for k in 0 ..< 8 where edges[k] { _ = draw(x + k, row: terms, onto: row) }
                }
            }
            if x < firstBlock { (firstBlock, firstDrawn) = (x, drawn) }
            if x > lastBlock { (lastBlock, lastDrawn) = (x, drawn) }
        }
        guard firstBlock <= lastBlock, let head = (0 ..< 8).first(where: { firstDrawn[$0] }),
              let tail = (0 ..< 8).last(where: { lastDrawn[$0] }) else { return (Int.max, Int.min) }
        return (firstBlock + head, lastBlock + tail)
    }

    /// The order to walk row `y` in: right to left when the source column falls
    /// to the right, and the row among the upward ones when the source row moves
    /// along it the way it moves from row to row (see `AffineWarp.simd`); and whether
    /// the row steps within an eighth of a texel of one texel a pixel on average, where
    /// blocks of neighbouring texels are common enough to be worth testing for; and
    /// how far (in texels, `prefetchTexels`) the texels of the rows drawn after it
    /// (below it, or above when it is walked upward) lie from its own.
    func walk(_ span: Range<Int>, y: Int, row terms: ProjectiveSampling.Row)
        -> (backward: Bool, upward: Bool, neighbours: Bool, texelsAhead: Int) {
        let middle = (span.lowerBound + span.upperBound) / 2
        guard let left = sampling.position(x: span.lowerBound, row: terms),
              let right = sampling.position(x: span.upperBound - 1, row: terms),
              let here = sampling.position(x: middle, row: terms),
              let below = sampling.position(x: middle, row: sampling.row(y + 1)) else { return (false, false, false, 0) }
        let backward = right.u < left.u
        let drift = backward ? left.v - right.v : right.v - left.v, across = below.v - here.v
        let steps = Int(right.u) - Int(left.u), unit = 128 * (span.count - 1)
        let upward = (drift > 0 && across > 0) || (drift < 0 && across < 0), toNext = upward ? -1 : 1
        let ahead = prefetchDistance(du: toNext * (Int(below.u) - Int(here.u)), dv: toNext * Int(across), stride: src.stride)
        return (backward, upward, abs(steps - unit) * 8 <= unit, ahead)
    }

    /// The four texels around each lane's sample (top-left texels at `offset`):
    /// `loadQuads` when the row is worth testing for neighbours, else `gatherQuads`.
    @inline(__always)
    func quads(_ offset: SIMD8<Int32>, neighbours: Bool) -> (PixelVector, PixelVector, PixelVector, PixelVector) {
        neighbours ? loadQuads(texels, offset, stride: src.stride) : gatherQuads(texels, offset, stride: src.stride)
    }

    /// Filters the samples at `u`, `v` from their four texels (`gatherQuads`) and
    /// blends them onto the eight pixels at `target`, in the lanes of `mask` only.
    @inline(__always)
    func blend(_ target: UnsafeMutablePointer<UInt32>, _ quads: (PixelVector, PixelVector, PixelVector, PixelVector),
               u: SIMD8<Int32>, v: SIMD8<Int32>, where mask: SIMDMask<SIMD8<Int32>>? = nil) {
        let (t00, t10, t01, t11) = quads
        let sample = bilinearFilter(t00, t10, t01, t11, fx: u & 127, fy: v & 127)
        let d = loadPixels(target)
        let out = blendSamples(sample, opacity: opacity, onto: d)
        if let mask { storePixels(d.replacing(with: out, where: mask), to: target) } else { storePixels(out, to: target) }
    }
}

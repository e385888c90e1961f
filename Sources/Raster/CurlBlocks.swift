/// The SIMD page curl: `CurlGeometry.pixel` for eight pixels at a time, lane for
/// lane the same integer operations on the terms the scalar formula made
/// (`CurlTable`), so the pixels are bit-identical. Blocks wholly ahead of the axis
/// only sample the flap over the page's own pixels; blocks wholly past the fold only
/// shade the picture beneath; the rest run the whole formula.
struct CurlBlocks {
    typealias Floats = SIMD8<Float>
    typealias Ints = SIMD8<Int32>

    let table: CurlTable
    let page: BitmapView
    let beneath: BitmapView
    let texels: UnsafePointer<UInt32>
    let stride: Ints
    let laneIndex = Ints(0, 1, 2, 3, 4, 5, 6, 7)
    let zero = Floats.zero
    let foldEdge: Floats
    /// Sample positions whose four texels lie in the page: `0 ..< inner`; with any
    /// texel in it: `coverLow < u < coverU` (the warps' limits).
    let innerU: Ints, innerV: Ints, coverLow = Ints(repeating: -128), coverU: Ints, coverV: Ints

    /// `table` must hold the terms of every row drawn (`CurlTable.prepare`).
    init(_ geometry: CurlGeometry, table: CurlTable, page: BitmapView, beneath: BitmapView) {
        self.table = table
        self.page = page
        self.beneath = beneath
        texels = UnsafePointer(page.baseAddress)
        stride = Ints(repeating: Int32(page.stride))
        foldEdge = Floats(repeating: geometry.foldEdge)
        innerU = Ints(repeating: Int32(128 * (page.width - 1)))
        innerV = Ints(repeating: Int32(128 * (page.height - 1)))
        coverU = Ints(repeating: Int32(128 * page.width))
        coverV = Ints(repeating: Int32(128 * page.height))
    }

    /// The pixels of `span` (at least eight) of row `y`, eight at a time; the last
    /// block overlaps its neighbour and writes the same values again.
    func draw(_ span: Range<Int>, y: Int, into target: UnsafeMutablePointer<UInt32>) {
        let pageRow = page.row(y), beneathRow = beneath.row(y)
        let v128 = Ints(repeating: Int32(y) &<< 7)
        // Entry `line - first` of each term: the row's pixel x is entry `x + offset`.
        let offset = 4 * y - table.first
        precondition(offset >= 0 && span.upperBound + offset <= table.count, "CurlBlocks: the table lacks row \(y)")
        var x = span.lowerBound
        while x < span.upperBound {
            x = min(x, span.upperBound - 8)
            let entry = x + offset
            let d = Self.load(table.d + entry)
            let u128 = (Ints(repeating: Int32(x)) &+ laneIndex) &<< 7
            if everyLane(d .< zero) {
                // Ahead of the axis: the flap over the page's own pixels.
                let top = sample(u128 &+ Self.load(table.topU + entry), v128 &+ Self.load(table.topV + entry))
                if orOfLanes(top) == 0 {
                    storePixels(loadPixels(pageRow + x), to: target + x)
                } else {
                    // An opaque flap hides the page: source-over would give it back unchanged.
                    let back = washedPixels(top)
                    storePixels(andOfLanes(back) >= 0xFF00_0000 ? back : sourceOver(back, loadPixels(pageRow + x)),
                                to: target + x)
                }
            } else if everyLane(d .>= foldEdge) {
                // Past the fold: the picture beneath, in the shadow.
                let shadow = Self.load(table.shadow + entry)
                let below = loadPixels(beneathRow + x)
                storePixels(orOfLanes(shadow) == 0 ? below : litPixels(below, 255 &- shadow), to: target + x)
            } else {
                storePixels(whole(d, entry, u128: u128, v128: v128, beneath: loadPixels(beneathRow + x)), to: target + x)
            }
            x &+= 8
        }
    }

    /// `CurlGeometry.pixel` for eight lanes, the terms from entry `entry` on.
    @inline(__always)
    private func whole(_ d: Floats, _ entry: Int, u128: Ints, v128: Ints, beneath below: PixelVector) -> PixelVector {
        let light = Self.load(table.light + entry)
        let top = litPixels(washedPixels(sample(u128 &+ Self.load(table.topU + entry),
                                                v128 &+ Self.load(table.topV + entry))), light)
        var surface = top
        if andOfLanes(top) < 0xFF00_0000 {
            // Some of the front shows through (an opaque back hides it: `top over mid` is `top`).
            let mid = litPixels(sample(u128 &+ Self.load(table.midU + entry), v128 &+ Self.load(table.midV + entry)),
                                light)
            surface = sourceOver(top, mid)
        }
        let cover8 = multiplyChannels(surface, by: Self.load(table.coverage + entry))
        // Opaque paper hides what lies beneath: source-over would give it back unchanged.
        if andOfLanes(cover8) >= 0xFF00_0000 { return cover8 }
        let base = litPixels(below, 255 &- Self.load(table.shadow + entry)).replacing(with: 0, where: d .< zero)
        return sourceOver(cover8, base)
    }

    /// Eight entries of a term from `p` on (any alignment).
    @inline(__always)
    private static func load<T: SIMDScalar>(_ p: UnsafeMutablePointer<T>) -> SIMD8<T> {
        UnsafeRawPointer(p).loadUnaligned(as: SIMD8<T>.self)
    }

    /// `bilinearSample` of the page at eight positions: lanes with all four texels
    /// inside are gathered and filtered together, lanes on the page's edge one by
    /// one, lanes off the page are clear.
    @inline(__always)
    private func sample(_ u: Ints, _ v: Ints) -> PixelVector {
        let inner = ((u | v) .>= .zero) .& (u .< innerU) .& (v .< innerV)
        if everyLane(inner) { return filter(u, v, offsets: (v &>> 7) &* stride &+ (u &>> 7)) }
        let covered = (u .> coverLow) .& (u .< coverU) .& (v .> coverLow) .& (v .< coverV)
        if !someLane(covered) { return .zero }
        var result = PixelVector.zero
        if someLane(inner) {
            let offsets = Ints.zero.replacing(with: (v &>> 7) &* stride &+ (u &>> 7), where: inner)
            result = result.replacing(with: filter(u, v, offsets: offsets), where: inner)
        }
        let edges = covered .& .!inner
        if someLane(edges) {
            for k in 0..<8 where edges[k] { result[k] = bilinearSample(page, pu: Int(u[k]), pv: Int(v[k])) }
        }
        return result
    }

    /// The filtered samples at `u`, `v` whose top-left texels are `offsets` from the page's first.
    @inline(__always)
    private func filter(_ u: Ints, _ v: Ints, offsets: Ints) -> PixelVector {
        let (t00, t10, t01, t11) = gatherQuads(texels, offsets, stride: page.stride)
        return bilinearFilter(t00, t10, t01, t11, fx: u & 127, fy: v & 127)
    }
}

/// The SIMD page curl: `CurlGeometry.pixel` for eight pixels at a time, lane for
/// lane the same `Float` operations, so the pixels are bit-identical. Blocks wholly
/// ahead of the axis only sample the flap over the page's own pixels; blocks wholly
/// past the fold only shade the picture beneath; the rest run the whole formula.
struct CurlBlocks {
    typealias Floats = SIMD8<Float>
    typealias Ints = SIMD8<Int32>

    let geometry: CurlGeometry
    let page: BitmapView
    let beneath: BitmapView
    let texels: UnsafePointer<UInt32>
    let stride: Ints
    let laneX = Floats(0, 1, 2, 3, 4, 5, 6, 7)
    let laneIndex = Ints(0, 1, 2, 3, 4, 5, 6, 7)
    let zero = Floats.zero, one = Floats(repeating: 1)
    let magic = Floats(repeating: 12_582_912), magicBits = Ints(repeating: 0x4B40_0000)
    /// The geometry's terms in every lane.
    let r: Floats, inverseR: Floats, piR: Floats, foldEdge: Floats, shadowEnd: Floats
    let dStep: Floats, nu: Floats, nv: Floats
    let reach: Floats
    /// Sample positions whose four texels lie in the page: `0 ..< inner`; with any
    /// texel in it: `coverLow < u < coverU` (the warps' limits).
    let innerU: Ints, innerV: Ints, coverLow = Ints(repeating: -128), coverU: Ints, coverV: Ints

    init(_ geometry: CurlGeometry, page: BitmapView, beneath: BitmapView) {
        self.geometry = geometry
        self.page = page
        self.beneath = beneath
        texels = UnsafePointer(page.baseAddress)
        stride = Ints(repeating: Int32(page.stride))
        r = Floats(repeating: geometry.r)
        inverseR = Floats(repeating: geometry.inverseR)
        piR = Floats(repeating: geometry.piR)
        foldEdge = Floats(repeating: geometry.foldEdge)
        shadowEnd = Floats(repeating: geometry.shadowEnd)
        dStep = Floats(repeating: geometry.dStep)
        nu = Floats(repeating: geometry.nu)
        nv = Floats(repeating: geometry.nv)
        reach = Floats(repeating: CurlGeometry.reach)
        innerU = Ints(repeating: Int32(128 * (page.width - 1)))
        innerV = Ints(repeating: Int32(128 * (page.height - 1)))
        coverU = Ints(repeating: Int32(128 * page.width))
        coverV = Ints(repeating: Int32(128 * page.height))
    }

    /// The pixels of `span` (at least eight) of row `y`, eight at a time; the last
    /// block overlaps its neighbour and writes the same values again.
    func draw(_ span: Range<Int>, y: Int, into target: UnsafeMutablePointer<UInt32>) {
        let rowD = Floats(repeating: geometry.rowD(y))
        let pageRow = page.row(y), beneathRow = beneath.row(y)
        let v128 = Ints(repeating: Int32(y) &<< 7)
        var x = span.lowerBound
        while x < span.upperBound {
            x = min(x, span.upperBound - 8)
            let fx = Floats(repeating: Float(x)) + laneX
            let d = rowD + fx * dStep
            let u128 = (Ints(repeating: Int32(x)) &+ laneIndex) &<< 7
            if everyLane(d .< zero) {
                // Ahead of the axis: the flap over the page's own pixels.
                let kTop = limited(d - (piR - d))
                let top = sample(u128 &+ rounded(kTop * nu), v128 &+ rounded(kTop * nv))
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
                let shadow = self.shadow(d)
                let below = loadPixels(beneathRow + x)
                storePixels(orOfLanes(shadow) == 0 ? below : litPixels(below, 255 &- shadow), to: target + x)
            } else {
                storePixels(whole(d, u128: u128, v128: v128, beneath: loadPixels(beneathRow + x)), to: target + x)
            }
            x &+= 8
        }
    }

    /// `CurlGeometry.surface` and `.pixel` for eight lanes.
    @inline(__always)
    private func whole(_ d: Floats, u128: Ints, v128: Ints, beneath below: PixelVector) -> PixelVector {
        let dc = d.replacing(with: r, where: d .> r)
        var ratio = dc.replacing(with: zero, where: dc .< zero) * inverseR
        ratio = ratio.replacing(with: one, where: ratio .> one)
        let g = (r * arcSine(ratio)).replacing(with: dc, where: dc .< zero)
        let cosine = rootOfNonNegative(one - ratio * ratio)
        var cover = foldEdge - d
        cover = cover.replacing(with: zero, where: cover .< zero).replacing(with: one, where: cover .> one)
        let light = Ints(repeating: 255) &- rounded(Floats(repeating: CurlGeometry.foldShade) * (one - cosine))
        let coverage = rounded(cover * Floats(repeating: 255))
        let kTop = limited(dc - (piR - g)), kMid = limited(dc - g)

        let lightPixels = unsafeBitCast(light, to: PixelVector.self)
        let top = litPixels(washedPixels(sample(u128 &+ rounded(kTop * nu), v128 &+ rounded(kTop * nv))), lightPixels)
        var surface = top
        if andOfLanes(top) < 0xFF00_0000 {
            // Some of the front shows through (an opaque back hides it: `top over mid` is `top`).
            let mid = litPixels(sample(u128 &+ rounded(kMid * nu), v128 &+ rounded(kMid * nv)), lightPixels)
            surface = sourceOver(top, mid)
        }
        let cover8 = multiplyChannels(surface, by: unsafeBitCast(coverage, to: PixelVector.self))
        // Opaque paper hides what lies beneath: source-over would give it back unchanged.
        if andOfLanes(cover8) >= 0xFF00_0000 { return cover8 }
        let ahead = d .< zero
        let shadow = self.shadow(d)
        let base = litPixels(below, 255 &- shadow).replacing(with: 0, where: ahead)
        return sourceOver(cover8, base)
    }

    /// `CurlGeometry.shadow` for eight lanes.
    @inline(__always)
    private func shadow(_ d: Floats) -> PixelVector {
        var across = (shadowEnd - d) * inverseR
        across = across.replacing(with: zero, where: across .< zero).replacing(with: one, where: across .> one)
        return unsafeBitCast(rounded(Floats(repeating: CurlGeometry.shadowDepth) * (across * across)),
                             to: PixelVector.self)
    }

    /// `CurlGeometry.limited`: each lane within ±reach.
    @inline(__always)
    private func limited(_ k: Floats) -> Floats {
        k.replacing(with: -reach, where: k .< -reach).replacing(with: reach, where: k .> reach)
    }

    /// `roundedInt32` of each lane.
    @inline(__always)
    private func rounded(_ v: Floats) -> Ints {
        unsafeBitCast(v + magic, to: Ints.self) &- magicBits
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

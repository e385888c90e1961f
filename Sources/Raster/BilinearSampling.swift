import CRasterHints

// Bilinear filtering shared by the affine and projective warps.
//
// A sample position is given in 1/128 texel units, measured from texel centres:
// texel `i = p >> 7` and weight `f = p & 127` of 128 on texel `i + 1`
// (pixman's default `BILINEAR_INTERPOLATION_BITS` = 7). Per channel, with
// texels `t00` (top left), `t10` (top right), `t01` (bottom left), `t11`:
//
//     left  = t00 × (128 − fy) + t01 × fy                        exact, ≤ 32640
//     right = t10 × (128 − fy) + t11 × fy
//     value = ((left >> 6) × (128 − fx) + (right >> 6) × fx + 128) >> 8
//
// The vertical sums keep 9 bits (two times the 8-bit scale, truncated) so the
// horizontal sum still fits 16 bits, two channels per 32-bit lane; the one
// rounding is the final `+ 128 >> 8`. The value lies between the floor of the
// exact bilinear value and its correct rounding (error < 1). A constant
// neighbourhood and weight 0 give back the texel exactly (so the identity warp is
// a copy), and premultiplied pixels stay valid (channel ≤ alpha): every step is
// monotonic. Texels outside the source are transparent: the antialiased edges.

/// The filter of one channel, straight from the formula above.
@inline(__always)
func bilinearChannel(_ t00: UInt32, _ t10: UInt32, _ t01: UInt32, _ t11: UInt32, fx: UInt32, fy: UInt32) -> UInt32 {
    let left = t00 * (128 - fy) + t01 * fy
    let right = t10 * (128 - fy) + t11 * fy
    return ((left >> 6) * (128 - fx) + (right >> 6) * fx + 128) >> 8
}

/// The filtered pixel from four texels and 7-bit weights: the scalar reference.
@inline(__always)
func bilinearPixel(_ t00: UInt32, _ t10: UInt32, _ t01: UInt32, _ t11: UInt32, fx: UInt32, fy: UInt32) -> UInt32 {
    func channel(_ shift: UInt32) -> UInt32 {
        bilinearChannel((t00 >> shift) & 0xFF, (t10 >> shift) & 0xFF, (t01 >> shift) & 0xFF, (t11 >> shift) & 0xFF,
                        fx: fx, fy: fy) << shift
    }
    return channel(0) | channel(8) | channel(16) | channel(24)
}

/// Texel (`x`, `y`) of `src`, or transparent outside it.
@inline(__always)
func texel(_ src: BitmapView, _ x: Int, _ y: Int) -> UInt32 {
    x >= 0 && x < src.width && y >= 0 && y < src.height ? src.row(y)[x] : 0
}

/// `src` filtered at (`pu`, `pv`) (1/128 texel units), transparent texels around it:
/// the scalar sample of the warps and the page curl.
@inline(__always)
func bilinearSample(_ src: BitmapView, pu: Int, pv: Int) -> UInt32 {
    let x = pu >> 7, y = pv >> 7
    return bilinearPixel(texel(src, x, y), texel(src, x + 1, y), texel(src, x, y + 1), texel(src, x + 1, y + 1),
                         fx: UInt32(pu & 127), fy: UInt32(pv & 127))
}

/// Filters `src` at (`pu`, `pv`) (1/128 texel units), scales by `opacity` and
/// composites source-over onto `*target`: the per-pixel path of both warps, used
/// for every pixel by the scalar references and for edge pixels by the SIMD ones.
@inline(__always)
func drawBilinearSample(_ src: BitmapView, pu: Int, pv: Int, opacity: UInt8, onto target: UnsafeMutablePointer<UInt32>) {
    let sample = bilinearSample(src, pu: pu, pv: pv)
    target.pointee = Pixel(rawValue: sample).scaled(by: opacity).over(Pixel(rawValue: target.pointee)).rawValue
}

// MARK: - Eight samples at a time

/// `a × 128 + (b − a) × w` in every 16-bit half (`w` in 0…128 per half): an exact
/// lerp with 7-bit weights, valid whenever the true result fits 16 bits (`pmullw`,
/// NEON `mul.8h`: no widening).
@inline(__always)
func lerpHalves(_ a: PixelVector, _ b: PixelVector, weights w: HalfLanes.Halves) -> PixelVector {
    let ha = HalfLanes.halves(a), hb = HalfLanes.halves(b)
    return HalfLanes.pixels((ha &<< 7) &+ (hb &- ha) &* w)
}

/// The weight of every lane (0…127) in both 16-bit halves of the lane.
@inline(__always)
func halfWeights(_ f: SIMD8<Int32>) -> HalfLanes.Halves {
    let w = unsafeBitCast(f, to: PixelVector.self)
    return HalfLanes.halves(w | (w &<< 16))
}

/// `bilinearPixel` for eight lanes, bit for bit: four texel vectors, weights in 0…127.
@inline(__always)
func bilinearFilter(_ t00: PixelVector, _ t10: PixelVector, _ t01: PixelVector, _ t11: PixelVector,
                    fx: SIMD8<Int32>, fy: SIMD8<Int32>) -> PixelVector {
    let wx = halfWeights(fx), wy = halfWeights(fy)
    let even = evenChannels, nineBits = PixelVector(repeating: 0x01FF_01FF)
    // Red and blue: vertical lerps (≤ 32640 per half), keep 9 bits, horizontal lerp.
    let leftRB = (lerpHalves(t00 & even, t01 & even, weights: wy) &>> 6) & nineBits
    let rightRB = (lerpHalves(t10 & even, t11 & even, weights: wy) &>> 6) & nineBits
    let rb = lerpHalves(leftRB, rightRB, weights: wx) &+ roundingBias
    // Alpha and green, the same on the odd bytes.
    let leftAG = (lerpHalves((t00 &>> 8) & even, (t01 &>> 8) & even, weights: wy) &>> 6) & nineBits
    let rightAG = (lerpHalves((t10 &>> 8) & even, (t11 &>> 8) & even, weights: wy) &>> 6) & nineBits
    let ag = lerpHalves(leftAG, rightAG, weights: wx) &+ roundingBias
    return ((rb &>> 8) & even) | (ag & ~even)
}

/// The four texels around each lane's sample: `offset` is the top-left texel's
/// index from `base`; the other three are right of it and one row (`stride`) down.
/// Every lane's four texels must lie inside the source: these are plain loads.
@inline(__always)
func gatherQuads(_ base: UnsafePointer<UInt32>, _ offset: SIMD8<Int32>, stride: Int)
    -> (PixelVector, PixelVector, PixelVector, PixelVector) {
    let p0 = base + Int(offset[0]), p1 = base + Int(offset[1]), p2 = base + Int(offset[2]), p3 = base + Int(offset[3])
    let p4 = base + Int(offset[4]), p5 = base + Int(offset[5]), p6 = base + Int(offset[6]), p7 = base + Int(offset[7])
    let t00 = PixelVector(p0[0], p1[0], p2[0], p3[0], p4[0], p5[0], p6[0], p7[0])
    let t10 = PixelVector(p0[1], p1[1], p2[1], p3[1], p4[1], p5[1], p6[1], p7[1])
    let q0 = p0 + stride, q1 = p1 + stride, q2 = p2 + stride, q3 = p3 + stride
    let q4 = p4 + stride, q5 = p5 + stride, q6 = p6 + stride, q7 = p7 + stride
    let t01 = PixelVector(q0[0], q1[0], q2[0], q3[0], q4[0], q5[0], q6[0], q7[0])
    let t11 = PixelVector(q0[1], q1[1], q2[1], q3[1], q4[1], q5[1], q6[1], q7[1])
    return (t00, t10, t01, t11)
}

/// `gatherQuads`, as four plain vector loads when the eight top-left texels are
/// neighbours on one row (`offset` is first, first + 1, …, first + 7): a warp near
/// unit scale, such as a flip's card almost facing the viewer, reads most of its
/// blocks that way. The same texels either way, so the same pixels; the test costs
/// a compare and an AND of the lanes.
@inline(__always)
func loadQuads(_ base: UnsafePointer<UInt32>, _ offset: SIMD8<Int32>, stride: Int)
    -> (PixelVector, PixelVector, PixelVector, PixelVector) {
    let first = offset[0]
    if everyLane(offset .== SIMD8(repeating: first) &+ SIMD8(0, 1, 2, 3, 4, 5, 6, 7)) {
        let p = base + Int(first), q = p + stride
        return (loadPixels(p), loadPixels(p + 1), loadPixels(q), loadPixels(q + 1))
    }
    return gatherQuads(base, offset, stride: stride)
}

/// How many destination rows ahead of the one being drawn `prefetchTexels` asks for
/// texels. A warp that turns or scales reads each row's texels along a slant across
/// the source's rows, which the processor's own prefetchers do not follow: waiting
/// for those cache lines made a flip's frame at 1080×1920 take 1.5–2× as long as
/// with them asked for a few rows ahead (measured with 1 to 8 rows; 4 to 6 were best).
let prefetchRowsAhead = 4

/// The distance, in texels, from a sample's top-left texel to where the sample
/// `prefetchRowsAhead` destination rows further on lies, for a source position that
/// moves (`du`, `dv`) 1/128 texels from one destination row to the next: the lower
/// texel's row when moving down. At most 64 rows and 1024 columns away.
func prefetchDistance(du: Int, dv: Int, stride: Int) -> Int {
    let rows = (prefetchRowsAhead * dv) >> 7 + (dv > 0 ? 1 : 0), columns = (prefetchRowsAhead * du) >> 7
    return min(max(rows, -64), 64) * stride + min(max(columns, -1024), 1024)
}

/// Asks for the cache line `ahead` texels from the first lane's top-left texel at
/// `offset` from `base`, without waiting for it: a hint, which never faults, so
/// the address may lie outside the source.
@inline(__always)
func prefetchTexels(_ base: UnsafePointer<UInt32>, _ offset: SIMD8<Int32>, ahead: Int) {
    kiosk_prefetch(UnsafeRawPointer(bitPattern: Int(bitPattern: base) &+ 4 &* (Int(offset[0]) &+ ahead)))
}

/// The lanes in `range`. Out of line: inlined into a large loop, the comparisons
/// compile to a lane-by-lane loop on this toolchain; it runs once per row.
@inline(never)
func activeLanes(_ range: Range<Int32>) -> SIMDMask<SIMD8<Int32>> {
    let lanes = SIMD8<Int32>(0, 1, 2, 3, 4, 5, 6, 7)
    return (lanes .>= SIMD8(repeating: range.lowerBound)) .& (lanes .< SIMD8(repeating: range.upperBound))
}

/// Whether every lane of `mask` is set: an AND of the lanes (the standard
/// library's `all` becomes a slower min reduction inside the warp loops).
@inline(__always)
func everyLane(_ mask: SIMDMask<SIMD8<Int32>>) -> Bool {
    let lanes = SIMD8<Int32>.zero.replacing(with: -1, where: mask)
    let half = lanes.lowHalf & lanes.highHalf
    return half.x & half.y & half.z & half.w != 0
}

/// Whether some lane of `mask` is set: an OR of the lanes (see `everyLane`).
@inline(__always)
func someLane(_ mask: SIMDMask<SIMD8<Int32>>) -> Bool {
    let lanes = SIMD8<Int32>.zero.replacing(with: -1, where: mask)
    let half = lanes.lowHalf | lanes.highHalf
    return half.x | half.y | half.z | half.w != 0
}

/// Scales eight filtered samples by `opacity` and composites them source-over
/// onto `d`: `Pixel.scaled` then `Pixel.over`, lane by lane. Eight opaque samples
/// at full opacity simply replace `d` (what source-over gives them anyway).
@inline(__always)
func blendSamples(_ sample: PixelVector, opacity: UInt8, onto d: PixelVector) -> PixelVector {
    if opacity == 255 {
        return andOfLanes(sample) >= 0xFF00_0000 ? sample : sourceOver(sample, d)
    }
    return sourceOver(multiplyChannels(sample, by: PixelVector(repeating: UInt32(opacity))), d)
}

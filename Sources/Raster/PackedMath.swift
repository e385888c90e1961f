/// Eight pixels in one vector: the unit of every SIMD kernel.
///
/// Arithmetic works on two channels per 32-bit lane (red and blue, or alpha and
/// green), so no lane-type conversion is ever needed — conversions are what make
/// Swift's generic SIMD fall back to scalar code. The rounding is exactly
/// `Pixel.multiply`'s, so SIMD results are bit-identical to the scalar references.
/// Constants are written inline, not as globals: a global here is lazily
/// initialised and costs a `swift_once` call in every function that reads it.
typealias PixelVector = SIMD8<UInt32>

/// `0x00ff00ff` in every lane: selects red and blue (or, shifted, alpha and green).
@inline(__always) var evenChannels: PixelVector { PixelVector(repeating: 0x00FF_00FF) }
/// `0x00800080` in every lane: the +128 of `Pixel.multiply`, once per channel pair.
@inline(__always) var roundingBias: PixelVector { PixelVector(repeating: 0x0080_0080) }

/// Channel math in the 16-bit halves of each lane. The channel
/// products (≤ 255 × 255 + 255) fit a 16-bit half, so a 16-bit multiply is exact, and
/// it is one `pmullw` on baseline x86-64 where a 32-bit lane multiply is emulated
/// with six instructions (`pmuludq` and shuffles): crossfade went from 1.8 to 0.8 ms
/// per 1080×1920 frame. On NEON both are one `mul`; the halves still save masking.
enum HalfLanes {
    typealias Halves = SIMD16<UInt16>

    @inline(__always) static func halves(_ v: PixelVector) -> Halves { unsafeBitCast(v, to: Halves.self) }
    @inline(__always) static func pixels(_ v: Halves) -> PixelVector { unsafeBitCast(v, to: PixelVector.self) }

    /// A factor 0…255 in both halves of every lane.
    @inline(__always) static func factor(_ f: UInt8) -> Halves { Halves(repeating: UInt16(f)) }

    /// `x / 255` rounded as `Pixel.multiply` rounds, for `x` ≤ 255 × 255 (no half overflows).
    ///
    /// `(t + (t >> 8)) >> 8` equals `(t × 257) >> 16` for every `t` < 65536 (both are
    /// ⌊(t + t/256)/256⌋), and on x86-64 the latter is one `pmulhuw` where the former
    /// takes two shifts and an add. NEON keeps the shifts (`usra` folds the add).
    @inline(__always) static func divide255(_ x: Halves) -> Halves {
        #if arch(x86_64)
        return Halves(lowHalf: multiplyHigh257(x.lowHalf &+ 128), highHalf: multiplyHigh257(x.highHalf &+ 128))
        #else
        let t = x &+ 128
        return (t &+ (t &>> 8)) &>> 8
        #endif
    }

    #if arch(x86_64)
    /// `(t × 257) >> 16` per lane, which LLVM turns into one `pmulhuw`. The widening and
    /// narrowing are spelled lane by lane: the generic `init(truncatingIfNeeded:)`
    /// stayed an out-of-line call inside the kernels' loops.
    @inline(__always) static func multiplyHigh257(_ t: SIMD8<UInt16>) -> SIMD8<UInt16> {
        let product = SIMD8<UInt32>(UInt32(t[0]), UInt32(t[1]), UInt32(t[2]), UInt32(t[3]),
                                    UInt32(t[4]), UInt32(t[5]), UInt32(t[6]), UInt32(t[7])) &* 257
        let wide = product &>> 16
        return SIMD8<UInt16>(UInt16(truncatingIfNeeded: wide[0]), UInt16(truncatingIfNeeded: wide[1]),
                             UInt16(truncatingIfNeeded: wide[2]), UInt16(truncatingIfNeeded: wide[3]),
                             UInt16(truncatingIfNeeded: wide[4]), UInt16(truncatingIfNeeded: wide[5]),
                             UInt16(truncatingIfNeeded: wide[6]), UInt16(truncatingIfNeeded: wide[7]))
    }
    #endif

    /// Red and blue of each pixel, one per half.
    @inline(__always) static func redBlue(_ p: PixelVector) -> Halves { halves(p & PixelVector(repeating: 0x00FF_00FF)) }
    /// Alpha and green of each pixel, one per half.
    @inline(__always) static func alphaGreen(_ p: PixelVector) -> Halves { halves(p) &>> 8 }
    /// Pixels from their red–blue and alpha–green halves (each ≤ 255).
    @inline(__always) static func join(redBlue rb: Halves, alphaGreen ag: Halves) -> PixelVector {
        pixels(rb) | pixels(ag &<< 8)
    }

    /// Every channel times `f / 255` (`f` per half, 0…255): `multiplyChannels`.
    @inline(__always) static func scale(_ p: PixelVector, by f: Halves) -> PixelVector {
        join(redBlue: divide255(redBlue(p) &* f), alphaGreen: divide255(alphaGreen(p) &* f))
    }

    /// `s + d × (255 − s.alpha)/255`: `sourceOver`.
    @inline(__always) static func over(_ s: PixelVector, _ d: PixelVector) -> PixelVector {
        let alpha = s &>> 24
        return s &+ scale(d, by: Halves(repeating: 255) &- halves(alpha | alpha &<< 16))
    }
}

/// Every channel of `p` times `factor / 255` (a per-lane factor in 0…255), rounded
/// as `Pixel.multiply` rounds.
@inline(__always)
func multiplyChannels(_ p: PixelVector, by factor: PixelVector) -> PixelVector {
    HalfLanes.scale(p, by: HalfLanes.halves(factor | factor &<< 16))
}

/// `a × (255 − t)/255 + b × t/255` per channel, one rounding (`t` per lane, 0…255).
@inline(__always)
func interpolateChannels(_ a: PixelVector, _ b: PixelVector, by t: PixelVector) -> PixelVector {
    let u = HalfLanes.halves(t | t &<< 16), s = HalfLanes.Halves(repeating: 255) &- u
    let rb = HalfLanes.divide255(HalfLanes.redBlue(a) &* s &+ HalfLanes.redBlue(b) &* u)
    let ag = HalfLanes.divide255(HalfLanes.alphaGreen(a) &* s &+ HalfLanes.alphaGreen(b) &* u)
    return HalfLanes.join(redBlue: rb, alphaGreen: ag)
}

/// Source-over of premultiplied pixels: `s + d × (255 − s.alpha)/255`.
@inline(__always)
func sourceOver(_ s: PixelVector, _ d: PixelVector) -> PixelVector { HalfLanes.over(s, d) }

/// All eight lanes `&`-ed (or `|`-ed) together, by halving: a SIMD `==` compiled
/// to a lane-by-lane loop through memory here, these to a few vector ops.
@inline(__always)
func andOfLanes(_ v: PixelVector) -> UInt32 {
    let four = v.lowHalf & v.highHalf, two = four.lowHalf & four.highHalf
    return two[0] & two[1]
}

@inline(__always)
func orOfLanes(_ v: PixelVector) -> UInt32 {
    let four = v.lowHalf | v.highHalf, two = four.lowHalf | four.highHalf
    return two[0] | two[1]
}

/// Eight pixels from `p` (any alignment).
@inline(__always)
func loadPixels(_ p: UnsafePointer<UInt32>) -> PixelVector {
    UnsafeRawPointer(p).loadUnaligned(as: PixelVector.self)
}

/// Eight pixels to `p` (any alignment).
@inline(__always)
func storePixels(_ v: PixelVector, to p: UnsafeMutablePointer<UInt32>) {
    UnsafeMutableRawPointer(p).storeBytes(of: v, as: PixelVector.self)
}

extension Pixel {
    /// `a × (255 − t)/255 + b × t/255` per channel, one rounding: the scalar twin of
    /// `interpolateChannels`.
    @inlinable public static func interpolate(_ a: Pixel, _ b: Pixel, by t: UInt8) -> Pixel {
        let s = 255 - UInt32(t), u = UInt32(t)
        func mix(_ x: UInt8, _ y: UInt8) -> UInt8 {
            let v = UInt32(x) &* s &+ UInt32(y) &* u &+ 128
            return UInt8(truncatingIfNeeded: (v &+ (v &>> 8)) &>> 8)
        }
        return Pixel(red: mix(a.red, b.red), green: mix(a.green, b.green), blue: mix(a.blue, b.blue), alpha: mix(a.alpha, b.alpha))
    }
}

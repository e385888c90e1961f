/// Eight pixels in one vector: the unit of every SIMD kernel.
///
/// Arithmetic stays in 32-bit lanes and works on two channels per lane (red and
/// blue, or alpha and green, masked with `0x00ff00ff`), so no lane-type conversion
/// is ever needed — conversions are what make Swift's generic SIMD fall back to
/// scalar code. The rounding is exactly `Pixel.multiply`'s, so SIMD results are
/// bit-identical to the scalar references.
@usableFromInline typealias PixelVector = SIMD8<UInt32>

@usableFromInline let evenChannels = PixelVector(repeating: 0x00FF_00FF)
@usableFromInline let roundingBias = PixelVector(repeating: 0x0080_0080)

/// Every channel of `p` times `factor / 255` (a per-lane factor in 0…255), rounded
/// as `Pixel.multiply` rounds.
@inlinable @inline(__always)
func multiplyChannels(_ p: PixelVector, by factor: PixelVector) -> PixelVector {
    var rb = (p & evenChannels) &* factor &+ roundingBias
    rb = ((rb &+ ((rb &>> 8) & evenChannels)) &>> 8) & evenChannels
    var ag = ((p &>> 8) & evenChannels) &* factor &+ roundingBias
    ag = (ag &+ ((ag &>> 8) & evenChannels)) & ~evenChannels
    return rb | ag
}

/// `a × (255 − t)/255 + b × t/255` per channel, one rounding (`t` per lane, 0…255).
@inlinable @inline(__always)
func interpolateChannels(_ a: PixelVector, _ b: PixelVector, by t: PixelVector) -> PixelVector {
    let s = PixelVector(repeating: 255) &- t
    var rb = (a & evenChannels) &* s &+ (b & evenChannels) &* t &+ roundingBias
    rb = ((rb &+ ((rb &>> 8) & evenChannels)) &>> 8) & evenChannels
    var ag = ((a &>> 8) & evenChannels) &* s &+ ((b &>> 8) & evenChannels) &* t &+ roundingBias
    ag = (ag &+ ((ag &>> 8) & evenChannels)) & ~evenChannels
    return rb | ag
}

/// Source-over of premultiplied pixels: `s + d × (255 − s.alpha)/255`.
@inlinable @inline(__always)
func sourceOver(_ s: PixelVector, _ d: PixelVector) -> PixelVector {
    s &+ multiplyChannels(d, by: PixelVector(repeating: 255) &- (s &>> 24))
}

/// Eight pixels from `p` (any alignment).
@inlinable @inline(__always)
func loadPixels(_ p: UnsafePointer<UInt32>) -> PixelVector {
    UnsafeRawPointer(p).loadUnaligned(as: PixelVector.self)
}

/// Eight pixels to `p` (any alignment).
@inlinable @inline(__always)
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

/// A premultiplied 8-bit pixel in DRM's ARGB8888 order: as a little-endian `UInt32`,
/// blue is the lowest byte and alpha the highest (`0xAARRGGBB`), so the bytes in
/// memory are B, G, R, A. XRGB8888 scanout ignores the top byte.
public struct Pixel: Equatable, Hashable, Sendable {
    /// The packed value, `0xAARRGGBB`.
    public var rawValue: UInt32

    @inlinable public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// A pixel from components that are already premultiplied (each ≤ `alpha`).
    @inlinable public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        rawValue = UInt32(alpha) << 24 | UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue)
    }

    /// A pixel from straight (unpremultiplied) components, premultiplied with the
    /// rounding every kernel uses (`Pixel.multiply`).
    @inlinable public static func premultiplying(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) -> Pixel {
        let a = UInt32(alpha)
        return Pixel(red: UInt8(multiply(UInt32(red), a)), green: UInt8(multiply(UInt32(green), a)),
                     blue: UInt8(multiply(UInt32(blue), a)), alpha: alpha)
    }

    @inlinable public var alpha: UInt8 { UInt8(truncatingIfNeeded: rawValue >> 24) }
    @inlinable public var red: UInt8 { UInt8(truncatingIfNeeded: rawValue >> 16) }
    @inlinable public var green: UInt8 { UInt8(truncatingIfNeeded: rawValue >> 8) }
    @inlinable public var blue: UInt8 { UInt8(truncatingIfNeeded: rawValue) }

    public static let clear = Pixel(rawValue: 0)
    public static let black = Pixel(rawValue: 0xFF00_0000)
    public static let white = Pixel(rawValue: 0xFFFF_FFFF)

    /// `a × b / 255`, correctly rounded, for `a, b` in 0…255: the one rounding rule of
    /// every Raster kernel, scalar and SIMD alike.
    @inlinable public static func multiply(_ a: UInt32, _ b: UInt32) -> UInt32 {
        let t = a &* b &+ 128
        return (t &+ (t &>> 8)) &>> 8
    }

    /// Every channel scaled by `factor / 255` (per channel, correctly rounded).
    @inlinable public func scaled(by factor: UInt8) -> Pixel {
        let f = UInt32(factor)
        return Pixel(red: UInt8(Pixel.multiply(UInt32(red), f)), green: UInt8(Pixel.multiply(UInt32(green), f)),
                     blue: UInt8(Pixel.multiply(UInt32(blue), f)), alpha: UInt8(Pixel.multiply(UInt32(alpha), f)))
    }

    /// Porter–Duff source-over of premultiplied pixels: `self + dst × (1 − self.alpha)`.
    @inlinable public func over(_ dst: Pixel) -> Pixel {
        let k = 255 &- UInt32(alpha)
        return Pixel(red: UInt8(truncatingIfNeeded: UInt32(red) &+ Pixel.multiply(UInt32(dst.red), k)),
                     green: UInt8(truncatingIfNeeded: UInt32(green) &+ Pixel.multiply(UInt32(dst.green), k)),
                     blue: UInt8(truncatingIfNeeded: UInt32(blue) &+ Pixel.multiply(UInt32(dst.blue), k)),
                     alpha: UInt8(truncatingIfNeeded: UInt32(alpha) &+ Pixel.multiply(UInt32(dst.alpha), k)))
    }
}

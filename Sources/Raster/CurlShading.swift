// How the curl lights paper: the back washed towards white, the colour of a pixel
// scaled by a light level with its alpha kept. Scalar and vector forms round alike
// (`Pixel.multiply`), so they agree bit for bit.

extension Pixel {
    /// Paper seen from behind: every channel `CurlGeometry.backWash`/255 of the way to
    /// white of the same alpha (premultiplied: to `alpha`), so it stays as opaque.
    @inline(__always) func washed() -> Pixel {
        let a = UInt32(alpha)
        return Pixel.interpolate(self, Pixel(rawValue: a | a << 8 | a << 16 | a << 24), by: CurlGeometry.backWash)
    }

    /// Red, green and blue times `light`/255 (0…255); alpha unchanged.
    @inline(__always) func lit(_ light: UInt32) -> Pixel {
        Pixel(red: UInt8(Pixel.multiply(UInt32(red), light)), green: UInt8(Pixel.multiply(UInt32(green), light)),
              blue: UInt8(Pixel.multiply(UInt32(blue), light)), alpha: alpha)
    }
}

/// `Pixel.washed` of eight pixels.
@inline(__always)
func washedPixels(_ p: PixelVector) -> PixelVector {
    let a = p &>> 24
    return interpolateChannels(p, a | a &<< 8 | a &<< 16 | a &<< 24,
                               by: PixelVector(repeating: UInt32(CurlGeometry.backWash)))
}

/// `Pixel.lit` of eight pixels, a light level (0…255) per lane.
@inline(__always)
func litPixels(_ p: PixelVector, _ light: PixelVector) -> PixelVector {
    (multiplyChannels(p, by: light) & PixelVector(repeating: 0x00FF_FFFF)) | (p & PixelVector(repeating: 0xFF00_0000))
}

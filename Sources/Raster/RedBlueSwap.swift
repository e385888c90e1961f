/// Copies pixels with red and blue exchanged (`0xAARRGGBB` → `0xAABBGGRR`): the step
/// before the output pass for displays that keep red in the low bits (vfb, some
/// fbdev drivers). Eight pixels at a time with packed-lane masks and shifts. It lives
/// in Raster, which is optimised in debug builds too: unoptimised, the SIMD lanes made
/// a full-screen copy take about a second per frame under the virtual board's TCG.
public enum RedBlueSwap {
    /// `rect` of `source` into the same place in `destination` (same size), swapped.
    public static func copy(_ rect: Rect, of source: BitmapView, to destination: BitmapView) {
        let r = rect.intersection(source.bounds)
        if r.isEmpty { return }
        for y in r.minY..<r.maxY {
            let from = UnsafeRawPointer(source.row(y) + r.minX), to = UnsafeMutableRawPointer(destination.row(y) + r.minX)
            var x = 0
            while x &+ 8 <= r.width {
                let p = from.loadUnaligned(fromByteOffset: x &* 4, as: SIMD8<UInt32>.self)
                to.storeBytes(of: swapped(p), toByteOffset: x &* 4, as: SIMD8<UInt32>.self)
                x &+= 8
            }
            while x < r.width {
                let p = from.load(fromByteOffset: x &* 4, as: UInt32.self)
                to.storeBytes(of: swapped(p), toByteOffset: x &* 4, as: UInt32.self)
                x &+= 1
            }
        }
    }

    @inline(__always) public static func swapped(_ p: UInt32) -> UInt32 {
        (p & 0xFF00_FF00) | (p >> 16 & 0xFF) | (p & 0xFF) << 16
    }

    @inline(__always) public static func swapped(_ p: SIMD8<UInt32>) -> SIMD8<UInt32> {
        (p & 0xFF00_FF00) | (p &>> 16 & 0xFF) | (p & 0xFF) &<< 16
    }
}

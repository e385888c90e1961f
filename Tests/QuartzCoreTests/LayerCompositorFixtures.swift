import CoreGraphics
@testable import QuartzCore
import Raster

/// Small builders shared by the LayerCompositor suites.
enum Fixture {
    static let red = Pixel(rawValue: 0xFFFF_0000)
    static let green = Pixel(rawValue: 0xFF00_FF00)
    static let blue = Pixel(rawValue: 0xFF00_00FF)

    /// A layer whose frame is (`x`, `y`, `width`, `height`) in its superlayer (anchor
    /// in the middle, bounds at the origin), filled with `color` when given.
    static func layer(_ id: UInt64, x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat, color: Pixel? = nil,
                      sublayers: [RenderLayer] = [], configure: (inout LayerProperties) -> Void = { _ in }) -> RenderLayer {
        var p = LayerProperties()
        p.bounds = CGRect(x: 0, y: 0, width: width, height: height)
        p.position = CGPoint(x: x + width / 2, y: y + height / 2)
        p.backgroundColor = color.map { CGColor($0) }
        configure(&p)
        return RenderLayer(id: LayerID(rawValue: id), properties: p, sublayers: sublayers)
    }

    /// A 100×100-point root with no background holding `sublayers`.
    static func root(_ sublayers: [RenderLayer], size: CGFloat = 100) -> RenderLayer {
        layer(1, x: 0, y: 0, width: size, height: size, sublayers: sublayers)
    }

    /// An opaque image whose pixel (x, y) is `pixel(x, y)`.
    static func image(width: Int, height: Int, _ pixel: (Int, Int) -> Pixel) -> CGImage {
        let bitmap = Bitmap(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width { bitmap[x, y] = pixel(x, y) }
        }
        return CGImage(bitmap: bitmap)
    }

    /// Distinct opaque colours per pixel.
    static func pattern(_ x: Int, _ y: Int) -> Pixel {
        Pixel(red: UInt8(10 + 60 * x % 250), green: UInt8(10 + 60 * y % 250), blue: 200, alpha: 255)
    }

    /// `root` rendered by a fresh compositor into a new `width`×`height` bitmap.
    static func render(_ root: RenderLayer, width: Int = 100, height: Int = 100, scale: CGFloat = 1,
                       kernels: Kernels = .simd, background: Pixel = .black) -> Bitmap {
        let compositor = LayerCompositor(kernels: kernels)
        compositor.background = background
        let target = Bitmap(width: width, height: height)
        _ = compositor.render(root, into: target.view, scale: scale)
        return target
    }

    /// The pixels of `bitmap`, row by row.
    static func pixels(_ bitmap: Bitmap) -> [UInt32] {
        (0..<bitmap.height).flatMap { y in (0..<bitmap.width).map { x in bitmap[x, y].rawValue } }
    }

    /// How many pixels differ between two lists of the same pixels (`pixels(_:)`).
    static func differing(_ a: [UInt32], _ b: [UInt32]) -> Int {
        zip(a, b).filter { $0 != $1 }.count
    }

    /// How many pixels differ between two bitmaps of one size.
    static func differing(_ a: Bitmap, _ b: Bitmap) -> Int { differing(pixels(a), pixels(b)) }

    /// How many pixels of `bitmap` equal `pixel`.
    static func count(_ pixel: Pixel, in bitmap: Bitmap) -> Int {
        pixels(bitmap).filter { $0 == pixel.rawValue }.count
    }

    /// Whether every pixel inside `rect` is `inside` and every other one `outside`.
    static func isFilled(_ bitmap: Bitmap, _ rect: Rect, with inside: Pixel, elsewhere outside: Pixel) -> Bool {
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width where bitmap[x, y] != (rect.contains(x: x, y: y) ? inside : outside) {
                return false
            }
        }
        return true
    }
}

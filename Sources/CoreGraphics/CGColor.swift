import Raster

/// An sRGB colour with straight (unpremultiplied) components, as Core Graphics
/// stores it. Immutable, so it can be shared with the render server.
public final class CGColor: Sendable, Hashable, CustomStringConvertible {
    public let red: CGFloat, green: CGFloat, blue: CGFloat
    public let alpha: CGFloat

    /// Components are clamped to 0…1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        func clamp(_ v: CGFloat) -> CGFloat { v.isNaN ? 0 : min(max(v, 0), 1) }
        (self.red, self.green, self.blue, self.alpha) = (clamp(red), clamp(green), clamp(blue), clamp(alpha))
    }

    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(red: gray, green: gray, blue: gray, alpha: alpha)
    }

    /// The colour of a premultiplied pixel.
    public convenience init(_ pixel: Pixel) {
        let a = CGFloat(pixel.alpha)
        guard a > 0 else { self.init(red: 0, green: 0, blue: 0, alpha: 0); return }
        self.init(red: CGFloat(pixel.red) / a, green: CGFloat(pixel.green) / a,
                  blue: CGFloat(pixel.blue) / a, alpha: a / 255)
    }

    public static let black = CGColor(gray: 0, alpha: 1)
    public static let white = CGColor(gray: 1, alpha: 1)
    public static let clear = CGColor(gray: 0, alpha: 0)

    /// Red, green, blue, alpha.
    public var components: [CGFloat]? { [red, green, blue, alpha] }
    public var numberOfComponents: Int { 4 }

    public func copy(alpha: CGFloat) -> CGColor? { CGColor(red: red, green: green, blue: blue, alpha: alpha) }

    /// The premultiplied 8-bit pixel, each channel rounded to nearest.
    public var pixel: Pixel {
        func byte(_ v: CGFloat) -> UInt32 { UInt32((v * 255).rounded()) }
        let a = alpha
        return Pixel(rawValue: byte(a) << 24 | byte(red * a) << 16 | byte(green * a) << 8 | byte(blue * a))
    }

    public static func == (l: CGColor, r: CGColor) -> Bool {
        l.red == r.red && l.green == r.green && l.blue == r.blue && l.alpha == r.alpha
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(red); hasher.combine(green); hasher.combine(blue); hasher.combine(alpha)
    }

    public var description: String { "CGColor(red: \(red), green: \(green), blue: \(blue), alpha: \(alpha))" }
}

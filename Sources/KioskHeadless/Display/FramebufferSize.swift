import CoreGraphics

/// A framebuffer's size in pixels, held to one limit: every framebuffer a run makes
/// (the headless screen's, the recording's, a DRM mode a board asks for) is checked
/// here before anything is allocated, and `init(screenWidth:height:scale:)` is the one
/// place the pixels of a screen of points are worked out — for a run and for
/// `kiosk board check` alike.
public struct FramebufferSize: Sendable, Equatable, CustomStringConvertible {
    public let width: Int
    public let height: Int

    /// The most pixels a side may have.
    public static let maximumSide = 16_384
    /// The most pixels in all: 8192 × 8192, 256 MiB a buffer at 4 bytes a pixel.
    public static let maximumPixels = 8_192 * 8_192
    /// Pixels per point a screen may have: below a quarter a point is finer than the
    /// display can show anything in; above 8 no panel is that dense.
    public static let scales: ClosedRange<CGFloat> = 0.25...8

    /// The framebuffer of a `screenWidth` × `height`-point screen at `scale` pixels per
    /// point, each side rounded up to a whole pixel.
    public init(screenWidth: Int, height: Int, scale: CGFloat) throws(FramebufferSizeError) {
        guard Self.scales.contains(scale) else { throw .scale(scale) }
        guard screenWidth > 0, height > 0 else { throw .empty(width: screenWidth, height: height) }
        let pixels = (width: (Double(screenWidth) * Double(scale)).rounded(.up), height: (Double(height) * Double(scale)).rounded(.up))
        guard Self.fits(pixels.width, pixels.height) else {
            throw .screenTooLarge(width: screenWidth, height: height, scale: scale, pixelWidth: pixels.width, pixelHeight: pixels.height)
        }
        self.width = Int(pixels.width)
        self.height = Int(pixels.height)
    }

    /// A framebuffer of `pixelWidth` × `pixelHeight` pixels (a DRM mode).
    public init(pixelWidth: Int, pixelHeight: Int) throws(FramebufferSizeError) {
        guard pixelWidth > 0, pixelHeight > 0 else { throw .empty(width: pixelWidth, height: pixelHeight) }
        guard Self.fits(Double(pixelWidth), Double(pixelHeight)) else {
            throw .tooLarge(pixelWidth: Double(pixelWidth), pixelHeight: Double(pixelHeight))
        }
        width = pixelWidth
        height = pixelHeight
    }

    /// Whether sides of `width` × `height` pixels are within the limit; in doubles, so
    /// that no size overflows before it is compared.
    private static func fits(_ width: Double, _ height: Double) -> Bool {
        width <= Double(maximumSide) && height <= Double(maximumSide) && width * height <= Double(maximumPixels)
    }

    /// "1536x2048".
    public var description: String { "\(width)x\(height)" }

    /// The largest square screen, in points, whose framebuffer fits at `scale` (0 for a
    /// scale out of range).
    public static func largestSquare(atScale scale: CGFloat) -> Int {
        guard scales.contains(scale) else { return 0 }
        let side = min(Double(maximumSide), Double(maximumPixels).squareRoot())
        return Int((side / Double(scale)).rounded(.down))
    }

    /// The limit in words, for messages.
    public static var limitDescription: String {
        "at most \(maximumSide) pixels a side and \(maximumPixels) pixels in all (8192x8192)"
    }
}

/// A framebuffer that cannot be made: the scale is out of range, or the size is empty
/// or past `FramebufferSize`'s limit.
public enum FramebufferSizeError: Error, Equatable, CustomStringConvertible {
    case scale(CGFloat)
    case empty(width: Int, height: Int)
    /// Pixels asked for directly (a DRM mode).
    case tooLarge(pixelWidth: Double, pixelHeight: Double)
    /// A screen of points whose framebuffer at `scale` would be too large.
    case screenTooLarge(width: Int, height: Int, scale: CGFloat, pixelWidth: Double, pixelHeight: Double)

    public var description: String {
        switch self {
        case .scale(let scale):
            "scale \(Self.number(scale)) is not from \(Self.number(FramebufferSize.scales.lowerBound)) to "
                + "\(Self.number(FramebufferSize.scales.upperBound)) pixels per point"
        case .empty(let width, let height):
            "\(width)x\(height) is not a size: both sides must be at least 1"
        case .tooLarge(let pixelWidth, let pixelHeight):
            "\(Self.number(pixelWidth))x\(Self.number(pixelHeight)) pixels is too large; a framebuffer may have "
                + FramebufferSize.limitDescription
        case .screenTooLarge(let width, let height, let scale, let pixelWidth, let pixelHeight):
            "a \(width)x\(height)-point screen at scale \(Self.number(scale)) needs \(Self.number(pixelWidth))x"
                + "\(Self.number(pixelHeight)) pixels; a framebuffer may have " + FramebufferSize.limitDescription
        }
    }

    /// A number as digits: "8", "0.25", "65536".
    private static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    private static func number(_ value: CGFloat) -> String { number(Double(value)) }
}

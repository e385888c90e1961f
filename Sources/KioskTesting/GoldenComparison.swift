import Raster

/// A picture compared pixel by pixel with its golden image, and the diff picture
/// that shows where they differ.
public struct GoldenComparison {
    /// What marks a differing pixel in the diff picture: bright magenta.
    public static let differenceMark = Pixel(rawValue: 0xFFFF_00FF)

    /// Pixels with some channel more than the tolerance away from the golden.
    public let differingPixels: Int
    /// The largest channel difference anywhere in the picture.
    public let largestDifference: UInt8
    /// Differing pixels `differenceMark`, the others the golden in dimmed grey.
    public let diffImage: Bitmap

    /// Compares `actual` with `golden` (the same size) directly: a valid premultiplied
    /// pixel survives PNG's straight alpha exactly, so no rounding allowance is needed.
    public init(_ actual: BitmapView, golden: BitmapView, tolerance: UInt8) {
        precondition(actual.width == golden.width && actual.height == golden.height,
                     "GoldenComparison: pictures of different sizes")
        let diff = Bitmap(width: golden.width, height: golden.height)
        var differing = 0, largest: UInt8 = 0
        for y in 0..<golden.height {
            for x in 0..<golden.width {
                let expected = golden[x, y]
                let difference = Self.channelDifference(actual[x, y], expected)
                largest = max(largest, difference)
                if difference > tolerance {
                    differing += 1
                    diff[x, y] = Self.differenceMark
                } else {
                    diff[x, y] = Self.dimmedGrey(expected)
                }
            }
        }
        differingPixels = differing
        largestDifference = largest
        diffImage = diff
    }

    /// The largest difference between the two pixels' channels, alpha included.
    public static func channelDifference(_ a: Pixel, _ b: Pixel) -> UInt8 {
        func distance(_ p: UInt8, _ q: UInt8) -> UInt8 { p > q ? p - q : q - p }
        return max(distance(a.red, b.red), distance(a.green, b.green),
                   distance(a.blue, b.blue), distance(a.alpha, b.alpha))
    }

    /// Opaque grey at half the pixel's luma (weights 77, 150, 29 of 256), so the
    /// picture stays recognisable and never competes with the magenta marks.
    static func dimmedGrey(_ pixel: Pixel) -> Pixel {
        let luma = 77 * UInt32(pixel.red) + 150 * UInt32(pixel.green) + 29 * UInt32(pixel.blue)
        let level = UInt8(luma >> 9)
        return Pixel(red: level, green: level, blue: level, alpha: 255)
    }
}

import CoreGraphics
import Foundation
import Raster

extension BoardFile {
    /// The largest `fallback-image` file: 8 MiB (a full-HD PNG photo is 2–4 MiB).
    public static let maximumFallbackImageBytes = 8 << 20
    /// The most pixels on either side of a `fallback-image`: a 4K screen's width.
    public static let maximumFallbackImageSide = 4096

    /// Reads the board's `fallback-image` as a crash loop shows it; nil when the board
    /// names none. Errors (no such file, not a PNG, too large, corrupt) are at its line.
    public func loadFallbackImage() throws(BoardFileErrors) -> Bitmap? {
        guard let image = fallbackImage else { return nil }
        let fail = { (problem: String) in
            BoardFileErrors([BoardFileError(file: path, line: lines["fallback-image"], field: "fallback-image",
                                            problem: problem, allowed: Self.fallbackImageLimits)])
        }
        let attributes = try? FileManager.default.attributesOfItem(atPath: image)
        guard let attributes else { throw fail("\(image): no such file") }
        guard attributes[.type] as? FileAttributeType == .typeRegular else { throw fail("\(image): not a regular file") }
        if let size = (attributes[.size] as? NSNumber)?.intValue, size > Self.maximumFallbackImageBytes {
            throw fail("\(image): is \(size) bytes, too large")
        }
        let bitmap: Bitmap
        do {
            bitmap = try PNGCodec.read(contentsOf: image)
        } catch {
            throw fail(error.description)
        }
        guard bitmap.width <= Self.maximumFallbackImageSide, bitmap.height <= Self.maximumFallbackImageSide else {
            throw fail("\(image): is \(bitmap.width)x\(bitmap.height) pixels, too large")
        }
        return bitmap
    }

    /// What a `fallback-image` may be, for messages.
    static let fallbackImageLimits = "a PNG file of at most \(maximumFallbackImageBytes >> 20) MiB and "
        + "\(maximumFallbackImageSide) pixels on a side"
}

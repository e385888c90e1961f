import CoreGraphics
import Foundation
import Raster

/// What comparing a picture with its golden found.
public enum GoldenOutcome: Equatable, Sendable {
    case matched
    /// The golden was missing or recording was asked for, and has been written.
    case recorded(golden: String)
    /// Some pixels differ by more than the tolerance; both files were written.
    case differs(pixels: Int, largestDifference: UInt8, actual: String, diff: String)
    /// The golden has another size (`"48×32"`); only the actual picture was written.
    case sizeDiffers(golden: String, actual: String, actualFile: String)

    /// The message to record as an issue, nil when the picture matched.
    public var problem: String? {
        switch self {
        case .matched:
            return nil
        case .recorded(let golden):
            return "Golden image recorded at \(golden); review and commit it"
        case .differs(let pixels, let largest, let actual, let diff):
            return "\(pixels) pixels differ from the golden image (largest channel difference \(largest)); "
                + "see \(actual) and \(diff)"
        case .sizeDiffers(let golden, let actual, let actualFile):
            return "The golden image is \(golden) pixels but the picture is \(actual); see \(actualFile)"
        }
    }
}

/// Golden-image files: how a picture is checked against a committed PNG.
public enum GoldenImage {
    /// Checks `bitmap` against `<folder>/<name>.png` (recording it when it is missing or
    /// `record` is set) and writes the `.actual.png` and `.diff.png` files of a mismatch
    /// beside it; a match removes those left from an earlier run.
    public static func check(_ bitmap: Bitmap, named name: String, in folder: URL, tolerance: UInt8,
                      record: Bool) throws(PNGError) -> GoldenOutcome {
        let golden = folder.appendingPathComponent("\(name).png").path
        let actual = folder.appendingPathComponent("\(name).actual.png").path
        let diff = folder.appendingPathComponent("\(name).diff.png").path
        if record || !FileManager.default.fileExists(atPath: golden) {
            try PNGCodec.write(bitmap.view, to: golden)
            return .recorded(golden: golden)
        }
        let expected = try PNGCodec.read(contentsOf: golden)
        guard expected.width == bitmap.width && expected.height == bitmap.height else {
            try PNGCodec.write(bitmap.view, to: actual)
            return .sizeDiffers(golden: "\(expected.width)×\(expected.height)",
                                actual: "\(bitmap.width)×\(bitmap.height)", actualFile: actual)
        }
        let comparison = GoldenComparison(bitmap.view, golden: expected.view, tolerance: tolerance)
        guard comparison.differingPixels > 0 else {
            for stale in [actual, diff] { try? FileManager.default.removeItem(atPath: stale) }
            return .matched
        }
        try PNGCodec.write(bitmap.view, to: actual)
        try PNGCodec.write(comparison.diffImage.view, to: diff)
        return .differs(pixels: comparison.differingPixels, largestDifference: comparison.largestDifference,
                        actual: actual, diff: diff)
    }
}

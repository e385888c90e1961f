import CoreGraphics
import Foundation
import Raster
import Testing

/// Compares `bitmap` with `<folder>/<name>.png`, each channel within `tolerance`. On
/// mismatch writes `<name>.actual.png` and `<name>.diff.png` next to the golden and
/// records an Issue naming both files, the number of differing pixels and the largest
/// channel difference. A missing golden, or KIOSK_RECORD_GOLDENS=1 in the environment,
/// writes the golden and records an Issue ("recorded; review and commit").
public func expectMatchesGolden(_ bitmap: Bitmap, named name: String, in folder: URL, tolerance: UInt8 = 0,
                                sourceLocation: SourceLocation = #_sourceLocation) {
    let record = ProcessInfo.processInfo.environment["KIOSK_RECORD_GOLDENS"] == "1"
    do {
        let outcome = try GoldenImage.check(bitmap, named: name, in: folder, tolerance: tolerance, record: record)
        if let problem = outcome.problem { Issue.record(Comment(rawValue: problem), sourceLocation: sourceLocation) }
    } catch {
        Issue.record(error, "golden image \(name)", sourceLocation: sourceLocation)
    }
}

/// `expectMatchesGolden` for an image, such as `HeadlessScreen.snapshot()`.
public func expectMatchesGolden(_ image: CGImage, named name: String, in folder: URL, tolerance: UInt8 = 0,
                                sourceLocation: SourceLocation = #_sourceLocation) {
    expectMatchesGolden(image.bitmap, named: name, in: folder, tolerance: tolerance, sourceLocation: sourceLocation)
}

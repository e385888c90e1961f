import Foundation
import KioskTesting
import Raster
import Testing

/// Compares `bitmap` with Tests/QuartzCoreTests/Goldens/<name>.png (see KioskTesting).
func expectMatchesGolden(_ bitmap: Bitmap, named name: String, tolerance: UInt8 = 0,
                         sourceLocation: SourceLocation = #_sourceLocation) {
    KioskTesting.expectMatchesGolden(bitmap, named: name, in: goldenFolder, tolerance: tolerance,
                                     sourceLocation: sourceLocation)
}

/// Tests/QuartzCoreTests/Goldens, found from this file's place in the source tree.
let goldenFolder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Goldens")

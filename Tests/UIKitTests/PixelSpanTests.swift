import CoreGraphics
import Testing
@testable import UIKit

/// Bars lay items out on the pixel grid; a span's width is counted in whole pixels.
@Suite struct PixelSpanTests {
    /// At scale 3, 71 pt from 25/3 pt is exactly 71 pt (subtracting the aligned edges
    /// gave 70.99999999999999, and a title measured at 71 pt was truncated).
    @Test func aSpanOnAThirdPixelGridKeepsItsExactWidth() {
        let span = CGFloat.pixelSpan(from: 25.0 / 3, to: 25.0 / 3 + 71, scale: 3)
        #expect(span.x == 25.0 / 3 && span.width == 71)
    }

    @Test func edgesRoundToTheNearestPixel() {
        let span = CGFloat.pixelSpan(from: 10.2, to: 20.6, scale: 2)
        #expect(span.x == 10 && span.width == 10.5)
        #expect(CGFloat.pixelSpan(from: 1.3, to: 2.9, scale: 0) == (1.3, 2.9 - 1.3))
    }
}

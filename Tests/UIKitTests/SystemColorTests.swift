import CoreGraphics
import Testing
@testable import UIKit

/// iOS's system and semantic colours, light appearance, as 8-bit sRGB and alpha.
@MainActor @Suite struct SystemColorTests {
    private func components(_ color: UIColor) -> [Int] {
        let c = color.cgColor
        return [c.red, c.green, c.blue, c.alpha].map { Int(($0 * 255).rounded()) }
    }

    @Test func systemColoursHaveIOSsValues() {
        #expect(components(.systemRed) == [255, 59, 48, 255])
        #expect(components(.systemGreen) == [52, 199, 89, 255])
        #expect(components(.systemBlue) == [0, 122, 255, 255])
        #expect(components(.systemOrange) == [255, 149, 0, 255])
        #expect(components(.systemGray6) == [242, 242, 247, 255])
    }

    @Test func semanticColoursHaveIOSsLightValues() {
        #expect(components(.label) == [0, 0, 0, 255])
        #expect(components(.secondaryLabel) == [60, 60, 67, 153])
        #expect(components(.separator) == [60, 60, 67, 74])
        #expect(components(.systemBackground) == [255, 255, 255, 255])
        #expect(components(.systemGroupedBackground) == [242, 242, 247, 255])
        #expect(components(.systemFill) == [120, 120, 128, 51])
    }
}

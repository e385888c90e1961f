import CoreGraphics
import Foundation
import UIKit

/// Shared by the button, toolbar, segmented control and text view tests.
@MainActor enum ControlTestSupport {
    static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens")

    /// A solid `color` image of `size` points.
    static func solidImage(_ color: UIColor, size: CGSize) -> UIImage {
        UIGraphicsImageRenderer(size: size).image { context in
            color.setFill()
            context.fill(CGRect(origin: .zero, size: size))
        }
    }

    /// A colour's straight RGBA in 8 bits.
    static func rgba(_ color: UIColor) -> [Int] {
        let c = color.cgColor
        return [c.red, c.green, c.blue, c.alpha].map { Int(($0 * 255).rounded()) }
    }

    /// Counts how often a control sends `event`.
    @MainActor final class EventCounter {
        private(set) var count = 0
        init(_ control: UIControl, _ event: UIControl.Event) {
            control.addAction(UIAction { [unowned self] _ in count += 1 }, for: event)
        }
    }
}

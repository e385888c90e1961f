import CoreGraphics
import Foundation
import KioskHeadless
import Testing
@testable import UIKit

/// A multi-line label laid out by Auto Layout wraps at the width its constraints give
/// it and grows to fit, with no preferredMaxLayoutWidth set — as UIKit does.
@MainActor @Suite(.serialized) struct LabelWrapLayoutTests {
    private let text = "Organic pretzels from the bakery aisle, baked this morning and sold by the bag."

    /// A label pinned 8 points in from both sides of a 200-point view, its top pinned too.
    private func stage(lines: Int) -> (HeadlessScreen, UILabel, UIView) {
        let screen = HeadlessScreen(width: 200, height: 400)
        let label = UILabel()
        label.text = text
        label.numberOfLines = lines
        label.translatesAutoresizingMaskIntoConstraints = false
        let below = UIView()
        below.translatesAutoresizingMaskIntoConstraints = false
        screen.window.addSubview(label)
        screen.window.addSubview(below)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: screen.window.leadingAnchor, constant: 8),
            label.trailingAnchor.constraint(equalTo: screen.window.trailingAnchor, constant: -8),
            label.topAnchor.constraint(equalTo: screen.window.topAnchor, constant: 20),
            below.topAnchor.constraint(equalTo: label.bottomAnchor, constant: 4),
            below.leadingAnchor.constraint(equalTo: screen.window.leadingAnchor),
            below.widthAnchor.constraint(equalToConstant: 10),
            below.heightAnchor.constraint(equalToConstant: 10),
        ])
        screen.advance(by: 0)
        return (screen, label, below)
    }

    @Test func aMultiLineLabelWrapsAtItsSolvedWidthAndGrows() {
        let (_, label, below) = stage(lines: 0)
        let wrapped = label.sizeThatFits(CGSize(width: 184, height: 0))
        #expect(label.frame.width == 184)
        #expect(label.frame.height == wrapped.height && wrapped.height > label.font.lineHeight * 2.5)
        #expect(label.intrinsicContentSize.height == wrapped.height)
        #expect(below.frame.minY == 20 + wrapped.height + 4)
    }

    /// One line: the label stays one line high (truncated), as before.
    @Test func aOneLineLabelStaysOneLineHigh() {
        let (_, label, below) = stage(lines: 1)
        let oneLine = label.sizeThatFits(CGSize(width: 0, height: 0)).height
        #expect(label.frame.width == 184 && label.frame.height == oneLine)
        #expect(below.frame.minY == 20 + oneLine + 4)
    }

    /// New text wraps at the same width; a preferredMaxLayoutWidth still wins.
    @Test func newTextAndAPreferredWidth() {
        let (screen, label, _) = stage(lines: 0)
        label.text = "Short"
        screen.advance(by: 0)
        #expect(label.frame.height == label.sizeThatFits(CGSize(width: 184, height: 0)).height)
        label.text = text
        label.preferredMaxLayoutWidth = 100
        screen.advance(by: 0)
        #expect(label.intrinsicContentSize == label.sizeThatFits(CGSize(width: 100, height: 0)))
        #expect(label.frame.height == label.sizeThatFits(CGSize(width: 100, height: 0)).height)
    }
}

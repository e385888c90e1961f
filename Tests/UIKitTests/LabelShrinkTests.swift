import CoreGraphics
import KioskHeadless
import Testing
@testable import UIKit

/// `UILabel.adjustsFontSizeToFitWidth` with `minimumScaleFactor`: the size chosen,
/// its bounds, and that the label draws exactly as one set to that size does.
@MainActor @Suite struct LabelShrinkTests {
    static let text = "Shrink to fit this"

    private func label(_ text: String, size: CGFloat, y: CGFloat = 0, factor: CGFloat) -> UILabel {
        let label = UILabel(frame: CGRect(x: 0, y: y, width: 100, height: 30))
        label.text = text
        label.font = .systemFont(ofSize: size)
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = factor
        return label
    }

    /// The width of `text` on one line at `size` points.
    private func width(_ text: String, _ size: CGFloat) -> CGFloat {
        let label = UILabel()
        label.text = text
        label.font = .systemFont(ofSize: size)
        return label.sizeThatFits(.zero).width
    }

    /// The pixels of rows `rows` across the first 100 columns.
    private func pixels(_ screen: HeadlessScreen, rows: Range<Int>) -> [CGFloat] {
        rows.flatMap { y in (0..<100).flatMap { x in
            let c = screen.pixel(x: x, y: y).cgColor
            return [c.red, c.green, c.blue]
        } }
    }

    @Test func aOneLineLabelTakesTheLargestSizeAtWhichItsTextFits() {
        #expect(width(Self.text, 20) > 100)
        let shrinking = label(Self.text, size: 20, factor: 0.25)
        let size = shrinking.fittedFont().pointSize
        #expect(size == 12.484375)
        #expect(width(Self.text, size) <= 100 && width(Self.text, size + 1.0 / 64) > 100)
        #expect(shrinking.font.pointSize == 20, "the font property keeps the size set")
    }

    @Test func theShrunkLabelDrawsAsOneSetToThatSize() {
        let screen = HeadlessScreen(width: 100, height: 60)
        screen.window.backgroundColor = .white
        let shrinking = label(Self.text, size: 20, factor: 0.25)
        let reference = label(Self.text, size: shrinking.fittedFont().pointSize, y: 30, factor: 0)
        screen.window.addSubview(shrinking)
        screen.window.addSubview(reference)
        screen.advance(by: 0)
        let shrunk = pixels(screen, rows: 0..<30)
        #expect(shrunk == pixels(screen, rows: 30..<60))
        #expect(shrunk.contains(0), "the text is drawn")
        shrinking.adjustsFontSizeToFitWidth = false
        screen.advance(by: 0)
        #expect(pixels(screen, rows: 0..<30) != shrunk)
    }

    @Test func itNeverShrinksBelowTheFactor() {
        let long = label("A line far too long to fit in a hundred points at any size", size: 17, factor: 0.5)
        #expect(long.fittedFont().pointSize == 8.5)
    }

    @Test func noFactorSeveralLinesOrTextThatFitsKeepTheFont() {
        #expect(label(Self.text, size: 20, factor: 0).fittedFont().pointSize == 20)
        let wrapping = label(Self.text, size: 20, factor: 0.25)
        wrapping.numberOfLines = 2
        #expect(wrapping.fittedFont().pointSize == 20)
        #expect(label("Fits", size: 20, factor: 0.25).fittedFont().pointSize == 20)
        let off = label(Self.text, size: 20, factor: 0.25)
        off.adjustsFontSizeToFitWidth = false
        #expect(off.fittedFont().pointSize == 20)
    }
}

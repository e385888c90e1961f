@testable import CoreGraphics
import Testing

/// Carets, hit testing and selection rectangles in DejaVu Sans at 20 px (23 px lines),
/// in points from the layout's top left: what an editable text view places its caret
/// and highlight with, in visual order for bidirectional text.
@Suite struct TextCaretTests {
    let font: FontFace

    init() throws { font = try FontFace.system() }

    func layout(_ text: String) -> TextLayout { TextLayout(text: text, font: font, fontSize: 20, width: 200) }

    /// The caret's x for every insertion position of the text, and its line's top (each as tall as a line).
    func carets(_ layout: TextLayout) -> [String] {
        let text = layout.text
        return (0...text.count).map { n in
            let rect = layout.caretRect(for: text.index(text.startIndex, offsetBy: n))
            #expect(rect.width == 0 && rect.height == layout.metrics.lineHeight)
            return "\(Int(rect.minX)),\(Int(rect.minY))"
        }
    }

    /// The insertion position (as a character count) nearest each of `xs` on the first line.
    func hits(_ layout: TextLayout, _ xs: [CGFloat], y: CGFloat = 5) -> [Int] {
        xs.map { layout.text.distance(from: layout.text.startIndex, to: layout.characterIndex(closestTo: CGPoint(x: $0, y: y))) }
    }

    func range(_ text: String, _ span: Range<Int>) -> Range<String.Index> {
        text.index(text.startIndex, offsetBy: span.lowerBound)..<text.index(text.startIndex, offsetBy: span.upperBound)
    }

    @Test func leftToRightCaretsFollowTheAdvances() {
        // a 12, b 13, c 11.
        let text = layout("abc")
        #expect(carets(text) == ["0,0", "12,0", "25,0", "36,0"])
        #expect(hits(text, [-5, 5, 7, 20, 31, 100]) == [0, 0, 1, 2, 3, 3])
        #expect(text.selectionRects(for: range("abc", 1..<3)) == [CGRect(x: 12, y: 0, width: 24, height: 23)])
    }

    @Test func rightToLeftCaretsRunFromTheRightEdgeAndSkipOverTheNumber() {
        // "שלום 123" is right-aligned (natural): from the left "123 םולש", 112…200.
        let text = layout("שלום 123")
        #expect(text.lines.map(\.x) == [112])
        // After the space the caret stays at the space's left edge (the paragraph's
        // direction); inside and after the number it is at the digits' edges.
        #expect(carets(text) == ["200,0", "186,0", "175,0", "170,0", "157,0", "151,0", "125,0", "138,0", "151,0"])
        #expect(hits(text, [100, 115, 130, 145, 160, 190, 199, 250]) == [5, 5, 6, 8, 4, 1, 0, 0])
        // Selecting "ום 1" is two rectangles: "1" on the left, "ום " on the right.
        #expect(text.selectionRects(for: range("שלום 123", 2..<6))
            == [CGRect(x: 112, y: 0, width: 13, height: 23), CGRect(x: 151, y: 0, width: 24, height: 23)])
    }

    @Test func aMixedLineHitsAndSelectsInVisualOrder() {
        // "abc אבג def": "גבא" is drawn at 42…62, read from its right.
        let text = layout("abc אבג def")
        #expect(carets(text) == ["0,0", "12,0", "25,0", "36,0", "42,0", "62,0", "50,0", "75,0", "81,0", "94,0", "106,0",
                                 "113,0"])
        #expect(hits(text, [40, 55, 70, 85]) == [4, 6, 4, 8])
        #expect(text.selectionRects(for: range("abc אבג def", 2..<6))
            == [CGRect(x: 25, y: 0, width: 17, height: 23), CGRect(x: 50, y: 0, width: 25, height: 23)])
    }

    @Test func eachParagraphHasItsOwnLineAndDirection() {
        let text = layout("אב\nab")
        #expect(carets(text) == ["200,0", "187,0", "175,0", "0,23", "12,23", "25,23"])
        // Left of a right-aligned right-to-left line: its end; below every line: the last line.
        #expect(hits(text, [10, 190], y: 5) == [2, 1])
        #expect(hits(text, [20, 100], y: 500) == [5, 5])
        #expect(text.selectionRects(for: range("אב\nab", 0..<5))
            == [CGRect(x: 175, y: 0, width: 25, height: 23), CGRect(x: 0, y: 23, width: 25, height: 23)])
    }

    @Test func aCaretAfterATrailingLineBreakIsOnTheNewEmptyLine() {
        let text = layout("ab\n")
        #expect(text.lines.count == 2)
        #expect(carets(text) == ["0,0", "12,0", "25,0", "0,23"])
        #expect(hits(text, [40], y: 30) == [3])
    }

    @Test func aLigatureSharesItsBoxAmongItsCharacters() throws {
        // Noto Sans draws "fi" as one 12 px glyph: the caret between f and i is at its middle.
        let noto = try FontFace(contentsOf: "/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf")
        let text = TextLayout(text: "fi", font: noto, fontSize: 20)
        #expect(carets(text) == ["0,0", "6,0", "12,0"])
    }

    @Test func anEmptyLayoutHasItsCaretAtTheStart() {
        let text = layout("")
        #expect(text.caretRect(for: "".startIndex) == CGRect(x: 0, y: 0, width: 0, height: 23))
        #expect(hits(text, [50]) == [0])
        #expect(text.selectionRects(for: "".startIndex..<"".endIndex).isEmpty)
    }
}

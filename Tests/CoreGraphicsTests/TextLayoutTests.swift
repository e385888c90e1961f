@testable import CoreGraphics
import Testing

/// Layout of DejaVu Sans at 20 px (scale 1), where the words of `sentence` advance
/// The 37, quick 55, brown 62, fox 31, jumps 61, over 44, the 33, lazy 41, dog 38,
/// a space 6 and "…" 20 pixels.
@Suite struct TextLayoutTests {
    let font: FontFace
    let sentence = "The quick brown fox jumps over the lazy dog"

    init() throws { font = try FontFace.system() }

    func layout(_ text: String, width: CGFloat? = 120, mode: TextLineBreakMode = .byWordWrapping, lines: Int = 0,
                alignment: TextAlignment = .natural) -> TextLayout {
        TextLayout(text: text, font: font, fontSize: 20, width: width, lineBreakMode: mode, numberOfLines: lines,
                   alignment: alignment)
    }

    @Test func wordWrappingFillsEachLineUpTo120Points() {
        let text = layout(sentence)
        #expect(text.lines.map(\.text) == ["The quick", "brown fox", "jumps over", "the lazy", "dog"])
        #expect(text.lines.map(\.width) == [98, 99, 111, 80, 38])
        // Each line's next word would not have fitted.
        #expect(["The quick brown", "brown fox jumps", "jumps over the", "the lazy dog"]
            .map { font.advance(of: $0, pixelSize: 20) } == [166, 166, 150, 124])
        #expect(text.lines.map { String(sentence[$0.range]) }
            == ["The quick ", "brown fox ", "jumps over ", "the lazy ", "dog"])
        #expect(text.lines.map(\.baseline) == [19, 42, 65, 88, 111])
        #expect(text.size == CGSize(width: 111, height: 115))
    }

    @Test func charWrappingBreaksBetweenAnyCharacters() {
        let text = layout(sentence, mode: .byCharWrapping)
        #expect(text.lines.map(\.text) == ["The quick b", "rown fox ju", "mps over th", "e lazy dog"])
        #expect(text.lines.map(\.width) == [117, 111, 119, 103])
    }

    @Test func aWordWiderThanTheLineBreaksBetweenCharacters() {
        let text = layout("Supercalifragilistic expialidocious", width: 60)
        // The long word is cut where the next character would pass 60 points; after
        // it, wrapping at spaces resumes ("tic" cannot take "expialidocious").
        #expect(text.lines.map(\.text) == ["Super", "califr", "agilis", "tic", "expia", "lidoci", "ous"])
        #expect(text.lines.map(\.width) == [59, 50, 53, 25, 55, 54, 35])
        #expect(["Superc", "califra", "agilist", "expial", "lidocio"].map { font.advance(of: $0, pixelSize: 20) }
            .allSatisfy { $0 > 60 })
        let oneEach = layout("abc", width: 0)
        #expect(oneEach.lines.map(\.text) == ["a", "b", "c"])
    }

    @Test(arguments: [(TextLineBreakMode.byTruncatingTail, "The quick…", CGFloat(118)),
                      (.byTruncatingHead, "…lazy dog", 105),
                      (.byTruncatingMiddle, "The q…dog", 114)])
    func truncationKeepsWhatFitsIn120Points(mode: TextLineBreakMode, expected: String, width: CGFloat) {
        let text = layout(sentence, mode: mode, lines: 1)
        #expect(text.lines.map(\.text) == [expected])
        #expect(text.lines.map(\.width) == [width])
        #expect(text.lines.first.map { String(sentence[$0.range]) } == sentence)
        #expect(text.size == CGSize(width: width, height: 23))
    }

    @Test func truncationNeverLeavesASpaceBesideTheEllipsis() {
        // "The quick " + "…" would be 124 wide with the space, 118 without.
        #expect(layout(sentence, mode: .byTruncatingTail, lines: 1).lines[0].text == "The quick…")
        #expect(layout(sentence, width: 106, mode: .byTruncatingHead, lines: 1).lines[0].text == "…lazy dog")
    }

    @Test func onlyTheEllipsisWhenNothingElseFits() {
        #expect(layout(sentence, width: 25, mode: .byTruncatingTail, lines: 1).lines.map(\.text) == ["…"])
        #expect(layout(sentence, width: 5, mode: .byTruncatingHead, lines: 1).lines.map(\.text) == ["…"])
    }

    @Test func twoLinesTruncateTheSecond() {
        let text = layout(sentence, mode: .byTruncatingTail, lines: 2)
        #expect(text.lines.map(\.text) == ["The quick", "brown fox…"])
        #expect(text.lines.map(\.width) == [98, 119])
        #expect(text.lines.map { String(sentence[$0.range]) } == ["The quick ", "brown fox jumps over the lazy dog"])
        #expect(text.size == CGSize(width: 119, height: 46))
    }

    @Test func twoLinesInTheOtherModes() {
        #expect(layout(sentence, mode: .byWordWrapping, lines: 2).lines.map(\.text) == ["The quick", "brown fox"])
        #expect(layout(sentence, mode: .byTruncatingMiddle, lines: 2).lines.map(\.text) == ["The quick", "brow…dog"])
        let clipped = layout(sentence, mode: .byClipping, lines: 2)
        #expect(clipped.lines.map(\.text) == ["The quick", "brown fox jumps over the lazy dog"])
        #expect(clipped.lines.map(\.width) == [98, 346])
        #expect(clipped.size == CGSize(width: 120, height: 46))
    }

    @Test func aHiddenParagraphEndsTheLastLineWithAnEllipsis() {
        #expect(layout("Hello\nWorld", mode: .byTruncatingHead, lines: 1).lines.map(\.text) == ["Hello…"])
        #expect(layout("Hello\nWorld", width: nil, mode: .byTruncatingTail, lines: 1).lines.map(\.text) == ["Hello…"])
        #expect(layout("Hello\nWorld", mode: .byWordWrapping, lines: 1).lines.map(\.text) == ["Hello"])
    }

    @Test func centreAndRightAlignmentOffsetByTheSpareWidth() {
        let centre = layout(sentence, alignment: .center), right = layout(sentence, alignment: .right)
        #expect(centre.lines.map(\.x) == centre.lines.map { (120 - $0.width) / 2 })
        #expect(centre.lines.map(\.x) == [11, 10.5, 4.5, 20, 41])
        #expect(right.lines.map(\.x) == right.lines.map { 120 - $0.width })
        #expect(right.lines.map(\.x) == [22, 21, 9, 40, 82])
        #expect(layout(sentence, alignment: .left).lines.allSatisfy { $0.x == 0 })
    }

    @Test func withoutAWidthLinesAlignInTheWidestLine() {
        let text = layout("Hello\nThe quick", width: nil, alignment: .right)
        #expect(text.lines.map(\.width) == [51, 98])
        #expect(text.lines.map(\.x) == [47, 0])
        #expect(text.size == CGSize(width: 98, height: 46))
    }

    @Test func justifiedLinesReachTheRightEdgeExceptTheLast() {
        let text = layout(sentence, alignment: .justified)
        #expect(text.lines.map(\.width) == [120, 120, 120, 120, 38])
        #expect(text.lines.allSatisfy { $0.x == 0 })
        // "The quick": one space, widened by 120 − 98 = 22 pixels, so "quick" starts at 37 + 6 + 22.
        let first = text.lines[0].glyphs
        #expect(first[4].x == 65)
        #expect(first.last.map { $0.x + text.font.face.glyph($0.index, pixelSize: 20).advance } == 120)
        #expect(text.size == CGSize(width: 111, height: 115))
    }

    @Test func lineBreaksAndScale() {
        // At scale 2 the font is set at 40 px: ascender 38, line height 47 pixels.
        let text = TextLayout(text: "a\r\n\nb\u{2028}", font: font, fontSize: 20, scale: 2)
        #expect(text.metrics == FontMetrics(pixelSize: 40, ascender: 38, descender: -10, lineHeight: 47))
        #expect(text.lines.map(\.text) == ["a", "", "b", ""])
        #expect(text.lines.map(\.baseline) == [19, 42.5, 66, 89.5])
        #expect(text.lines.map(\.width) == [12.5, 0, 12.5, 0])
        #expect(text.size == CGSize(width: 12.5, height: 94))
    }

    @Test func emptyTextHasNoLines() {
        let text = layout("")
        #expect(text.lines.isEmpty)
        #expect(text.size == .zero)
    }
}

@testable import CoreGraphics
import Testing

/// HarfBuzz's shaping as laid out: glyph ids, advances and pen positions (pixels) at
/// 20 px for strings in chosen fonts. The fonts are Debian's (fonts-dejavu-core,
/// fonts-noto-core; scripts/setup-debian installs them); glyph ids are those files'.
@Suite struct TextShapingTests {
    static let noto = "/usr/share/fonts/truetype/noto/"
    let dejaVu: FontFace
    let notoSans: FontFace
    let notoArabic: FontFace

    init() throws {
        dejaVu = try FontFace.system()
        notoSans = try FontFace(contentsOf: Self.noto + "NotoSans-Regular.ttf")
        notoArabic = try FontFace(contentsOf: Self.noto + "NotoSansArabic-Regular.ttf")
    }

    /// The glyphs of `text` on one line: (family, glyph id, pen x) left to right.
    func placed(_ text: String, _ font: FontFace) -> [String] {
        TextLayout(text: text, font: font, fontSize: 20).lines.flatMap(\.glyphs)
            .map { "\($0.face.familyName) \($0.index) @\($0.x)" }
    }

    @Test func dejaVuKernsAVFromItsKernTableAsKioskAlwaysDid() {
        // A and V advance 14 each; the kern table pulls V 1 px closer.
        #expect(placed("AV", dejaVu) == ["DejaVu Sans 36 @0.0", "DejaVu Sans 57 @13.0"])
        #expect(dejaVu.advance(of: "AV", pixelSize: 20) == 27)
    }

    @Test func notoSansKernsAVThroughHarfBuzz() {
        // GPOS kerning shortens A's advance from 13 to 12.203125 before V.
        #expect(placed("A", notoSans) == ["Noto Sans 36 @0.0"])
        #expect(notoSans.advance(of: "A", pixelSize: 20) == 13)
        #expect(placed("AV", notoSans) == ["Noto Sans 36 @0.0", "Noto Sans 57 @12.203125"])
        #expect(notoSans.advance(of: "AV", pixelSize: 20) == 24.203125)
    }

    @Test func fiIsOneLigatureGlyphInNotoSansAndTwoGlyphsInDejaVu() {
        #expect(placed("fi", notoSans) == ["Noto Sans 1967 @0.0"])
        #expect(notoSans.advance(of: "fi", pixelSize: 20) == 12)
        // DejaVu's text keeps Kiosk's look from before shaping: no standard ligatures.
        #expect(placed("fi", dejaVu) == ["DejaVu Sans 73 @0.0", "DejaVu Sans 76 @7.0"])
    }

    @Test func arabicLettersJoin() {
        // بيت (beh, yeh, teh): from the left, final teh, medial yeh, initial beh.
        #expect(placed("بيت", notoArabic)
            == ["Noto Sans Arabic 1266 @0.0", "Noto Sans Arabic 1492 @22.0", "Noto Sans Arabic 102 @29.0"])
        // Alone, each is its isolated form, another glyph.
        #expect(placed("ب", notoArabic) == ["Noto Sans Arabic 100 @0.0"])
        #expect(placed("ت", notoArabic) == ["Noto Sans Arabic 1265 @0.0"])
    }

    @Test func devanagariKaViramaSsaIsOneConjunctFromTheFallbackFont() {
        // क्ष: DejaVu has no Devanagari; Noto Sans Devanagari draws the conjunct as one glyph.
        #expect(placed("क्ष", dejaVu) == ["Noto Sans Devanagari 179 @0.0"])
        #expect(dejaVu.advance(of: "क्ष", pixelSize: 20) == 14)
    }

    @Test func hebrewWithNumbersReadsRightToLeftWithTheNumberLeftToRight() {
        // שלום 123 עולם: the paragraph is right to left; 123 keeps its own order.
        let layout = TextLayout(text: "שלום 123 עולם", font: dejaVu, fontSize: 20)
        #expect(layout.lines.map(\.isRightToLeft) == [true])
        #expect(layout.lines[0].glyphs.map(\.index) == [1332, 1331, 1324, 1337, 3, 20, 21, 22, 3, 1332, 1324, 1331, 1344])
        #expect(layout.lines[0].glyphs.map(\.x) == [0, 13, 24, 29, 42, 48, 61, 74, 87, 93, 106, 111, 122])
    }

    @Test func aMixedLineOrdersItsHebrewRunAndNumberByTheBidiAlgorithm() {
        // abc אבג 12 def: left to right, with "אבג 12" shown as "12 גבא".
        let text = "abc אבג 12 def"
        let layout = TextLayout(text: text, font: dejaVu, fontSize: 20)
        #expect(layout.lines.map(\.isRightToLeft) == [false])
        #expect(layout.lines[0].boxes.map { text.distance(from: text.startIndex, to: $0.range.lowerBound) }
            == [0, 1, 2, 3, 8, 9, 7, 6, 5, 4, 10, 11, 12, 13])
        #expect(layout.lines[0].glyphs.map(\.index) == [68, 69, 70, 3, 20, 21, 3, 1321, 1320, 1319, 3, 71, 72, 73])
    }

    @Test func naturalAlignmentFollowsEachParagraphsDirection() {
        let layout = TextLayout(text: "אב\nab", font: dejaVu, fontSize: 20, width: 200)
        #expect(layout.lines.map(\.x) == [175, 0])
        let forced = TextLayout(text: "אב\nab", font: dejaVu, fontSize: 20, width: 200, writingDirection: .rightToLeft)
        #expect(forced.lines.map(\.x) == [175, 175])
        #expect(forced.lines.map(\.isRightToLeft) == [true, true])
    }
}

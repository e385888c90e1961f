@testable import CoreGraphics
import Raster
import Testing

/// Which font draws each character: the text's font where it has the character, else
/// the first font fontconfig sorts for a sans-serif that has it (the fonts
/// scripts/setup-debian installs: DejaVu, Noto, WenQuanYi Micro Hei, Noto Color Emoji).
@Suite struct FontFallbackTests {
    /// The family drawing each glyph of `text` set in `font` at 20 px, left to right.
    func families(_ text: String, _ font: FontFace) -> [String] {
        TextLayout(text: text, font: font, fontSize: 20).lines.flatMap(\.glyphs).map(\.face.familyName)
    }

    @Test func eachCharacterIsDrawnByTheFirstFontThatHasIt() throws {
        let dejaVu = try FontFace.system()
        // Latin, Hebrew and Arabic are DejaVu Sans's own; Devanagari, Chinese and emoji are not.
        #expect(families("aש", dejaVu) == ["DejaVu Sans", "DejaVu Sans"])
        #expect(families("ب", dejaVu) == ["DejaVu Sans"])
        #expect(families("क", dejaVu) == ["Noto Sans Devanagari"])
        #expect(families("中文", dejaVu) == ["WenQuanYi Micro Hei", "WenQuanYi Micro Hei"])
        #expect(families("😀", dejaVu) == ["Noto Color Emoji"])
        // A private-use character no font has: the text's font's missing-glyph box.
        let layout = TextLayout(text: "\u{F0000}", font: dejaVu, fontSize: 20)
        #expect(layout.lines[0].glyphs.map { "\($0.face.familyName) \($0.index)" } == ["DejaVu Sans 0"])
    }

    @Test func boldTextFallsBackToBoldFaces() throws {
        let bold = try FontFace.systemBold()
        #expect(TextLayout(text: "क", font: bold, fontSize: 20).lines.flatMap(\.glyphs).map(\.face.styleName) == ["Bold"])
        #expect(families("क", bold) == ["Noto Sans Devanagari"])
    }

    @Test func latinInAFontWithoutItComesFromFontconfigsFirstSansSerif() throws {
        // Noto Sans Devanagari has no Latin letters; Noto Sans sorts first for a sans-serif in English.
        let devanagari = try FontFace(contentsOf: "/usr/share/fonts/truetype/noto/NotoSansDevanagari-Regular.ttf")
        #expect(families("aक", devanagari) == ["Noto Sans", "Noto Sans Devanagari"])
    }

    @Test func anEmojiIsDrawnInItsOwnColoursWhateverTheTextColour() throws {
        let layout = TextLayout(text: "😀", font: try FontFace.system(), fontSize: 20)
        let glyph = try #require(layout.lines.first?.glyphs.first)
        let drawn = glyph.face.glyph(glyph.index, pixelSize: 20)
        // Noto Color Emoji's 109 px strike (136 × 128 px glyphs) scaled to 20 px per em.
        #expect(drawn.mask.width == 0)
        let image = try #require(drawn.image)
        #expect("\(image.width)×\(image.height) at \(drawn.left), \(drawn.top)" == "25×23 at 0, 19")
        let bitmap = Bitmap(width: 30, height: 30)
        layout.draw(into: bitmap.view, at: .zero, color: CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        // The face's yellow, not the text's blue, at the middle of the face.
        let middle = Pixel(rawValue: bitmap.view.row(12)[12])
        #expect("\(middle.red) \(middle.green) \(middle.blue) \(middle.alpha)" == "253 224 48 255")
    }
}

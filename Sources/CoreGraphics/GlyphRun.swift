/// A paragraph's characters set on one line at one pixel size: their glyphs and the
/// pen position of each. Line breaking and truncation cut lines out of it by
/// character, and measure any cut in constant time.
struct GlyphRun {
    let font: FontFace
    let pixelSize: CGFloat
    let characters: [Character]
    /// Where each character starts in the source text, then where the last one ends.
    let indices: [String.Index]
    let glyphs: [Glyph]
    /// The first glyph of each character, then `glyphs.count`: control characters have none.
    let firstGlyph: [Int]
    /// Each glyph's pen position from the run's start (advances plus kerning before it).
    let pen: [CGFloat]

    /// Sets `text[range]`, which holds no line breaks.
    init(_ text: String, range: Range<String.Index>, font: FontFace, pixelSize: CGFloat) {
        self.font = font
        self.pixelSize = pixelSize
        let paragraph = text[range]
        characters = Array(paragraph)
        indices = Array(paragraph.indices) + [range.upperBound]
        var scalars: [Unicode.Scalar] = []
        var firstGlyph: [Int] = []
        for character in characters {
            firstGlyph.append(scalars.count)
            scalars += FontFace.drawnScalars(character.unicodeScalars)
        }
        firstGlyph.append(scalars.count)
        self.firstGlyph = firstGlyph
        let run = font.face.glyphs(for: scalars, pixelSize: pixelSize)
        glyphs = run.map(\.glyph)
        var pen: [CGFloat] = []
        pen.reserveCapacity(run.count)
        var x: CGFloat = 0
        for (i, (glyph, kerning)) in run.enumerated() {
            if i > 0 { x += kerning }
            pen.append(x)
            x += glyph.advance
        }
        self.pen = pen
    }

    var count: Int { characters.count }

    /// The glyphs drawing the characters in `span`.
    func glyphRange(_ span: Range<Int>) -> Range<Int> { firstGlyph[span.lowerBound]..<firstGlyph[span.upperBound] }

    /// From the first glyph's pen position to the end of the last one's advance:
    /// kerning with glyphs outside the span does not count.
    func width(_ span: Range<Int>) -> CGFloat {
        let g = glyphRange(span)
        guard let last = g.last else { return 0 }
        return pen[last] + glyphs[last].advance - pen[g.lowerBound]
    }

    /// Whether character `k` is a space a line may break after (not a no-break space).
    func isSpace(_ k: Int) -> Bool {
        let scalars = characters[k].unicodeScalars
        guard scalars.count == 1, let scalar = scalars.first else { return false }
        return scalar.properties.isWhitespace && !["\u{A0}", "\u{2007}", "\u{202F}"].contains(scalar)
    }

    /// `span` without the spaces at its end.
    func trimmingTrailingSpaces(_ span: Range<Int>) -> Range<Int> {
        var end = span.upperBound
        while end > span.lowerBound && isSpace(end - 1) { end -= 1 }
        return span.lowerBound..<end
    }

    /// `span` without the spaces at its start.
    func trimmingLeadingSpaces(_ span: Range<Int>) -> Range<Int> {
        var start = span.lowerBound
        while start < span.upperBound && isSpace(start) { start += 1 }
        return start..<span.upperBound
    }

    /// The source text range of the characters in `span`.
    func textRange(_ span: Range<Int>) -> Range<String.Index> { indices[span.lowerBound]..<indices[span.upperBound] }
}

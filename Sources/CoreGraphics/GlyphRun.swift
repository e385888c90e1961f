/// A paragraph's characters set on one line at one pixel size: their glyphs and the
/// pen position of each. Line breaking and truncation cut lines out of it by
/// character, and measure any cut in constant time.
struct GlyphRun {
    let font: FontFace
    let pixelSize: CGFloat
    let characters: [Character]
    /// Where each character starts in the source text, then where the last one ends.
    let indices: [String.Index]
    /// Each glyph's index and advance: layout needs no pixels (drawing fetches them).
    let glyphs: [GlyphAdvance]
    /// The first glyph of each character, then `glyphs.count`: control characters have none.
    let firstGlyph: [Int]
    /// Each glyph's pen position from the run's start (advances plus kerning before it).
    let pen: [CGFloat]
    /// Whether each character is a space a line may break after.
    private let spaces: [Bool]
    /// For each end 0…count, the end with the spaces before it removed.
    private let endsWithoutSpaces: [Int]
    /// For each start 0…count, the start with the spaces after it skipped.
    private let startsWithoutSpaces: [Int]

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
        let run = font.face.advances(for: scalars, pixelSize: pixelSize)
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
        let spaces = characters.map(GlyphRun.isBreakingSpace)
        var ends = [0]
        for k in spaces.indices { ends.append(spaces[k] ? ends[k] : k + 1) }
        var starts = [characters.count]
        for k in spaces.indices.reversed() { starts.append(spaces[k] ? starts.last! : k) }
        self.spaces = spaces
        endsWithoutSpaces = ends
        startsWithoutSpaces = starts.reversed()
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
    func isSpace(_ k: Int) -> Bool { spaces[k] }

    private static func isBreakingSpace(_ character: Character) -> Bool {
        let scalars = character.unicodeScalars
        guard scalars.count == 1, let scalar = scalars.first else { return false }
        return scalar.properties.isWhitespace && !["\u{A0}", "\u{2007}", "\u{202F}"].contains(scalar)
    }

    /// `span` without the spaces at its end (in constant time: trimming must not make
    /// breaking a line of many spaces quadratic).
    func trimmingTrailingSpaces(_ span: Range<Int>) -> Range<Int> {
        span.lowerBound..<max(span.lowerBound, endsWithoutSpaces[span.upperBound])
    }

    /// `span` without the spaces at its start.
    func trimmingLeadingSpaces(_ span: Range<Int>) -> Range<Int> {
        min(startsWithoutSpaces[span.lowerBound], span.upperBound)..<span.upperBound
    }

    /// The source text range of the characters in `span`.
    func textRange(_ span: Range<Int>) -> Range<String.Index> { indices[span.lowerBound]..<indices[span.upperBound] }
}

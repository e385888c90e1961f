/// What one line draws: cuts of glyph runs in order. A plain line is one cut of its
/// paragraph; a truncated one is, say, the paragraph's head, then "…", then its tail.
struct LineContent {
    struct Cut {
        let run: GlyphRun
        let span: Range<Int>
    }

    var cuts: [Cut]
    /// The characters of its paragraph the line stands for, hanging spaces included.
    var consumed: Range<Int>
    /// Whether wrapping ended the line (justification stretches only such lines).
    var wrapped: Bool

    /// The characters drawn, "…" included.
    var text: String { cuts.map { String($0.run.characters[$0.span]) }.joined() }

    /// The advance width in pixels: the cuts' widths and the kerning where they join.
    var width: CGFloat {
        var width: CGFloat = 0
        var previous: GlyphAdvance?
        for cut in cuts {
            let glyphs = cut.run.glyphRange(cut.span)
            guard let first = glyphs.first, let last = glyphs.last else { continue }
            if let previous { width += LineContent.kerning(previous, cut.run.glyphs[first], in: cut.run) }
            width += cut.run.width(cut.span)
            previous = cut.run.glyphs[last]
        }
        return width
    }

    /// The glyphs at their pen positions in pixels from the line's start, each space
    /// widened by `extraPerSpace` (justification; cuts of one run only).
    func place(extraPerSpace: CGFloat = 0) -> [PlacedGlyph] {
        var placed: [PlacedGlyph] = []
        var end: CGFloat = 0
        var previous: GlyphAdvance?
        for cut in cuts {
            let run = cut.run
            guard let first = run.glyphRange(cut.span).first else { continue }
            let start = end + (previous.map { LineContent.kerning($0, run.glyphs[first], in: run) } ?? 0)
            var stretch: CGFloat = 0
            for k in cut.span {
                for g in run.firstGlyph[k]..<run.firstGlyph[k + 1] {
                    placed.append(PlacedGlyph(index: run.glyphs[g].index, x: start + run.pen[g] - run.pen[first] + stretch))
                    previous = run.glyphs[g]
                }
                if run.isSpace(k) { stretch += extraPerSpace }
            }
            end = start + run.width(cut.span) + stretch
        }
        return placed
    }

    private static func kerning(_ left: GlyphAdvance, _ right: GlyphAdvance, in run: GlyphRun) -> CGFloat {
        run.font.face.kerning(between: left.index, and: right.index, pixelSize: run.pixelSize)
    }
}

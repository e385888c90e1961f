/// What one line draws: cuts of glyph runs in logical order. A plain line is one cut of
/// its paragraph; a truncated one is, say, the paragraph's head, then "…", then its tail.
struct LineContent {
    struct Cut {
        let run: GlyphRun
        let span: Range<Int>
        /// Whether the cut is the "…" truncation put in.
        var isEllipsis = false
    }

    var cuts: [Cut]
    /// The characters of its paragraph the line stands for, hanging spaces included.
    var consumed: Range<Int>
    /// Whether wrapping ended the line (justification stretches only such lines).
    var wrapped: Bool

    /// The characters drawn, "…" included, in logical order.
    var text: String { cuts.map { String($0.run.characters[$0.span]) }.joined() }

    /// The advance width in pixels: the cuts' widths and the legacy kerning where they join.
    var width: CGFloat {
        var width: CGFloat = 0
        var previous: Cut?
        for cut in cuts where cut.run.firstGlyph(cut.span) != nil {
            if let previous { width += LineContent.kerning(after: previous, before: cut) }
            width += cut.run.width(cut.span)
            previous = cut
        }
        return width
    }

    /// The legacy kerning between two cuts that meet, when both are kerned that way in one face.
    private static func kerning(after left: Cut, before right: Cut) -> CGFloat {
        guard let (last, item) = left.run.lastGlyph(left.span), let (first, next) = right.run.firstGlyph(right.span),
              item.legacyKerning, next.legacyKerning, item.face === next.face else { return 0 }
        return item.face.kerning(between: last.index, and: first.index, pixelSize: right.run.pixelSize)
    }

    /// The line laid out left to right in pixels from its left edge: its glyphs in visual
    /// order (rule L2 over the bidi levels of `paragraph`, the run the line is cut from,
    /// after L1 reset its trailing whitespace), each space widened by `extraPerSpace`
    /// (justification; single-cut lines only), and each character's box.
    func place(in paragraph: GlyphRun, extraPerSpace: CGFloat = 0) -> PlacedLine {
        let pieces = self.pieces(of: paragraph)
        let order = BidiParagraph.visualOrder(pieces.map(\.level))
        var line = PlacedLine()
        var x: CGFloat = 0, stretch: CGFloat = 0
        var previous: (face: FreeTypeFace, index: UInt32)?
        for p in order {
            let piece = pieces[p], run = cuts[piece.cut].run
            let rightToLeft = piece.level & 1 == 1
            for k in rightToLeft ? Array(piece.span.reversed()) : Array(piece.span) {
                let item = run.items[run.itemOfCharacter[k]]
                var start: CGFloat?
                for g in run.glyphRanges[k] {
                    let glyph = run.glyphs[g]
                    let kerned = item.legacyKerning && !rightToLeft
                    if kerned, let previous, previous.face === item.face {
                        x += item.face.kerning(between: previous.index, and: glyph.index, pixelSize: run.pixelSize)
                    }
                    start = start ?? x + stretch
                    line.glyphs.append(PlacedGlyph(face: item.face, index: glyph.index, x: x + stretch + glyph.xOffset,
                                                   y: glyph.yOffset))
                    x += glyph.advance
                    previous = kerned ? (item.face, glyph.index) : nil
                }
                if !piece.isEllipsis {
                    line.boxes.append(CharacterBox(character: k, x: start ?? x + stretch, width: x + stretch - (start ?? x + stretch),
                                                   rightToLeft: rightToLeft))
                }
                if !piece.isEllipsis && run.isSpace(k) { stretch += extraPerSpace }
            }
        }
        line.width = x + stretch
        line.splitLigatures(of: paragraph)
        line.addHangingSpaces(after: cuts.last.map { $0.isEllipsis ? consumed.upperBound : $0.span.upperBound } ?? consumed.lowerBound,
                              consumed: consumed, of: paragraph)
        return line
    }

    /// A stretch of a cut with one item and one level: the unit L2 reorders.
    private struct Piece {
        let cut: Int
        let span: Range<Int>
        let level: UInt8
        let isEllipsis: Bool
    }

    /// The cuts split into pieces of one item and one level each, in logical order; "…"
    /// takes the paragraph's level.
    private func pieces(of paragraph: GlyphRun) -> [Piece] {
        let scalars = paragraph.scalarStarts[consumed.lowerBound]..<paragraph.scalarStarts[consumed.upperBound]
        let levels = paragraph.bidi.lineLevels(scalars)
        func level(_ k: Int) -> UInt8 { levels[paragraph.scalarStarts[k] - scalars.lowerBound] }
        var pieces: [Piece] = []
        for (c, cut) in cuts.enumerated() {
            guard !cut.isEllipsis else {
                pieces.append(Piece(cut: c, span: cut.span, level: paragraph.bidi.baseLevel, isEllipsis: true))
                continue
            }
            var k = cut.span.lowerBound
            while k < cut.span.upperBound {
                var end = k + 1
                while end < cut.span.upperBound && paragraph.itemOfCharacter[end] == paragraph.itemOfCharacter[k]
                        && level(end) == level(k) { end += 1 }
                pieces.append(Piece(cut: c, span: k..<end, level: level(k), isEllipsis: false))
                k = end
            }
        }
        return pieces
    }
}

/// A line's glyphs and character boxes, in pixels from its left edge.
struct PlacedLine {
    var glyphs: [PlacedGlyph] = []
    /// The boxes of the characters the line stands for, in visual order from the left.
    var boxes: [CharacterBox] = []
    /// From the left edge to the end of the last glyph's advance.
    var width: CGFloat = 0

    /// Shares each ligature's box among the characters it draws, in reading order.
    mutating func splitLigatures(of run: GlyphRun) {
        guard let position = boxes.indices.first(where: { run.clusters[boxes[$0].character].count > 1 }) else { return }
        var split = Array(boxes[..<position])
        var i = position
        while i < boxes.count {
            let box = boxes[i], cluster = run.clusters[box.character]
            guard cluster.count > 1, box.character == cluster.lowerBound else {
                if cluster.count == 1 { split.append(box) }
                i += 1
                continue
            }
            let part = box.width / CGFloat(cluster.count)
            var parts: [CharacterBox] = []
            for k in cluster {
                let n = CGFloat(k - cluster.lowerBound)
                let fromLeft: CGFloat = box.rightToLeft ? box.width - (n + 1) * part : n * part
                let x: CGFloat = box.x + fromLeft
                parts.append(CharacterBox(character: k, x: x, width: part, rightToLeft: box.rightToLeft))
            }
            split += box.rightToLeft ? Array(parts.reversed()) : parts
            i += 1
        }
        boxes = split
    }

    /// Boxes for the spaces hanging past the line's end (characters `end` up to the end
    /// of `consumed`): beyond its right edge in a left-to-right paragraph, its left edge
    /// in a right-to-left one, where a caret typed after them goes.
    mutating func addHangingSpaces(after end: Int, consumed: Range<Int>, of run: GlyphRun) {
        guard end < consumed.upperBound else { return }
        let hanging = end..<consumed.upperBound
        if run.isRightToLeft {
            var x = boxes.first?.x ?? 0
            let spaces = hanging.map { k in
                x -= run.advances[k]
                return CharacterBox(character: k, x: x, width: run.advances[k], rightToLeft: true)
            }
            boxes.insert(contentsOf: spaces.reversed(), at: 0)
        } else {
            var x = boxes.last.map { $0.x + $0.width } ?? width
            for k in hanging {
                boxes.append(CharacterBox(character: k, x: x, width: run.advances[k], rightToLeft: false))
                x += run.advances[k]
            }
        }
    }
}

/// Where one character of a line is drawn, in pixels from the line's left edge.
struct CharacterBox: Sendable {
    /// The character's index in its paragraph.
    let character: Int
    var x: CGFloat
    var width: CGFloat
    /// Whether it reads right to left (its leading edge is on the right).
    let rightToLeft: Bool
}

/// A string laid out in one font: broken into lines within an optional width,
/// shortened per `TextLineBreakMode`, aligned, and ready to draw. This is what
/// labels, text views and buttons measure and draw text with.
///
/// Text is shaped by HarfBuzz (ligatures, kerning, Arabic joining, Indic conjuncts) in
/// the font, and characters the font lacks in fallback fonts fontconfig finds (see
/// `GlyphRun`); each paragraph's lines are ordered by the Unicode Bidirectional
/// Algorithm (FriBidi), its base direction from its text unless `writingDirection`
/// forces one. Lines end at "\n", "\r", "\r\n", U+2028 and U+2029. Sizes and positions
/// are in points; glyphs are rasterised at `fontSize × scale` pixels per em, clamped to
/// `FontFace.pixelSizes` (1…2048). Vertical metrics are the font's: fallback glyphs
/// taller than it may reach into the lines beside theirs.
///
/// Bounded for any input: only the first `maximumCharacters` characters are laid out
/// (about 100 bytes each), and breaking lines is linear in the text's length.
public struct TextLayout: Sendable {
    /// The most characters (extended grapheme clusters) laid out: fifty pages of text.
    /// The rest of a longer text is left out as if the text ended there.
    public static let maximumCharacters = 100_000

    public let text: String
    public let font: FontFace
    /// The em size in points.
    public let fontSize: CGFloat
    /// Pixels per point.
    public let scale: CGFloat
    /// The widest a line may be in points, or nil to break lines only at line breaks.
    public let width: CGFloat?
    public let lineBreakMode: TextLineBreakMode
    /// The most lines shown, or 0 for no limit.
    public let numberOfLines: Int
    public let alignment: TextAlignment
    /// The paragraphs' base direction: from their text (`natural`) or forced.
    public let writingDirection: TextWritingDirection
    /// The font's metrics at the pixel size the text is drawn at (in pixels).
    public let metrics: FontMetrics
    /// The lines, top to bottom; none for empty text.
    public let lines: [TextLine]
    /// The size the lines need, in points, each side rounded up to whole pixels: the
    /// widest line before justification (at most `width`) by the lines' count times
    /// the line height.
    public let size: CGSize

    /// Lays out `text`. A `scale` that is not positive and finite is taken as 1, a
    /// `width` that is not finite as none, a negative `width` as 0 and a negative
    /// `numberOfLines` as 0.
    public init(text: String, font: FontFace, fontSize: CGFloat, scale: CGFloat = 1, width: CGFloat? = nil,
                lineBreakMode: TextLineBreakMode = .byWordWrapping, numberOfLines: Int = 0,
                alignment: TextAlignment = .natural, writingDirection: TextWritingDirection = .natural) {
        let scale = scale > 0 && scale.isFinite ? scale : 1
        let width = width.flatMap { $0.isFinite ? max($0, 0) : nil }
        let numberOfLines = max(numberOfLines, 0)
        self.text = text
        self.font = font
        self.fontSize = fontSize
        self.scale = scale
        self.width = width
        self.lineBreakMode = lineBreakMode
        self.numberOfLines = numberOfLines
        self.alignment = alignment
        self.writingDirection = writingDirection
        let pixelSize = fontSize * scale
        let metrics = font.metrics(pixelSize: pixelSize)
        self.metrics = metrics

        let box = width.map { $0 * scale }
        let contents = TextLayout.breakLines(of: text, font: font, pixelSize: pixelSize, width: box,
                                             mode: lineBreakMode, numberOfLines: numberOfLines,
                                             rightToLeft: writingDirection.forcedRightToLeft)
        let placed = contents.map { $0.content.place(in: $0.run) }
        let widths = placed.map(\.width)
        let widest = widths.max() ?? 0
        lines = contents.indices.map { i in
            let (content, run) = contents[i]
            let (x, width, line) = TextLayout.align(content, of: run, placed: placed[i], in: box ?? widest,
                                                    alignment: alignment)
            let baseline = metrics.ascender + CGFloat(i) * metrics.lineHeight
            let boxes = line.boxes.map { box in
                TextLine.Box(range: run.textRange(box.character..<box.character + 1), x: box.x / scale,
                             width: box.width / scale, rightToLeft: box.rightToLeft)
            }
            return TextLine(range: run.textRange(content.consumed), text: content.text, x: x / scale,
                            width: width / scale, baseline: baseline / scale, isRightToLeft: run.isRightToLeft,
                            glyphs: line.glyphs, boxes: boxes)
        }
        size = CGSize(width: min(widest, box ?? widest).rounded(.up) / scale,
                      height: (CGFloat(lines.count) * metrics.lineHeight).rounded(.up) / scale)
    }

    /// Every paragraph's lines, in pixels, until `numberOfLines` is reached.
    private static func breakLines(of text: String, font: FontFace, pixelSize: CGFloat, width: CGFloat?,
                                   mode: TextLineBreakMode, numberOfLines: Int,
                                   rightToLeft: Bool?) -> [(content: LineContent, run: GlyphRun)] {
        let ellipsis = GlyphRun("…", range: "…".startIndex..<"…".endIndex, font: font, pixelSize: pixelSize)
        let end = text.index(text.startIndex, offsetBy: maximumCharacters, limitedBy: text.endIndex) ?? text.endIndex
        let paragraphs = text.isEmpty ? [] : TextLayout.paragraphs(of: text, upTo: end)
        var contents: [(content: LineContent, run: GlyphRun)] = []
        for (p, paragraph) in paragraphs.enumerated() {
            let run = GlyphRun(text, range: paragraph, font: font, pixelSize: pixelSize, rightToLeft: rightToLeft)
            let breaker = LineBreaker(run: run, ellipsis: ellipsis, width: width, mode: mode)
            var start = 0
            repeat {
                let content = breaker.line(from: start)
                let paragraphContinues = content.consumed.upperBound < run.count
                if contents.count + 1 == numberOfLines && (paragraphContinues || p + 1 < paragraphs.count) {
                    return contents + [(breaker.lastLine(from: start, paragraphContinues: paragraphContinues), run)]
                }
                contents.append((content, run))
                start = content.consumed.upperBound
            } while start < run.count
        }
        return contents
    }

    /// A line's left edge, width and placement (pixels) within a box `box` pixels wide.
    /// `natural` is `left` or `right` by the paragraph's direction. A line wider than the
    /// box starts at its left edge whatever the alignment.
    private static func align(_ content: LineContent, of run: GlyphRun, placed: PlacedLine, in box: CGFloat,
                              alignment: TextAlignment) -> (x: CGFloat, width: CGFloat, line: PlacedLine) {
        let width = placed.width
        switch alignment {
        case .left:
            return (0, width, placed)
        case .natural:
            return (run.isRightToLeft ? max(box - width, 0) : 0, width, placed)
        case .center:
            return (max((box - width) / 2, 0), width, placed)
        case .right:
            return (max(box - width, 0), width, placed)
        case .justified:
            // Only wrapped lines are stretched; they are one cut, hanging spaces outside it.
            let spaces = content.wrapped ? content.cuts[0].span.count { run.isSpace($0) } : 0
            guard spaces > 0 && width < box else { return align(content, of: run, placed: placed, in: box, alignment: .natural) }
            return (0, box, content.place(in: run, extraPerSpace: (box - width) / CGFloat(spaces)))
        }
    }

    /// The ranges of `text` before `end` between line breaks ("\r\n" is one break).
    static func paragraphs(of text: String, upTo end: String.Index) -> [Range<String.Index>] {
        let scalars = text.unicodeScalars[..<end]
        var paragraphs: [Range<String.Index>] = []
        var start = scalars.startIndex
        var i = start
        while i < scalars.endIndex {
            let scalar = scalars[i]
            guard ["\n", "\r", "\u{2028}", "\u{2029}"].contains(scalar) else {
                i = scalars.index(after: i)
                continue
            }
            paragraphs.append(start..<i)
            i = scalars.index(after: i)
            if scalar == "\r", i < scalars.endIndex, scalars[i] == "\n" { i = scalars.index(after: i) }
            start = i
        }
        paragraphs.append(start..<scalars.endIndex)
        return paragraphs
    }
}

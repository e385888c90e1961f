/// One laid-out line of a `TextLayout`. Positions are in points from the layout's
/// top-left corner.
public struct TextLine: Sendable {
    /// The part of the source text the line stands for: its characters and the spaces
    /// hanging past its end (not the line break). A truncated line stands for the rest
    /// of its paragraph.
    public let range: Range<String.Index>
    /// What the line draws, in logical (reading) order: its characters without hanging
    /// spaces, with "…" where truncation removed text.
    public let text: String
    /// The left edge of the line, after alignment.
    public let x: CGFloat
    /// The advance width of what the line draws (the full width when justified).
    public let width: CGFloat
    /// The baseline, down from the layout's top.
    public let baseline: CGFloat
    /// Whether the line's paragraph reads right to left (its base direction, from its
    /// first strong character unless the layout forces one).
    public let isRightToLeft: Bool
    /// The glyphs in visual order, at pen positions in pixels from the line's left edge.
    let glyphs: [PlacedGlyph]
    /// Each character's box in visual order, in points from the line's left edge (`x`):
    /// what carets, hit testing and selection are measured from.
    let boxes: [TextLine.Box]

    /// Where one character (or the part of a ligature standing for it) is drawn.
    struct Box: Sendable {
        /// The character in the source text.
        let range: Range<String.Index>
        /// From the line's left edge, in points.
        let x: CGFloat
        let width: CGFloat
        let rightToLeft: Bool
    }
}

/// A glyph, the face it is drawn from and its pen position in pixels along a line
/// (`y`: up from the baseline), before rounding for drawing. Its pixels are fetched
/// only when it is drawn.
struct PlacedGlyph: Sendable {
    let face: FreeTypeFace
    let index: UInt32
    let x: CGFloat
    var y: CGFloat = 0
}

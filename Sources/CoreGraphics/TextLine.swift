/// One laid-out line of a `TextLayout`. Positions are in points from the layout's
/// top-left corner.
public struct TextLine: Sendable {
    /// The part of the source text the line stands for: its characters and the spaces
    /// hanging past its end (not the line break). A truncated line stands for the rest
    /// of its paragraph.
    public let range: Range<String.Index>
    /// What the line draws: its characters without hanging spaces, with "…" where
    /// truncation removed text.
    public let text: String
    /// The left edge of the line, after alignment.
    public let x: CGFloat
    /// The advance width of what the line draws (the full width when justified).
    public let width: CGFloat
    /// The baseline, down from the layout's top.
    public let baseline: CGFloat
    /// The glyphs, at pen positions in pixels from the line's left edge.
    let glyphs: [PlacedGlyph]
}

/// A glyph (its index in the layout's font) and its pen position in pixels along a
/// line, before rounding for drawing. Its pixels are fetched only when it is drawn.
struct PlacedGlyph: Sendable {
    let index: UInt32
    let x: CGFloat
}

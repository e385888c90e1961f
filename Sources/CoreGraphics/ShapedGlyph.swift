/// One glyph HarfBuzz placed: which glyph, the scalar it came from, and how it moves
/// the pen and sits off it, in pixels.
struct ShapedGlyph: Sendable {
    /// The glyph's index in its font.
    var index: UInt32
    /// The paragraph scalar its cluster starts at (HarfBuzz's cluster value).
    var cluster: Int
    /// How far the pen moves after it (kerning from the font's GPOS included).
    var advance: CGFloat
    /// Where it sits from the pen: right, and up (HarfBuzz's offsets).
    var xOffset: CGFloat
    var yOffset: CGFloat
}

import Raster

/// One glyph rasterised at one pixel size: its coverage (or, from a colour font, its
/// picture) and where it sits relative to the pen on the baseline. Cached and shared
/// across threads, so `mask` and `image` are never written after rasterisation (do not
/// write to them either).
public struct Glyph: @unchecked Sendable {
    /// The glyph's index in its font (0 is the font's "missing glyph" box).
    public let index: UInt32
    /// Coverage, 0 (none) … 255 (full): FreeType's 8-bit grey antialiasing. Empty for a colour glyph.
    public let mask: Mask
    /// A colour glyph's premultiplied pixels (an emoji), drawn as they are whatever the
    /// text's colour; nil for an outline glyph.
    public let image: Bitmap?
    /// Pixels from the pen to the mask's (or image's) left column (FreeType's `bitmap_left`).
    public let left: Int
    /// Pixels from the baseline up to the mask's (or image's) top row (FreeType's `bitmap_top`).
    public let top: Int
    /// How far the pen moves after this glyph, in pixels (FreeType's 26.6 advance ÷ 64).
    public let advance: CGFloat

    init(index: UInt32, mask: Mask, image: Bitmap? = nil, left: Int, top: Int, advance: CGFloat) {
        self.index = index
        self.mask = mask
        self.image = image
        self.left = left
        self.top = top
        self.advance = advance
    }

    /// A glyph that draws nothing, for what FreeType could not load.
    static func empty(index: UInt32) -> Glyph {
        Glyph(index: index, mask: Mask(width: 0, height: 0), left: 0, top: 0, advance: 0)
    }
}

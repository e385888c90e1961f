/// A font's vertical metrics at one pixel size, in pixels, as FreeType scales and
/// rounds them for that size (`FT_Size_Metrics`; whole pixels for hinted fonts).
public struct FontMetrics: Equatable, Sendable {
    /// The pixel size (em height) these metrics are for.
    public let pixelSize: CGFloat
    /// From the baseline up to the top of the tallest glyphs (positive).
    public let ascender: CGFloat
    /// From the baseline down to the bottom of the lowest glyphs (negative, as UIFont's).
    public let descender: CGFloat
    /// From one baseline to the next.
    public let lineHeight: CGFloat

    public init(pixelSize: CGFloat, ascender: CGFloat, descender: CGFloat, lineHeight: CGFloat) {
        self.pixelSize = pixelSize
        self.ascender = ascender
        self.descender = descender
        self.lineHeight = lineHeight
    }
}

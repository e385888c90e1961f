import Raster

/// What a context's drawing operations read, saved and restored as one value by
/// `saveGState()` / `restoreGState()`. New state (line width, stroke colour, path
/// clips) joins it as drawing grows.
struct GraphicsState {
    /// User space → device pixels (Core Graphics' "CTM").
    var ctm = CGAffineTransform.identity
    /// The fill colour, premultiplied; opaque black by default, as in Core Graphics.
    var fillColor = Pixel.black
    /// The device pixels drawing may touch.
    var clip: Rect
}

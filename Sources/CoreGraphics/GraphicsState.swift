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
    /// What strokes paint with, premultiplied; opaque black by default.
    var strokeColor = Pixel.black
    /// The stroke's width in user-space units (1 by default), and how it ends and turns.
    var lineWidth: CGFloat = 1
    var lineCap = CGLineCap.butt
    var lineJoin = CGLineJoin.miter
    /// The longest miter, as a multiple of the line width, before a join is bevelled (10, as in Core Graphics).
    var miterLimit: CGFloat = 10
    /// The dash pattern (user-space lengths, on and off in turn; empty: solid) and
    /// how far into it each subpath starts.
    var dashLengths: [CGFloat] = []
    var dashPhase: CGFloat = 0
}

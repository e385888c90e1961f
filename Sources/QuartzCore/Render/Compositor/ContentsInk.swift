import CoreGraphics
import Raster

/// The part of a contents bitmap with anything in it: the smallest rectangle holding
/// every pixel that is not 0 (transparent). A label's text is drawn into a bitmap of
/// the label's size, its glyphs a fraction of it; drawn cropped to its ink, the
/// transparent rest is neither blended nor warped. The pixels are the same: a warp
/// reads texels outside its source as transparent, and a transparent pixel
/// composited source-over leaves the destination as it was.
enum ContentsInk {
    /// A contents bitmap made for the cache, kept as its ink alone when it is the
    /// cache's own (not `image`'s pixels, shared): a label's stretched text is a
    /// fraction of its bitmap, so the resting caches hold the labels of more pages in
    /// their bytes (a navigation push's page, after four transitions between two
    /// others, is no longer drawn again). Returns the bitmap, the layer pixel its
    /// top-left pixel covers, and its ink in its own pixels.
    static func cropped(_ made: (bitmap: Bitmap, x: Int, y: Int), sharing image: CGImage,
                        kernels: Kernels) -> (bitmap: Bitmap, x: Int, y: Int, ink: Rect) {
        let ink = made.bitmap.withView { $0.inkBounds }
        guard made.bitmap !== image.bitmap, ink != made.bitmap.bounds else { return (made.bitmap, made.x, made.y, ink) }
        guard !ink.isEmpty else { return (Bitmap(width: 0, height: 0), 0, 0, .zero) }
        let tight = Bitmap(width: ink.width, height: ink.height)
        made.bitmap.withView { source in tight.withView { _ = kernels.copy(source.view(of: ink), to: $0, x: 0, y: 0) } }
        return (tight, made.x + ink.x, made.y + ink.y, tight.bounds)
    }
}

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
        let ink = made.bitmap.withView { bounds(of: $0) }
        guard made.bitmap !== image.bitmap, ink != made.bitmap.bounds else { return (made.bitmap, made.x, made.y, ink) }
        guard !ink.isEmpty else { return (Bitmap(width: 0, height: 0), 0, 0, .zero) }
        let tight = Bitmap(width: ink.width, height: ink.height)
        made.bitmap.withView { source in tight.withView { _ = kernels.copy(source.view(of: ink), to: $0, x: 0, y: 0) } }
        return (tight, made.x + ink.x, made.y + ink.y, tight.bounds)
    }

    /// The ink's rectangle in `view`'s pixels (empty when every pixel is 0).
    static func bounds(of view: BitmapView) -> Rect {
        var minX = view.width, maxX = -1, minY = -1, maxY = -1
        for y in 0..<view.height {
            let row = view.row(y)
            guard let first = (0..<view.width).first(where: { row[$0] != 0 }) else { continue }
            let last = (first..<view.width).last(where: { row[$0] != 0 }) ?? first
            if minY < 0 { minY = y }
            maxY = y
            minX = min(minX, first)
            maxX = max(maxX, last)
        }
        guard minY >= 0 else { return .zero }
        return Rect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }
}

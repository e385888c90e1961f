import Raster

/// The part of a contents bitmap with anything in it: the smallest rectangle holding
/// every pixel that is not 0 (transparent). A label's text is drawn into a bitmap of
/// the label's size, its glyphs a fraction of it; drawn cropped to its ink, the
/// transparent rest is neither blended nor warped. The pixels are the same: a warp
/// reads texels outside its source as transparent, and a transparent pixel
/// composited source-over leaves the destination as it was.
enum ContentsInk {
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

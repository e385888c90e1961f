import CFreeType
import Raster

extension FreeTypeFace.State {
    /// Loads glyph `index` from the selected colour strike (FreeType gives premultiplied
    /// BGRA, Raster's own format) and scales it by `strikeScale`, averaging the strike's
    /// pixels over each pixel drawn. A glyph without colour pixels, or over
    /// `maximumGlyphPixels`, keeps its advance and draws nothing.
    func renderColour(_ index: UInt32) -> Glyph {
        guard FT_Load_Glyph(handle, index, loadFlags) == 0, let slot = handle.pointee.glyph else {
            return .empty(index: index)
        }
        let advance = CGFloat(slot.pointee.advance.x) / 64 * strikeScale
        let bitmap = slot.pointee.bitmap
        let rows = Int(bitmap.rows), columns = Int(bitmap.width), pitch = Int(bitmap.pitch)
        guard bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_BGRA.rawValue), rows > 0, columns > 0, pitch >= columns * 4,
              rows * columns <= FreeTypeFace.maximumGlyphPixels, let buffer = bitmap.buffer
        else { return Glyph(index: index, mask: Mask(width: 0, height: 0), left: 0, top: 0, advance: advance) }
        let strike = Bitmap(width: columns, height: rows)
        for y in 0..<rows {
            UnsafeMutableRawPointer(strike.view.row(y)).copyMemory(from: buffer + y * pitch, byteCount: columns * 4)
        }
        let image = strike.areaScaled(by: strikeScale)
        let left = (CGFloat(slot.pointee.bitmap_left) * strikeScale).rounded()
        let top = (CGFloat(slot.pointee.bitmap_top) * strikeScale).rounded()
        return Glyph(index: index, mask: Mask(width: 0, height: 0), image: image, left: Int(left), top: Int(top),
                     advance: advance)
    }
}

extension Bitmap {
    /// The picture scaled by `factor` (at most 1: shrinking), each pixel drawn the
    /// average of the pixels it covers, weighted by how much of each it covers. Sizes
    /// round to the nearest pixel, at least 1.
    func areaScaled(by factor: CGFloat) -> Bitmap {
        let factor = min(max(factor, 1 / CGFloat(Swift.max(width, height))), 1)
        let outWidth = Swift.max(Int((CGFloat(width) * factor).rounded()), 1)
        let outHeight = Swift.max(Int((CGFloat(height) * factor).rounded()), 1)
        let result = Bitmap(width: outWidth, height: outHeight)
        let stepX = Double(width) / Double(outWidth), stepY = Double(height) / Double(outHeight)
        let source = view, target = result.view
        /// The source pixels a target pixel spans along one axis, each with the share of it covered.
        func spans(_ i: Int, step: Double, count: Int) -> [(Int, Double)] {
            let start = Double(i) * step, end = Swift.min(start + step, Double(count))
            return (Int(start)..<Swift.min(Int(end.rounded(.up)), count)).map { j in
                (j, Swift.min(end, Double(j + 1)) - Swift.max(start, Double(j)))
            }
        }
        let columns = (0..<outWidth).map { spans($0, step: stepX, count: width) }
        for y in 0..<outHeight {
            let rowSpans = spans(y, step: stepY, count: height)
            for x in 0..<outWidth {
                var sum = SIMD4<Double>(repeating: 0), total = 0.0
                for (sy, wy) in rowSpans {
                    let row = source.row(sy)
                    for (sx, wx) in columns[x] {
                        let p = Pixel(rawValue: row[sx]), w = wx * wy
                        sum += SIMD4(Double(p.blue), Double(p.green), Double(p.red), Double(p.alpha)) * w
                        total += w
                    }
                }
                let c = (sum / Swift.max(total, .leastNonzeroMagnitude)).rounded(.toNearestOrAwayFromZero)
                target.row(y)[x] = Pixel(red: UInt8(c[2]), green: UInt8(c[1]), blue: UInt8(c[0]), alpha: UInt8(c[3])).rawValue
            }
        }
        return result
    }
}

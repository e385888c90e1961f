import Raster

extension TextLayout {
    /// Draws the text with its top-left corner at `origin` (points, scaled by the
    /// layout's `scale` into `target`'s pixels), composited over what is there.
    ///
    /// Glyph masks are placed at whole pixels: each glyph's pen position and each
    /// line's baseline are rounded to the nearest pixel (glyphs are not rasterised at
    /// sub-pixel offsets). Colour glyphs (emoji) are composited as they are, whatever
    /// `color`. Nothing outside `clip` (pixels of `target`) is touched.
    /// Returns the pixels written, in `target`'s coordinates.
    @discardableResult
    public func draw(into target: BitmapView, at origin: CGPoint, color: CGColor, kernels: Kernels = .simd,
                     clip: Rect? = nil) -> Rect {
        let area = clip.map { $0.intersection(target.bounds) } ?? target.bounds
        guard !area.isEmpty else { return .zero }
        let view = target.view(of: area)
        let pixel = color.pixel
        var written = Rect.zero
        for line in lines {
            guard let baseline = TextLayout.pixel((origin.y + line.baseline) * scale) else { continue }
            let start = (origin.x + line.x) * scale
            for placed in line.glyphs {
                guard let pen = TextLayout.pixel(start + placed.x), let rise = TextLayout.pixel(placed.y) else { continue }
                let glyph = placed.face.glyph(placed.index, pixelSize: metrics.pixelSize)
                let x = pen + glyph.left
                let y = baseline - rise - glyph.top
                let rect: Rect
                if let image = glyph.image {
                    rect = image.withView { kernels.composite($0, onto: view, x: x - area.x, y: y - area.y) }
                } else {
                    guard glyph.mask.width > 0 else { continue }
                    rect = kernels.draw(glyph.mask.view, onto: view, x: x - area.x, y: y - area.y, color: pixel)
                }
                written = written.union(rect.offsetBy(dx: area.x, dy: area.y))
            }
        }
        return written
    }

    /// `value` rounded to the nearest pixel, or nil when it is not finite or so far off
    /// (2^40 pixels) that nothing there can be on any target.
    static func pixel(_ value: CGFloat) -> Int? {
        let rounded = value.rounded()
        return rounded.magnitude < 0x1p40 ? Int(rounded) : nil
    }
}

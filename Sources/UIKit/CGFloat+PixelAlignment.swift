import CoreGraphics

extension CGFloat {
    /// The nearest multiple of 1/`scale`: a point on the pixel grid, where text and
    /// images are drawn sharp rather than resampled.
    func alignedToPixels(scale: CGFloat) -> CGFloat { scale > 0 ? (self * scale).rounded() / scale : self }

    /// The span from `start` to `end` with both edges on the pixel grid. Its width is
    /// counted in whole pixels, so a 71 pt span at scale 3 is exactly 71, not the
    /// 70.99999999999999 that subtracting two aligned edges gives (which truncates a
    /// title measured at 71).
    static func pixelSpan(from start: CGFloat, to end: CGFloat, scale: CGFloat) -> (x: CGFloat, width: CGFloat) {
        guard scale > 0 else { return (start, end - start) }
        let left = (start * scale).rounded(), right = (end * scale).rounded()
        return (left / scale, (right - left) / scale)
    }
}

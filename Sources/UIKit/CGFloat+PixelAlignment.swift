import CoreGraphics

extension CGFloat {
    /// The nearest multiple of 1/`scale`: a point on the pixel grid, where text and
    /// images are drawn sharp rather than resampled.
    func alignedToPixels(scale: CGFloat) -> CGFloat { scale > 0 ? (self * scale).rounded() / scale : self }
}

extension Kernels {
    /// Composites `color` through the coverage `mask` (a glyph) onto `dst` with the
    /// mask's top-left at (`x`, `y`), clipped. Returns the rectangle of `dst` written.
    @discardableResult
    public func draw(_ mask: MaskView, onto dst: BitmapView, x: Int, y: Int, color: Pixel, opacity: UInt8 = 255) -> Rect {
        .zero // TODO
    }
}

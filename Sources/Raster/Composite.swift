extension Kernels {
    /// Source-over of `src` scaled by `opacity` onto `dst` at (`x`, `y`), clipped to `dst`.
    /// Returns the rectangle of `dst` written.
    @discardableResult
    public func composite(_ src: BitmapView, onto dst: BitmapView, x: Int, y: Int, opacity: UInt8 = 255) -> Rect {
        .zero // TODO
    }
}

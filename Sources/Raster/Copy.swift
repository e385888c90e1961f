extension Kernels {
    /// Copies `src` into `dst` with its top-left at (`x`, `y`), clipped to `dst`.
    /// Returns the rectangle of `dst` written.
    @discardableResult
    public func copy(_ src: BitmapView, to dst: BitmapView, x: Int, y: Int) -> Rect {
        .zero // TODO
    }
}

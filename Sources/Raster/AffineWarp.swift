extension Kernels {
    /// Draws `src` mapped by `transform` (source → destination coordinates) onto
    /// `dst`, bilinear filtered, source-over with `opacity`, inside `clip` (default:
    /// all of `dst`). Returns the rectangle of `dst` written.
    @discardableResult
    public func warp(_ src: BitmapView, onto dst: BitmapView, transform: Affine2D, opacity: UInt8 = 255, clip: Rect? = nil) -> Rect {
        .zero // TODO
    }
}

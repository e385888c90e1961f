extension Kernels {
    /// Draws `src` mapped by the homography `transform` (source → destination)
    /// onto `dst`, bilinear filtered, source-over with `opacity`, inside `clip`.
    /// Returns the rectangle of `dst` written.
    @discardableResult
    public func warp(_ src: BitmapView, onto dst: BitmapView, transform: Homography, opacity: UInt8 = 255, clip: Rect? = nil) -> Rect {
        .zero // TODO
    }
}

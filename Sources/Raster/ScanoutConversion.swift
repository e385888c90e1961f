extension Kernels {
    /// Converts the `rect` of `src` to `dst`'s format, turned by `rotation`
    /// (`dst` is `src` rotated: its size is `src`'s with axes swapped for 90/270).
    /// Writes each destination byte once and never reads `dst`.
    public func present(_ src: BitmapView, rect: Rect, to dst: ScanoutView, rotation: Rotation) {
        // TODO
    }
}

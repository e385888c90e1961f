extension Kernels {
    /// Fills `dst` with `color` scaled by `opacity` (`.copy`), or composites that over it (`.sourceOver`).
    public func fill(_ dst: BitmapView, color: Pixel, opacity: UInt8 = 255, mode: BlendMode = .copy) {
        // TODO: scalar reference + SIMD.
    }
}

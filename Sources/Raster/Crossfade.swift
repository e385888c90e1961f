extension Kernels {
    /// `dst = a × (255 − amount)/255 + b × amount/255`, in one pass. All three views are the same size.
    public func crossfade(_ a: BitmapView, _ b: BitmapView, into dst: BitmapView, amount: UInt8) {
        // TODO
    }
}

import Raster

/// The picture of one `CATransition` frame, made from the two cached snapshots.
enum TransitionCompositing {
    /// Replaces every pixel of `destination` (the size of both snapshots) with the
    /// layer's picture at `frame.progress`, for the frame's type and subtype.
    static func compose(_ frame: TransitionFrame, into destination: BitmapView, kernels: Kernels) {
        fatalError("TransitionCompositing.compose is not written yet")
    }
}

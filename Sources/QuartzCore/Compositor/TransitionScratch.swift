import Raster

/// The bitmap a transitioning layer's frames are composed into, kept per layer and
/// recomposed only when the frame changes (and only when it is drawn).
final class TransitionScratch {
    /// What decides a composed frame's pixels.
    struct Key: Equatable {
        let snapshotID: UInt64
        let progress: Double
        let type: CATransitionType
        let subtype: CATransitionSubtype?

        init(_ frame: TransitionFrame) {
            (snapshotID, progress, type, subtype) = (frame.snapshotID, frame.progress, frame.type, frame.subtype)
        }
    }

    let bitmap: Bitmap
    private var composedKey: Key?

    init(width: Int, height: Int) { bitmap = Bitmap(width: width, height: height) }

    /// The bitmap holding `frame`'s picture, composing it first if it holds another.
    func composed(_ frame: TransitionFrame, kernels: Kernels) -> Bitmap {
        let key = Key(frame)
        if composedKey != key {
            bitmap.withView { TransitionCompositing.compose(frame, into: $0, kernels: kernels) }
            composedKey = key
        }
        return bitmap
    }
}

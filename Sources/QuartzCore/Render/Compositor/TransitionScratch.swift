import Raster

/// The memory a transitioning layer's frames are composed in, kept per layer and
/// made only when first needed: a band of a few rows, for the types drawn onto the
/// frame band by band; and the whole picture (recomposed only when the frame
/// changes), for a layer whose top-left pixel is off the frame or not on a whole
/// pixel, which is drawn as a bitmap.
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

    /// The picture's size in pixels: the snapshots'.
    let width: Int
    let height: Int
    private var picture: Bitmap?
    private var composedKey: Key?
    private var band: Bitmap?

    init(width: Int, height: Int) { (self.width, self.height) = (width, height) }

    /// The bitmap holding `frame`'s whole picture, composing it first if it holds another.
    func composed(_ frame: TransitionFrame, kernels: Kernels) -> Bitmap {
        let key = Key(frame)
        let bitmap = picture ?? Bitmap(width: width, height: height)
        picture = bitmap
        if composedKey != key {
            bitmap.withView { TransitionCompositing.compose(frame, into: $0, kernels: kernels) }
            composedKey = key
        }
        return bitmap
    }

    /// How many rows of the picture a band holds: about 64 KB of pixels, small
    /// enough to stay in the cache between composing the band and drawing it.
    var bandRows: Int { max(1, min(height, 16384 / max(1, width))) }

    /// A `width × rows` view (at most the picture's width and `bandRows`) of the band
    /// memory; valid until the next call.
    func bandView(width: Int, rows: Int) -> BitmapView {
        precondition(width <= self.width && rows <= bandRows, "TransitionScratch: band larger than the picture's")
        let bitmap = band ?? Bitmap(width: self.width, height: bandRows)
        band = bitmap
        return bitmap.view.view(of: Rect(x: 0, y: 0, width: width, height: rows))
    }
}

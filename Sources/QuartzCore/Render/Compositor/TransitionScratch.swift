import Foundation
import Raster

/// The memory a transitioning layer's frames are composed in, kept per layer and
/// made only when first needed: a band of a few rows, for the types drawn onto the
/// frame band by band; and the whole picture (recomposed only when the frame
/// changes), for a layer whose top-left pixel is off the frame or not on a whole
/// pixel, which is drawn as a bitmap. Bands of a frame drawn on several threads
/// share it: the picture is composed under a lock by the first that needs it, and
/// each render worker has its own band memory.
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
    /// Guards the picture, its key and the band memory.
    private let lock = NSLock()
    private var picture: Bitmap?
    private var composedKey: Key?
    /// Band memory, and a curl's table of terms (`CurlTable`), per render worker.
    private var bands: [Bitmap?] = []
    private var curlTables: [CurlTable] = []

    init(width: Int, height: Int) { (self.width, self.height) = (width, height) }

    /// The bitmap holding `frame`'s whole picture, composing it first if it holds another.
    func composed(_ frame: TransitionFrame, kernels: Kernels) -> Bitmap {
        let key = Key(frame)
        lock.lock()
        defer { lock.unlock() }
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

    /// A `width × rows` view (at most the picture's width and `bandRows`) of render
    /// worker `worker`'s band memory; valid until that worker's next call.
    func bandView(width: Int, rows: Int, worker: Int) -> BitmapView {
        precondition(width <= self.width && rows <= bandRows, "TransitionScratch: band larger than the picture's")
        lock.lock()
        if bands.count <= worker { bands += Array(repeating: nil, count: worker + 1 - bands.count) }
        let bitmap = bands[worker] ?? Bitmap(width: self.width, height: bandRows)
        bands[worker] = bitmap
        lock.unlock()
        return bitmap.view.view(of: Rect(x: 0, y: 0, width: width, height: rows))
    }

    /// Render worker `worker`'s curl table, kept from frame to frame.
    func curlTable(worker: Int) -> CurlTable {
        lock.lock()
        defer { lock.unlock() }
        while curlTables.count <= worker { curlTables.append(CurlTable()) }
        return curlTables[worker]
    }
}

import CoreGraphics
import Raster

/// A transition frame drawn straight onto the frame being rendered, with no
/// picture-sized scratch: the same pixels as composing the whole picture
/// (`TransitionCompositing.compose`) and compositing it source-over with the
/// item's opacity, at a fraction of the memory traffic.
extension TransitionCompositing {
    /// Draws `frame`'s picture source-over with `opacity` onto `layer` (a view whose
    /// (0, 0) is the layer's top-left pixel), only inside `clip` (in `layer`'s
    /// coordinates, within its bounds), using render worker `worker`'s band memory.
    ///
    /// A push composites the two snapshots where they lie (they tile the layer), a
    /// flip warps the shown snapshot onto the frame (the pixels the card leaves are
    /// never touched), and the other types compose `scratch`'s band of rows at a
    /// time and composite each band while it is still in the cache (the curls a
    /// band of whole rows: their kernel draws rows).
    static func draw(_ frame: TransitionFrame, onto layer: BitmapView, clip: Rect, opacity: UInt8,
                     scratch: TransitionScratch, worker: Int = 0, kernels: Kernels) {
        let (width, height) = (scratch.width, scratch.height)
        precondition(frame.before.width == width && frame.before.height == height
                         && frame.after.width == width && frame.after.height == height,
                     "TransitionCompositing: snapshots of another size than the layer's scratch")
        let clip = clip.intersection(layer.bounds)
        if clip.isEmpty { return }
        let progress = clampedProgress(frame)
        let target = layer.view(of: clip)
        // Every pixel of the picture opaque, at full opacity: source-over is a copy, so
        // the picture's pixels are written where they go, with no band between.
        let opaque = frame.isOpaque && opacity == 255
        frame.before.withView { before in
            frame.after.withView { after in
                switch frame.type {
                case .push:
                    let slide = TransitionSlide(frame.subtype, progress: progress, width: width, height: height)
                    place(before, opaque: frame.before.isKnownOpaque, onto: target,
                          x: slide.before.x - clip.x, y: slide.before.y - clip.y, opacity: opacity, kernels: kernels)
                    place(after, opaque: frame.after.isKnownOpaque, onto: target,
                          x: slide.after.x - clip.x, y: slide.after.y - clip.y, opacity: opacity, kernels: kernels)
                case .flip:
                    let card = FlipCard(frame.subtype, progress: progress, width: width, height: height)
                    let picture = card.showsAfter ? after : before
                    if card.angle == 0 {
                        place(picture, opaque: (card.showsAfter ? frame.after : frame.before).isKnownOpaque, onto: target,
                              x: -clip.x, y: -clip.y, opacity: opacity, kernels: kernels)
                    } else if let transform = card.transform {
                        kernels.warp(picture, onto: layer, transform: transform, opacity: opacity, clip: clip)
                    }
                case .pageCurl, .pageUnCurl:
                    let curl = PageCurl(progress: progress, direction: frame.type == .pageCurl ? .up : .down,
                                        radius: curlRadius(width: width, height: height))
                    // The terms of every row this call draws, made once for all its bands.
                    let table = scratch.curlTable(worker: worker), rows = clip.minY ..< clip.maxY
                    inBands(of: clip, scratch, worker, wholeRows: true, opaque: opaque, onto: layer, opacity: opacity,
                            kernels: kernels) {
                        kernels.curl(before, over: after, into: $1, curl, rows: $0.minY ..< $0.maxY, table: table,
                                     tableRows: rows)
                    }
                default:
                    inBands(of: clip, scratch, worker, wholeRows: false, opaque: opaque, onto: layer, opacity: opacity,
                            kernels: kernels) {
                        compose(frame.type, frame.subtype, progress: progress, before, after, region: $0, into: $1,
                                kernels: kernels)
                    }
                }
            }
        }
    }

    /// A snapshot at (x, y) of `target`, source-over with `opacity`: copied when it is
    /// known opaque and drawn at full opacity, which writes the same pixels.
    private static func place(_ snapshot: BitmapView, opaque: Bool, onto target: BitmapView, x: Int, y: Int,
                              opacity: UInt8, kernels: Kernels) {
        if opaque && opacity == 255 {
            kernels.copy(snapshot, to: target, x: x, y: y)
        } else {
            kernels.composite(snapshot, onto: target, x: x, y: y, opacity: opacity)
        }
    }

    /// `clip` a band of rows at a time: `compose` fills the band with the picture's
    /// pixels of `region` (the band's rows of `clip`, or of whole picture rows when
    /// `wholeRows`), and the band's part inside `clip` is composited onto `layer`.
    /// An `opaque` picture (every pixel opaque, drawn at full opacity) is composed
    /// straight into `layer` where the region is inside `clip`: compositing it would
    /// copy it.
    private static func inBands(of clip: Rect, _ scratch: TransitionScratch, _ worker: Int, wholeRows: Bool, opaque: Bool,
                                onto layer: BitmapView, opacity: UInt8, kernels: Kernels,
                                _ compose: (Rect, BitmapView) -> Void) {
        var y = clip.minY
        while y < clip.maxY {
            let rows = min(scratch.bandRows, clip.maxY - y)
            let region = wholeRows ? Rect(x: 0, y: y, width: scratch.width, height: rows)
                                   : Rect(x: clip.minX, y: y, width: clip.width, height: rows)
            if opaque && clip.minX <= region.minX && region.maxX <= clip.maxX {
                compose(region, layer.view(of: region))
                y += rows
                continue
            }
            let band = scratch.bandView(width: region.width, rows: rows, worker: worker)
            compose(region, band)
            let shown = Rect(x: clip.minX, y: y, width: clip.width, height: rows)
            kernels.composite(band.view(of: shown.offsetBy(dx: -region.minX, dy: -y)), onto: layer.view(of: shown),
                              x: 0, y: 0, opacity: opacity)
            y += rows
        }
    }
}

import CoreGraphics
import Raster

/// The picture of one `CATransition` frame, made from the two cached snapshots.
///
/// Each frame is at most two Raster kernel calls on whole snapshots, so its cost
/// depends on the layer's size only. The sliding types move the snapshots by whole
/// pixels (`round(progress × size)`), which keeps every frame a plain copy or blend.
/// A flip warps one snapshot through a homography; a curl is one curl kernel call.
enum TransitionCompositing {
    /// Replaces every pixel of `destination` (the size of both snapshots) with the
    /// layer's picture at `frame.progress` (clamped to 0…1, NaN as 0), for the frame's
    /// type and subtype, so no pixel keeps what was there before. The flip leaves the
    /// pixels its card does not cover transparent: the compositor draws the frame
    /// source-over, so the superlayer shows there. A type other than the predefined
    /// ones draws as `.fade`.
    static func compose(_ frame: TransitionFrame, into destination: BitmapView, kernels: Kernels) {
        func checkSize(of image: CGImage, _ name: String) {
            precondition(image.width == destination.width && image.height == destination.height,
                         "TransitionCompositing: the \(name) snapshot is \(image.width)×\(image.height) pixels "
                             + "but the destination is \(destination.width)×\(destination.height)")
        }
        checkSize(of: frame.before, "before")
        checkSize(of: frame.after, "after")
        let progress = clampedProgress(frame)
        frame.before.withView { before in
            frame.after.withView { after in
                switch frame.type {
                case .flip:
                    let card = FlipCard(frame.subtype, progress: progress, width: destination.width, height: destination.height)
                    let picture = card.showsAfter ? after : before
                    if card.angle == 0 {
                        kernels.copy(picture, to: destination, x: 0, y: 0)
                    } else {
                        kernels.fill(destination, color: .clear)
                        if let transform = card.transform { kernels.warp(picture, onto: destination, transform: transform) }
                    }
                case .pageCurl, .pageUnCurl:
                    let direction: PageCurl.Direction = frame.type == .pageCurl ? .up : .down
                    let radius = curlRadius(width: destination.width, height: destination.height)
                    kernels.curl(before, over: after, into: destination,
                                 PageCurl(progress: progress, direction: direction, radius: radius))
                default:
                    compose(frame.type, frame.subtype, progress: progress, before, after,
                            region: destination.bounds, into: destination, kernels: kernels)
                }
            }
        }
    }

    /// `frame.progress` clamped to 0…1, NaN as 0.
    static func clampedProgress(_ frame: TransitionFrame) -> Double {
        frame.progress.isNaN ? 0 : min(max(frame.progress, 0), 1)
    }

    /// The part `region` (layer pixels) of a push, move-in, reveal or fade picture
    /// (any other type fades), written into `destination`, whose (0, 0) is the
    /// region's top-left: every pixel replaced, exactly the pixels the whole
    /// picture has there (the kernels only copy, blend and cross-fade pixels in place).
    static func compose(_ type: CATransitionType, _ subtype: CATransitionSubtype?, progress: Double,
                        _ before: BitmapView, _ after: BitmapView, region: Rect, into destination: BitmapView,
                        kernels: Kernels) {
        let slide = TransitionSlide(subtype, progress: progress, width: before.width, height: before.height)
        let (x, y) = (-region.x, -region.y)
        switch type {
        case .push:
            kernels.copy(before, to: destination, x: x + slide.before.x, y: y + slide.before.y)
            kernels.copy(after, to: destination, x: x + slide.after.x, y: y + slide.after.y)
        case .moveIn:
            kernels.copy(before, to: destination, x: x, y: y)
            kernels.composite(after, onto: destination, x: x + slide.after.x, y: y + slide.after.y)
        case .reveal:
            kernels.copy(after, to: destination, x: x, y: y)
            kernels.composite(before, onto: destination, x: x + slide.before.x, y: y + slide.before.y)
        default:
            kernels.crossfade(before.view(of: region), after.view(of: region), into: destination,
                              amount: UInt8((progress * 255).rounded()))
        }
    }
}

extension TransitionCompositing {
    /// The radius of the cylinder a page curls around: a tenth of the layer's
    /// diagonal (in pixels), wide enough that the rolled edge and its back read as
    /// paper at any size.
    static func curlRadius(width: Int, height: Int) -> Double {
        let w = Double(width), h = Double(height)
        return max(1, (w * w + h * h).squareRoot() / 10)
    }
}

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
        let progress = frame.progress.isNaN ? 0 : min(max(frame.progress, 0), 1)
        let slide = Slide(frame.subtype, progress: progress, width: destination.width, height: destination.height)
        frame.before.withView { before in
            frame.after.withView { after in
                switch frame.type {
                case .push:
                    kernels.copy(before, to: destination, x: slide.before.x, y: slide.before.y)
                    kernels.copy(after, to: destination, x: slide.after.x, y: slide.after.y)
                case .moveIn:
                    kernels.copy(before, to: destination, x: 0, y: 0)
                    kernels.composite(after, onto: destination, x: slide.after.x, y: slide.after.y)
                case .reveal:
                    kernels.copy(after, to: destination, x: 0, y: 0)
                    kernels.composite(before, onto: destination, x: slide.before.x, y: slide.before.y)
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
                    kernels.crossfade(before, after, into: destination, amount: UInt8((progress * 255).rounded()))
                }
            }
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

/// Where the two snapshots of a sliding transition sit at one progress, in pixels
/// relative to the layer's top-left (y down).
private struct Slide {
    /// The old content's top-left: moved `progress × size` away from the side the
    /// transition begins at (push, reveal).
    let before: (x: Int, y: Int)
    /// The new content's top-left: one whole size further back, so it enters from
    /// that side and reaches (0, 0) at progress 1 (push, moveIn).
    let after: (x: Int, y: Int)

    /// A nil or unknown subtype slides as `.fromLeft`, the direction Core Animation
    /// uses when no subtype is set.
    init(_ subtype: CATransitionSubtype?, progress: Double, width: Int, height: Int) {
        // The direction the content moves on screen, as a unit step.
        let step: (x: Int, y: Int)
        switch subtype {
        case .fromRight?: step = (-1, 0)
        case .fromTop?: step = (0, 1)
        case .fromBottom?: step = (0, -1)
        default: step = (1, 0)
        }
        let dx = Int((progress * Double(width)).rounded()), dy = Int((progress * Double(height)).rounded())
        before = (step.x * dx, step.y * dy)
        after = (step.x * (dx - width), step.y * (dy - height))
    }
}

import Raster

/// A bitmap drawing destination: Core Graphics' bitmap context, in UIKit's flipped
/// spelling — the y axis points down and (0, 0) is the top-left corner of the pixels.
///
/// Drawing goes through the current graphics state (`GraphicsState`): the current
/// transformation matrix maps user space to device pixels, and nothing outside the
/// clip is touched. Pixels are premultiplied BGRA; the Raster kernels draw them.
public final class CGContext {
    /// The device pixels, written in place.
    package let bitmap: Bitmap
    /// The kernels every drawing operation (and `CALayer.render(in:)`) uses.
    package var kernels: Kernels = .simd
    /// Whether the context has no alpha channel (Apple's `noneSkipFirst` bitmap
    /// contexts): it starts black, and `makeImage()` makes every pixel opaque.
    public let isOpaque: Bool
    /// The graphics state drawing reads.
    var state: GraphicsState
    /// The path being built, already in device pixels (each point went through the CTM
    /// when it was added). Not part of the graphics state; painting it empties it.
    var path = CGMutablePath()
    /// States pushed by `saveGState()`, innermost last.
    private var savedStates: [GraphicsState] = []

    /// A context over `width` × `height` new pixels (negative sizes count as 0): fully
    /// transparent, or black when `opaque`, with the identity transform (one unit per
    /// pixel) and the whole bitmap as its clip.
    public init(width: Int, height: Int, opaque: Bool = false) {
        bitmap = Bitmap(width: max(width, 0), height: max(height, 0), fill: opaque ? .black : .clear)
        isOpaque = opaque
        state = GraphicsState(clip: bitmap.bounds)
    }

    /// The width of the bitmap in pixels.
    public var width: Int { bitmap.width }
    /// The height of the bitmap in pixels.
    public var height: Int { bitmap.height }

    /// Pushes a copy of the graphics state (transform, fill colour, clip).
    public func saveGState() { savedStates.append(state) }

    /// Restores the state saved by the matching `saveGState()`; without one it does
    /// nothing (Core Graphics logs an error there).
    public func restoreGState() {
        if let saved = savedStates.popLast() { state = saved }
    }

    /// An image of the pixels as they are now (a copy: later drawing does not change
    /// it). An opaque context's pixels come out with alpha 255, as if composited over
    /// black. Never nil here (a context without pixels gives an empty image); the
    /// optional is Core Graphics' signature.
    public func makeImage() -> CGImage? {
        let copy = Bitmap(width: width, height: height)
        copy.withView { target in bitmap.withView { _ = kernels.copy($0, to: target, x: 0, y: 0) } }
        if isOpaque {
            copy.withView { view in
                for y in 0..<view.height {
                    let row = view.row(y)
                    for x in 0..<view.width { row[x] |= 0xFF00_0000 }
                }
            }
        }
        return CGImage(bitmap: copy)
    }
}

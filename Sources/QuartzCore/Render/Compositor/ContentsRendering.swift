import CoreGraphics
import Raster

/// What decides a layer's contents bitmap: the image (by identity), its layout in
/// layer pixels, and the bounds' shape it is cut to when the layer masks to bounds.
struct ContentsKey: Equatable {
    let image: CGImage
    let layout: ContentsLayout
    let clip: ShapeKey?

    static func == (a: ContentsKey, b: ContentsKey) -> Bool {
        a.image === b.image && a.layout == b.layout && a.clip == b.clip
    }
}

/// The layer values a `ContentsKey` is made from: equal values make an equal key, so a
/// frame that finds them unchanged reuses the bitmap without laying the image out again.
/// A class, one per cache entry, compared with the layer's values in place (`matches`)
/// and set in place (`set`): every layer with contents asks it every frame, and a value
/// made to compare, then destroyed, went through generic witnesses.
final class ContentsInputs {
    private(set) var image: CGImage
    private(set) var contentsScale: CGFloat = 1
    private(set) var gravity = CALayerContentsGravity.resize
    private(set) var center = CGRect.zero
    private(set) var width = 0.0
    private(set) var height = 0.0
    private(set) var scale = 1.0
    private(set) var masksToBounds = false
    private(set) var cornerRadius: CGFloat = 0

    /// The values of `p` (whose contents are `image`) laid out at `width` × `height`
    /// layer pixels at `scale`.
    init(_ p: UnsafePointer<LayerProperties>, image: CGImage, width: Double, height: Double, scale: Double) {
        self.image = image
        set(p, image: image, width: width, height: height, scale: scale)
    }

    /// Takes the values `init` takes.
    func set(_ p: UnsafePointer<LayerProperties>, image: CGImage, width: Double, height: Double, scale: Double) {
        (self.image, contentsScale, gravity) = (image, p.pointee.contentsScale, p.pointee.contentsGravity)
        center = p.pointee.contentsCenter
        (self.width, self.height, self.scale) = (width, height, scale)
        (masksToBounds, cornerRadius) = (p.pointee.masksToBounds, p.pointee.cornerRadius)
    }

    /// Whether `p`, showing `image` at `width` × `height` layer pixels at `scale`, has these values.
    func matches(_ p: UnsafePointer<LayerProperties>, image: CGImage, width: Double, height: Double, scale: Double) -> Bool {
        self.image === image && contentsScale == p.pointee.contentsScale && gravity == p.pointee.contentsGravity
            && center == p.pointee.contentsCenter && self.width == width && self.height == height && self.scale == scale
            && masksToBounds == p.pointee.masksToBounds && cornerRadius == p.pointee.cornerRadius
    }
}

/// A layer's `contents` drawn once into layer pixels: each nine-slice patch copied
/// 1:1 when unscaled, else stretched bilinearly from a copy padded with its own
/// edge pixels (so a stretched picture stays solid to its edges instead of fading
/// into transparency), then cut to the bounds' shape when the layer masks to bounds.
enum ContentsRendering {
    /// The bitmap and the layer pixel its top-left pixel covers; empty when nothing shows.
    static func render(_ key: ContentsKey, kernels: Kernels) -> (bitmap: Bitmap, x: Int, y: Int) {
        var area = key.layout.frame
        if let clip = key.clip {
            area = area.intersection(Rect(x: 0, y: 0, width: LayerGeometry.clampedPixel(clip.width.rounded(.up)),
                                          height: LayerGeometry.clampedPixel(clip.height.rounded(.up))))
        }
        guard !area.isEmpty else { return (Bitmap(width: 0, height: 0), 0, 0) }
        let masked = key.clip.map { $0.radius > 0 || $0.width != $0.width.rounded() || $0.height != $0.height.rounded() } ?? false
        if !masked, key.layout.patches.count == 1, key.layout.patches[0].destination == area,
           key.layout.patches[0].source == Rect(x: 0, y: 0, width: key.image.width, height: key.image.height),
           area.width == key.image.width, area.height == key.image.height {
            // The whole image 1:1 (a label's text, an icon at its size): its own
            // pixels, shared, since an image is never written once made.
            return (key.image.bitmap, area.x, area.y)
        }
        let bitmap = Bitmap(width: area.width, height: area.height)
        key.image.withView { source in
            bitmap.withView { target in
                for patch in key.layout.patches {
                    drawPatch(source.view(of: patch.source), into: target,
                              at: patch.destination.offsetBy(dx: -area.x, dy: -area.y), kernels: kernels)
                }
            }
        }
        if masked, let clip = key.clip {
            let mask = Bitmap(width: area.width, height: area.height)
            mask.withView { LayerShapes.fill($0, clip, x: Double(-area.x), y: Double(-area.y), kernels: kernels) }
            bitmap.withView { pixels in mask.withView { AlphaMasking.keep(pixels, inside: $0) } }
        }
        return (bitmap, area.x, area.y)
    }

    /// One patch: a copy when its size does not change, else a bilinear stretch
    /// filling exactly the destination rectangle (`Kernels.stretchRows` when only its
    /// height changes). Patches too large for the warp (32767 pixels a side) are left out.
    static func drawPatch(_ source: BitmapView, into target: BitmapView, at destination: Rect, kernels: Kernels) {
        if source.width == destination.width && source.height == destination.height {
            kernels.copy(source, to: target, x: destination.x, y: destination.y)
            return
        }
        guard source.width < 32_000, source.height < 32_000 else { return }
        if source.width == destination.width {
            // Stretched in height alone (a label's text a fraction of a pixel off its
            // layer's height): the same pixels as the warp below, row by row.
            kernels.stretchRows(source, onto: target, filling: destination)
            return
        }
        let padded = source.paddedWithEdges()
        let sx = Double(destination.width) / Double(source.width)
        let sy = Double(destination.height) / Double(source.height)
        // Padded pixel 1 is source pixel 0, which starts at the destination's edge.
        let transform = Affine2D(a: sx, b: 0, c: 0, d: sy, tx: Double(destination.x) - sx, ty: Double(destination.y) - sy)
        padded.withView { _ = kernels.warp($0, onto: target, transform: transform, clip: destination) }
    }
}

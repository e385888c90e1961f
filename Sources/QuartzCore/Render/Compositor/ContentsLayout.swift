import CoreGraphics
import Raster

/// Where a layer's `contents` image goes, in whole layer pixels: the rectangle its
/// `contentsGravity` gives (y down: `.top` is the top edge), cut by
/// `contentsCenter` into up to nine patches whose corners keep their size.
struct ContentsLayout: Equatable {
    /// A rectangle of the image and the rectangle of layer pixels it is stretched to.
    struct Patch: Equatable {
        var source: Rect
        var destination: Rect
    }

    /// The whole image's rectangle, edges rounded to whole layer pixels (so an
    /// unscaled image is copied 1:1).
    var frame: Rect
    /// Patches with something to draw, in no particular order (they do not overlap).
    var patches: [Patch]

    /// `contentsScale` is image pixels per point, `scale` layer pixels per point.
    init(imageWidth: Int, imageHeight: Int, contentsScale: Double, gravity: CALayerContentsGravity,
         center: CGRect, boundsSize: CGSize, scale: Double) {
        let imageScale = contentsScale.isFinite && contentsScale > 0 ? contentsScale : 1
        let rect = Self.gravityRect(width: Double(imageWidth) / imageScale, height: Double(imageHeight) / imageScale,
                                    in: (Double(boundsSize.width), Double(boundsSize.height)), gravity: gravity)
        func pixel(_ v: Double) -> Int { LayerGeometry.clampedPixel((v * scale).rounded()) }
        let x0 = pixel(rect.x), y0 = pixel(rect.y)
        frame = Rect(x: x0, y: y0, width: max(pixel(rect.x + rect.width) - x0, 0),
                     height: max(pixel(rect.y + rect.height) - y0, 0))

        let unit = CGRect(x: 0, y: 0, width: 1, height: 1)
        let c = center.isNull || !center.minX.isFinite || !center.maxX.isFinite || !center.minY.isFinite
            || !center.maxY.isFinite ? unit : center.standardized
        let xs = Self.sourceCuts(imageWidth, Double(c.minX), Double(c.maxX))
        let ys = Self.sourceCuts(imageHeight, Double(c.minY), Double(c.maxY))
        let perImagePixel = scale / imageScale
        let dxs = Self.destinationCuts(frame.minX, frame.maxX, first: xs[1] - xs[0], last: xs[3] - xs[2], perImagePixel)
        let dys = Self.destinationCuts(frame.minY, frame.maxY, first: ys[1] - ys[0], last: ys[3] - ys[2], perImagePixel)
        var patches: [Patch] = []
        for j in 0..<3 {
            for i in 0..<3 {
                let source = Rect(x: xs[i], y: ys[j], width: xs[i + 1] - xs[i], height: ys[j + 1] - ys[j])
                let destination = Rect(x: dxs[i], y: dys[j], width: dxs[i + 1] - dxs[i], height: dys[j + 1] - dys[j])
                if !source.isEmpty && !destination.isEmpty { patches.append(Patch(source: source, destination: destination)) }
            }
        }
        self.patches = patches
    }

    /// The image's rectangle in points, relative to the bounds' origin.
    static func gravityRect(width w: Double, height h: Double, in bounds: (width: Double, height: Double),
                            gravity: CALayerContentsGravity) -> (x: Double, y: Double, width: Double, height: Double) {
        let (bw, bh) = bounds
        switch gravity {
        case .center: return ((bw - w) / 2, (bh - h) / 2, w, h)
        case .top: return ((bw - w) / 2, 0, w, h)
        case .bottom: return ((bw - w) / 2, bh - h, w, h)
        case .left: return (0, (bh - h) / 2, w, h)
        case .right: return (bw - w, (bh - h) / 2, w, h)
        case .topLeft: return (0, 0, w, h)
        case .topRight: return (bw - w, 0, w, h)
        case .bottomLeft: return (0, bh - h, w, h)
        case .bottomRight: return (bw - w, bh - h, w, h)
        case .resizeAspect, .resizeAspectFill:
            guard w > 0, h > 0 else { return (0, 0, 0, 0) }
            let k = gravity == .resizeAspect ? min(bw / w, bh / h) : max(bw / w, bh / h)
            return ((bw - w * k) / 2, (bh - h * k) / 2, w * k, h * k)
        default:
            // `.resize`, and any value Core Animation does not define.
            return (0, 0, bw, bh)
        }
    }

    /// The four column (or row) boundaries of the nine-slice in image pixels. An
    /// empty middle (a zero-width centre) takes the one pixel after it, so the
    /// stretched part always has something to stretch. (Four lanes of a vector, not
    /// an array: laying out a layer's contents each frame allocates nothing for them.)
    static func sourceCuts(_ size: Int, _ low: Double, _ high: Double) -> SIMD4<Int> {
        func cut(_ v: Double) -> Int { min(max(Int((v * Double(size)).rounded()), 0), size) }
        var a = cut(low), b = max(cut(high), a)
        if a == b {
            if b < size { b += 1 } else if a > 0 { a -= 1 }
        }
        return SIMD4(0, a, b, size)
    }

    /// The four boundaries in layer pixels: the first and last parts keep their
    /// unscaled size (`perImagePixel` layer pixels per image pixel), shrunk in
    /// proportion when together they do not fit; the middle takes the rest.
    static func destinationCuts(_ low: Int, _ high: Int, first: Int, last: Int, _ perImagePixel: Double) -> SIMD4<Int> {
        var a = Double(first) * perImagePixel, b = Double(last) * perImagePixel
        let span = Double(high - low)
        if a + b > span, a + b > 0 {
            let k = span / (a + b)
            (a, b) = (a * k, b * k)
        }
        let d1 = low + Int(a.rounded())
        let d2 = max(d1, high - Int(b.rounded()))
        return SIMD4(low, d1, d2, high)
    }
}

import Raster

/// A rounded rectangle at the layer-pixel origin, with the colour it is filled
/// with: what decides a background, border or clip-mask bitmap.
struct ShapeKey: Equatable {
    var width: Double
    var height: Double
    var radius: Double
    var color: Pixel
}

/// The bitmaps of a layer's rounded-rectangle parts, drawn once in layer pixels
/// (cached by the caller) for layers that reach the device through a warp.
enum LayerShapes {
    /// `shape` filled, antialiased, in a transparent bitmap of its size rounded up.
    /// A white shape makes a coverage mask.
    static func filled(_ shape: ShapeKey, kernels: Kernels) -> Bitmap {
        let bitmap = Bitmap(width: LayerGeometry.clampedPixel(shape.width.rounded(.up)),
                            height: LayerGeometry.clampedPixel(shape.height.rounded(.up)))
        bitmap.withView { fill($0, shape, x: 0, y: 0, kernels: kernels) }
        return bitmap
    }

    /// A border: `shape` minus the shape inset by `lineWidth` (whose radius shrinks
    /// by as much), so the line follows the corners and lies inside the edge.
    static func border(_ shape: ShapeKey, lineWidth: Double, kernels: Kernels) -> Bitmap {
        let bitmap = filled(shape, kernels: kernels)
        let inner = ShapeKey(width: shape.width - 2 * lineWidth, height: shape.height - 2 * lineWidth,
                             radius: max(shape.radius - lineWidth, 0), color: .white)
        guard inner.width > 0, inner.height > 0 else { return bitmap }
        let hole = Bitmap(width: bitmap.width, height: bitmap.height)
        hole.withView { fill($0, inner, x: lineWidth, y: lineWidth, kernels: kernels) }
        bitmap.withView { pixels in hole.withView { AlphaMasking.remove(pixels, inside: $0) } }
        return bitmap
    }

    /// The pixels of `border(shape, lineWidth:)` that lie wholly inside its inner
    /// rounded rectangle, as one rectangle: all transparent (the ring leaves its inside
    /// clear). Inset from the bounds by the line and the inner corners' radius, past
    /// which no corner reaches.
    static func transparentInside(_ shape: ShapeKey, lineWidth: Double) -> Rect {
        let inset = lineWidth + max(shape.radius - lineWidth, 0)
        guard inset.isFinite, inset >= 0 else { return .zero }
        let x0 = inset.rounded(.up), y0 = x0
        let x1 = (shape.width - inset).rounded(.down), y1 = (shape.height - inset).rounded(.down)
        guard x1 > x0, y1 > y0, x1 < 0x1p30, y1 < 0x1p30 else { return .zero }
        return Rect(x: Int(x0), y: Int(y0), width: Int(x1 - x0), height: Int(y1 - y0))
    }

    /// Fills `shape` with its top-left at (`x`, `y`) of `view`.
    static func fill(_ view: BitmapView, _ shape: ShapeKey, x: Double, y: Double, kernels: Kernels) {
        kernels.fill(view, roundedRect: RoundedRect(x: Float(x), y: Float(y), width: Float(shape.width),
                                                    height: Float(shape.height), radius: Float(shape.radius)),
                     color: shape.color)
    }

    /// A square-cornered border as four bands that do not overlap (top and bottom
    /// full width, the sides between them), for drawing straight onto the device.
    static func bands(x: Double, y: Double, width: Double, height: Double, lineWidth: Double) -> RoundedRects {
        let line = min(lineWidth, width / 2, height / 2)
        let side = height - 2 * line
        var bands = RoundedRects(band(x, y, width, line))
        bands.append(band(x, y + height - line, width, line))
        if side > 0 {
            bands.append(band(x, y + line, line, side))
            bands.append(band(x + width - line, y + line, line, side))
        }
        return bands
    }

    private static func band(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> RoundedRect {
        RoundedRect(x: Float(x), y: Float(y), width: Float(width), height: Float(height), radius: 0)
    }
}

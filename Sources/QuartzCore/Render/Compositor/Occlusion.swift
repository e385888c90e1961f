import Raster

/// What a damaged rectangle need not draw: everything below the topmost item that
/// paints each of its pixels opaque — an opaque picture, or a picture's opaque rows,
/// placed on whole pixels (a moving picture, a finished transition's snapshot), or an
/// opaque colour filling a square-cornered rectangle on the pixel grid (a page's
/// background). Nothing under such an item shows through it, so the background fill
/// and the items below are left out, pixel for pixel the same frame. Only rectangles
/// large enough to be worth it are looked at, and only items whose bounds hold the
/// whole rectangle are judged.
enum Occlusion {
    /// Rectangles smaller than this (pixels) draw everything: a few rows of a label.
    static let minimumArea = 128 * 128

    /// Where drawing `rect` starts: the index of the topmost of `items` that paints
    /// all of it opaque (nil: none, draw every item over the fill).
    static func firstDrawn(in items: [DrawItem], for rect: Rect) -> Int? {
        guard rect.area >= minimumArea else { return nil }
        // Read through a pointer: subscripting the array copies each item.
        return items.withUnsafeBufferPointer { buffer -> Int? in
            guard let base = buffer.baseAddress else { return nil }
            for index in buffer.indices.reversed() {
                let item = base + index
                guard item.pointee.bounds.contains(rect), item.pointee.opacity == 255 else { continue }
                if let opaque = item.pointee.opaqueRect, opaque.contains(rect) { return index }
            }
            return nil
        }
    }
}

extension DrawItem {
    /// The device rectangle every pixel of which the item paints opaque, if it has one.
    var opaqueRect: Rect? {
        guard opacity == 255 else { return nil }
        switch paint {
        case let .image(image):
            guard image.isOpaque || !image.opaqueRows.isEmpty, case .bitmap = image.source,
                  case let .translation(x, y)? = Placement(image.placement) else { return nil }
            guard !image.isOpaque else { return bounds }
            let rows = image.opaqueRowsInCrop
            return bounds.intersection(Rect(x: x + image.crop.minX, y: y + rows.lowerBound, width: image.crop.width,
                                            height: rows.count))
        case let .shapes(shapes, color):
            guard color.alpha == 255 else { return nil }
            var largest: Rect?
            for shape in shapes where shape.radius == 0 {
                guard let rect = shape.wholePixelRect, rect.area > (largest?.area ?? 0) else { continue }
                largest = rect
            }
            return largest.map { $0.intersection(bounds) }
        case .group, .backdrop:
            return nil
        }
    }
}

extension RoundedRect {
    /// The rectangle as whole device pixels, when its edges lie on the pixel grid.
    var wholePixelRect: Rect? {
        func onGrid(_ v: Float) -> Bool { v.isFinite && v == v.rounded() && abs(v) < 16_777_216 }
        guard width > 0, height > 0, onGrid(x), onGrid(y), onGrid(x + width), onGrid(y + height) else { return nil }
        return Rect(x: Int(x), y: Int(y), width: Int(x + width) - Int(x), height: Int(y + height) - Int(y))
    }
}

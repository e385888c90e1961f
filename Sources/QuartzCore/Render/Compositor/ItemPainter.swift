import Raster

/// Pixels to draw into: a view whose pixel (0, 0) is device pixel (`originX`,
/// `originY`), and the device rectangle that may be written (a damage rectangle).
struct Canvas {
    let view: BitmapView
    let originX: Int
    let originY: Int
    let clip: Rect

    /// A device rectangle in the view's coordinates.
    func local(_ rect: Rect) -> Rect { rect.offsetBy(dx: -originX, dy: -originY) }

    /// The same pixels, with `rect` (device pixels, inside the clip) as the clip.
    func clipped(to rect: Rect) -> Canvas { Canvas(view: view, originX: originX, originY: originY, clip: rect) }
}

/// Draws display-list items with the Raster kernels, each kernel clipped to the canvas.
struct ItemPainter {
    let kernels: Kernels
    /// The render worker drawing (0 on the render thread): which band memory of a
    /// transition's scratch it may use.
    var worker = 0

    /// Draws, in order, the items that reach into the canvas's clip.
    func draw(_ items: [DrawItem], on canvas: Canvas) { draw(items[...], on: canvas) }

    /// The canvas's clip filled with `fill`, if given, and the items drawn there, both
    /// from the topmost item that hides all of it (`Occlusion`) when one does: what lies
    /// under that item is neither filled nor drawn.
    /// Where every item from that one on paints one colour over all of the clip (a page
    /// between pixels under the dimming a navigation push lays over it), the colour
    /// they make is filled once instead.
    func paint(_ items: [DrawItem], filling fill: Pixel?, on canvas: Canvas) {
        let first = Occlusion.firstDrawn(in: items, for: canvas.clip)
        if let first, let colour = Self.solidColour(of: items[first...], over: canvas.clip) {
            kernels.fill(canvas.view.view(of: canvas.local(canvas.clip)), color: colour)
            return
        }
        if first == nil, let fill { kernels.fill(canvas.view.view(of: canvas.local(canvas.clip)), color: fill) }
        draw(items[(first ?? 0)...], on: canvas)
    }

    /// The colour `items` (the first of them opaque over all of `clip`) leave on every
    /// pixel of `clip` when each that reaches it is one shape covering all of it whole
    /// (`RoundedRect.wholeCoveredPixels`): each pixel then gets what the shape kernel
    /// gives a pixel of coverage 255, the colour scaled by the item's opacity over the
    /// pixel, the same on all of them. Nil when any other item reaches into `clip`.
    static func solidColour(of items: ArraySlice<DrawItem>, over clip: Rect) -> Pixel? {
        items.withUnsafeBufferPointer { items -> Pixel? in
            var colour: Pixel?
            for i in items.indices where items[i].bounds.intersects(clip) {
                guard items[i].opacity > 0 else { continue }
                guard let source = shadeColour(items[i], over: clip) else { return nil }
                colour = source.over(colour ?? source)
            }
            return colour?.alpha == 255 ? colour : nil
        }
    }

    /// The colour `item` composites over every pixel of `area` when it is one shape of
    /// one colour covering all of `area` whole, unclipped there: what the shape kernel
    /// gives a pixel of coverage 255, the colour scaled by the item's opacity. Nil for
    /// any other item, or one that is not drawn.
    static func shadeColour(_ item: DrawItem, over area: Rect) -> Pixel? {
        guard item.opacity > 0, case let .shapes(shapes, color) = item.paint, shapes.count == 1,
              item.clip.map({ $0.contains(area) }) ?? true,
              let covered = shapes[0].wholeCoveredPixels, covered.contains(area) else { return nil }
        return color.scaled(by: UInt8(Pixel.multiply(255, UInt32(item.opacity))))
    }

    /// Draws, in order, the items of a part of a list that reach into the canvas's clip.
    /// A page's picture with ink (`PictureInk`) followed at once by a shade over all it
    /// shows (the dimming a navigation push lays over the page beneath) is drawn shaded
    /// in one go (`draw(_:opacity:in:on:shade:)`), and the shade around it.
    func draw(_ items: ArraySlice<DrawItem>, on canvas: Canvas) {
        // By index, read in place: a for-in copies out every item, drawn or not, and
        // a copy retains all an item holds.
        items.withUnsafeBufferPointer { items in
            var i = items.startIndex
            while i < items.endIndex {
                defer { i += 1 }
                guard items[i].bounds.intersects(canvas.clip) else { continue }
                // The shade is the next item (the cheap tests first: most items are not
                // followed by a shape).
                let next = i + 1
                if next < items.endIndex, case .shapes = items[next].paint, items[i].opacity == 255,
                   case let .image(image) = items[i].paint, image.ink != nil,
                   case let area = paintedArea(of: items[i], on: canvas), !area.isEmpty,
                   let colour = Self.shadeColour(items[next], over: area) {
                    // Drawn either way; the shade too, or left for its turn.
                    if draw(image, opacity: 255, in: area, on: canvas, shade: colour) {
                        canvas.clip.forEachPiece(outside: area) { draw(items[next], on: canvas.clipped(to: $0)) }
                        i = next
                    }
                    continue
                }
                draw(items[i], on: canvas)
            }
        }
    }

    /// The part of the canvas's clip `item` may paint: within its bounds and its clip.
    private func paintedArea(of item: DrawItem, on canvas: Canvas) -> Rect {
        let area = canvas.clip.intersection(item.bounds)
        return item.clip.map { area.intersection($0) } ?? area
    }

    func draw(_ item: DrawItem, on canvas: Canvas) {
        let area = paintedArea(of: item, on: canvas)
        guard !area.isEmpty, item.opacity > 0 else { return }
        switch item.paint {
        case let .shapes(shapes, color):
            for shape in shapes {
                var local = shape
                local.x -= Float(canvas.originX)
                local.y -= Float(canvas.originY)
                kernels.fill(canvas.view, roundedRect: local, color: color, opacity: item.opacity, clip: canvas.local(area))
            }
        case let .image(image):
            draw(image, opacity: item.opacity, in: area, on: canvas)
        case let .group(group):
            draw(group, opacity: item.opacity, in: area, on: canvas)
        case let .backdrop(backdrop):
            // Made for this frame by `Backdrops` before this item's phase; left out if not.
            guard backdrop.buffer.madeFor == backdrop.key, let pixels = backdrop.buffer.pixels else { return }
            let clip = canvas.local(area), origin = canvas.local(backdrop.buffer.area)
            pixels.withView { _ = kernels.composite($0, onto: canvas.view.view(of: clip), x: origin.x - clip.x, y: origin.y - clip.y,
                                                opacity: item.opacity) }
        }
    }

    /// A bitmap through the cheapest kernel its placement allows. Sources too large
    /// for the warps (16383 pixels a side with perspective, 32767 without) are left out.
    func draw(_ image: ImagePaint, opacity: UInt8, in area: Rect, on canvas: Canvas) {
        _ = draw(image, opacity: opacity, in: area, on: canvas, shade: nil)
    }

    /// The bitmap drawn as above; with `shade` (the colour a shape covering all of
    /// `area` whole composites there, `shadeColour`), when the bitmap is an opaque
    /// picture with ink copied at whole pixels (a page sliding beneath a dimming), the
    /// shade too, in the same pass: its background filled with the shaded colour, the
    /// shade composited over the rectangles copied only. Each pixel is what drawing the
    /// bitmap, then the shape, leaves. Whether the shade was drawn over `area`; the
    /// bitmap is drawn either way.
    func draw(_ image: ImagePaint, opacity: UInt8, in area: Rect, on canvas: Canvas, shade: Pixel?) -> Bool {
        let placement = Homography.translation(Double(image.crop.minX), Double(image.crop.minY))
            .concatenating(image.placement)
            .concatenating(.translation(Double(-canvas.originX), Double(-canvas.originY)))
        let clip = canvas.local(area)
        let kind = Placement(placement)
        if case let .transition(scratch, frame) = image.source, case let .translation(x, y)? = kind,
           drawDirectly(frame, scratch, layerX: x - image.crop.minX, layerY: y - image.crop.minY, opacity: opacity,
                        clip: clip, on: canvas) {
            return false
        }
        let bitmap = image.bitmap(kernels: kernels)
        return bitmap.withView { whole -> Bool in
            let source = whole.view(of: image.crop)
            switch kind {
            case let .translation(x, y)? where image.isOpaque && opacity == 255:
                return copy(source, ink: image.ink, cropX: image.crop.minX, cropY: image.crop.minY, x: x, y: y, into: clip,
                            on: canvas.view, shade: shade)
            case let .translation(x, y)? where !image.opaqueRows.isEmpty && opacity == 255:
                // The opaque rows are copied, the see-through ones above and below composited.
                let rows = image.opaqueRowsInCrop
                let top = min(max(y + rows.lowerBound - image.crop.minY, clip.minY), clip.maxY)
                let bottom = min(max(y + rows.upperBound - image.crop.minY, top), clip.maxY)
                func draw(rows from: Int, _ to: Int, copying: Bool) {
                    let part = Rect(x: clip.minX, y: from, width: clip.width, height: to - from)
                    guard !part.isEmpty else { return }
                    if copying {
                        copy(source, ink: image.ink, cropX: image.crop.minX, cropY: image.crop.minY, x: x, y: y, into: part,
                             on: canvas.view)
                    } else {
                        kernels.composite(source, onto: canvas.view.view(of: part), x: x - part.x, y: y - part.y,
                                          opacity: opacity)
                    }
                }
                draw(rows: clip.minY, top, copying: false)
                draw(rows: top, bottom, copying: true)
                draw(rows: bottom, clip.maxY, copying: false)
            case let .translation(x, y)? where !image.transparent.isEmpty:
                // The transparent pixels are left out (the bitmap's pixel (0, 0) lands at
                // (x − crop x, y − crop y)), narrowed so that the pieces beside them are
                // whole blocks of 8: a row's tail costs the kernel more than clear blocks.
                let clear = image.transparent.offsetBy(dx: x - image.crop.minX, dy: y - image.crop.minY).intersection(clip)
                let left = clip.minX + (clear.minX - clip.minX + 7) / 8 * 8
                let right = clip.maxX - (clip.maxX - clear.maxX + 7) / 8 * 8
                let hole = Rect(x: left, y: clear.minY, width: max(right - left, 0), height: clear.height)
                clip.forEachPiece(outside: hole) { piece in
                    kernels.composite(source, onto: canvas.view.view(of: piece), x: x - piece.x, y: y - piece.y, opacity: opacity)
                }
            case let .translation(x, y)?:
                kernels.composite(source, onto: canvas.view.view(of: clip), x: x - clip.x, y: y - clip.y, opacity: opacity)
            case let .affine(transform)? where source.width < 32768 && source.height < 32768:
                kernels.warp(source, onto: canvas.view, transform: transform, opacity: opacity, clip: clip)
            case let .projective(transform)? where source.width < 16384 && source.height < 16384:
                kernels.warp(source, onto: canvas.view, transform: transform, opacity: opacity, clip: clip)
            default:
                break
            }
            return false
        }
    }

    /// Opaque `source` (the crop of its bitmap at (`cropX`, `cropY`)) copied with its
    /// top-left pixel at (`x`, `y`) of `view`, into `clip` (inside where it lands): where
    /// `ink` holds, filled with its background and only its rectangles copied — the
    /// same pixels without reading the rest — and copied around that.
    ///
    /// With `shade` (a colour composited over every pixel, `shadeColour`), the pixels
    /// come out shaded: the background filled with the shade over it, the shade
    /// composited over what is copied. Whether it was (only where `ink` holds).
    @discardableResult
    private func copy(_ source: BitmapView, ink: PictureInk?, cropX: Int, cropY: Int, x: Int, y: Int, into clip: Rect,
                      on view: BitmapView, shade: Pixel? = nil) -> Bool {
        // Where the bitmap's pixel (0, 0) lands: the ink is in bitmap pixels.
        let dx = x - cropX, dy = y - cropY
        guard let ink, case let inside = ink.area.offsetBy(dx: dx, dy: dy).intersection(clip), !inside.isEmpty else {
            _ = kernels.copy(source, to: view.view(of: clip), x: x - clip.x, y: y - clip.y)
            return false
        }
        kernels.fill(view.view(of: inside), color: shade.map { $0.over(ink.background) } ?? ink.background)
        func shaded(_ rect: Rect) {
            if let shade { kernels.fill(view.view(of: rect), color: shade, mode: .sourceOver) }
        }
        ink.rects.withUnsafeBufferPointer { rects in
            for rect in rects {
                let target = rect.offsetBy(dx: dx, dy: dy).intersection(inside)
                guard !target.isEmpty else { continue }
                _ = kernels.copy(source.view(of: target.offsetBy(dx: -x, dy: -y)), to: view.view(of: target), x: 0, y: 0)
                shaded(target)
            }
        }
        clip.forEachPiece(outside: inside) { strip in
            _ = kernels.copy(source, to: view.view(of: strip), x: x - strip.x, y: y - strip.y)
            shaded(strip)
        }
        return shade != nil
    }

    /// A transition frame whose layer's top-left pixel lands on canvas pixel
    /// (`layerX`, `layerY`), drawn straight onto the canvas (no scratch) when that
    /// pixel is on the canvas; whether it was.
    private func drawDirectly(_ frame: TransitionFrame, _ scratch: TransitionScratch, layerX: Int, layerY: Int,
                              opacity: UInt8, clip: Rect, on canvas: Canvas) -> Bool {
        guard layerX >= 0, layerY >= 0, layerX < canvas.view.width, layerY < canvas.view.height else { return false }
        let layer = canvas.view.view(of: Rect(x: layerX, y: layerY, width: scratch.width, height: scratch.height))
        TransitionCompositing.draw(frame, onto: layer, clip: clip.offsetBy(dx: -layerX, dy: -layerY),
                                   opacity: opacity, scratch: scratch, worker: worker, kernels: kernels)
        return true
    }

    /// The group's items drawn into a transparent buffer covering `area`, cut to
    /// the mask's coverage, then composited once with the group's opacity.
    func draw(_ group: GroupPaint, opacity: UInt8, in area: Rect, on canvas: Canvas) {
        let buffer = Bitmap(width: area.width, height: area.height)
        buffer.withView { pixels in
            draw(group.items, on: Canvas(view: pixels, originX: area.x, originY: area.y, clip: area))
            if let mask = group.mask {
                let coverage = Bitmap(width: area.width, height: area.height)
                coverage.withView { maskView in
                    draw(mask, opacity: 255, in: area, on: Canvas(view: maskView, originX: area.x, originY: area.y, clip: area))
                    AlphaMasking.keep(pixels, inside: maskView)
                }
            }
            kernels.composite(pixels, onto: canvas.view, x: area.x - canvas.originX, y: area.y - canvas.originY, opacity: opacity)
        }
    }
}

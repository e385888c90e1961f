import Raster

/// Backdrop layers in a frame: which must blur again, and the drawing in phases
/// around those blurs.
///
/// A backdrop reads pixels drawn before it, across its whole area, which no band of
/// rows holds alone. So a frame that blurs is drawn in phases split by a barrier:
/// every band draws the items below the backdrop, then the blur runs over the finished
/// pixels (its row passes and its column passes each spread over the render workers),
/// then every band draws the rest. Each phase writes the same pixels whatever the
/// bands, so the frame is byte for byte the one-thread frame. A backdrop that does not
/// blur again is a plain copy of its buffer and needs no barrier.
enum Backdrops {
    /// A backdrop to blur before drawing the top-level item at `index` (which is it, or a group holding it).
    struct Blur {
        let index: Int
        let paint: BackdropPaint
    }

    /// The backdrops of `items` whose buffers must be made again this frame, in drawing
    /// order, with their areas added to `damage`: all of them when `previous` is nil (a
    /// whole new picture), else those whose key changed, whose buffer covers another
    /// area, or under which something changed since the previous frame (the items
    /// drawn before it, compared with the previous frame's, or a backdrop below that
    /// blurs again).
    static func plan(_ items: [DrawItem], previous: [DrawItem]?, target: Rect, damage: inout Region) -> [Blur] {
        var blurs: [Blur] = []
        var reblurred = Region()
        for (index, item) in items.enumerated() {
            var paints: [BackdropPaint] = []
            collect(item, into: &paints)
            if paints.isEmpty { continue }
            let below = previous.flatMap { damageBelow(index, items, previous: $0) }
            for paint in paints {
                let area = paint.key.rect.intersection(target)
                let still = below.map { $0.intersection(area).isEmpty } ?? false
                if still, paint.buffer.madeFor == paint.key, paint.buffer.area == area, reblurred.intersection(area).isEmpty { continue }
                damage.formUnion(area)
                reblurred.formUnion(area)
                blurs.append(Blur(index: index, paint: paint))
            }
        }
        return blurs
    }

    /// The backdrops an item draws: its own, or those inside its group.
    private static func collect(_ item: DrawItem, into paints: inout [BackdropPaint]) {
        switch item.paint {
        case let .backdrop(paint): paints.append(paint)
        case let .group(group): for inner in group.items { collect(inner, into: &paints) }
        default: break
        }
    }

    /// What changed under `items[index]` since the previous frame: the damage between
    /// the items drawn before it now and those drawn before it then (nil when it was
    /// not drawn then).
    private static func damageBelow(_ index: Int, _ items: [DrawItem], previous: [DrawItem]) -> Region? {
        guard let old = previous.firstIndex(where: { $0.id == items[index].id }) else { return nil }
        var region = Region()
        Damage.collect(old: Array(previous[..<old]), new: Array(items[..<index]), into: &region)
        return region
    }

    /// Makes `paint`'s buffer from the pixels of `target` under it: copied, blurred
    /// (rows, then columns, each spread over `workers`), tinted and cut to the shape.
    /// A wide blur is done reduced (`ReducedBlur`): the pixels reduced with the rows,
    /// blurred, then enlarged into the buffer a band of rows at a time.
    static func blur(_ paint: BackdropPaint, from target: BitmapView, kernels: Kernels, workers: RenderWorkers?) {
        let buffer = paint.buffer, key = paint.key
        let area = key.rect.intersection(target.bounds)
        buffer.area = area
        buffer.madeFor = key
        guard !area.isEmpty else { buffer.pixels = nil; return }
        if buffer.pixels?.width != area.width || buffer.pixels?.height != area.height {
            // Rows start on cache lines, so that column pieces of whole lines share none.
            buffer.pixels = Bitmap(width: area.width, height: area.height, stride: (area.width + 15) / 16 * 16)
        }
        let threads = workers?.threadCount ?? 1
        while buffer.scratch.count < threads { buffer.scratch.append(BlurScratch()) }
        let scratch = buffer.scratch
        if key.shape.radius > 0 {
            var shape = key.shape
            shape.x += Float(key.rect.x - area.x)
            shape.y += Float(key.rect.y - area.y)
            if buffer.maskShape != shape || buffer.mask?.width != area.width || buffer.mask?.height != area.height {
                let mask = Bitmap(width: area.width, height: area.height)
                mask.withView { _ = kernels.fill($0, roundedRect: shape, color: .white, opacity: 255, clip: $0.bounds) }
                buffer.mask = mask
                buffer.maskShape = shape
            }
        } else if buffer.mask != nil {
            buffer.mask = nil
        }
        // Every step works on its own pixels, so each goes with a pass: the copy (or
        // the reduction) with the rows it fills, the tint with the columns just blurred,
        // the shape's cut with them too (or with the rows enlarged). The one-thread
        // picture comes out byte for byte, with nothing left for one thread alone.
        let tint = key.tint, mask = buffer.mask, blur = key.blur
        func tinted(_ strip: BitmapView) {
            if tint != .clear { kernels.fill(strip, color: tint, mode: .sourceOver) }
        }
        func cut(_ pixels: BitmapView, _ strip: Rect) {
            mask?.withView { AlphaMasking.keep(pixels.view(of: strip), inside: $0.view(of: strip)) }
        }
        let source = target.view(of: area)
        guard blur.factor > 1 else {
            buffer.reduced = nil
            buffer.pixels!.withView { pixels in
                let rows = pieces(pixels.height, threads, unit: 8), columns = pieces(pixels.width, threads, unit: 16)
                run(workers, rows.count) { piece, worker in
                    let lines = rows.range(piece)
                    _ = kernels.copy(source.view(of: Rect(x: 0, y: lines.lowerBound, width: area.width, height: lines.count)),
                                     to: pixels, x: 0, y: lines.lowerBound)
                    kernels.blurRows(pixels, lines, blur.blur, scratch: scratch[worker])
                }
                run(workers, columns.count) { piece, worker in
                    let lines = columns.range(piece)
                    kernels.blurColumns(pixels, lines, blur.blur, scratch: scratch[worker])
                    let strip = Rect(x: lines.lowerBound, y: 0, width: lines.count, height: pixels.height)
                    tinted(pixels.view(of: strip))
                    cut(pixels, strip)
                }
            }
            return
        }
        let size = blur.reducedSize(width: area.width, height: area.height)
        if buffer.reduced?.width != size.width || buffer.reduced?.height != size.height {
            buffer.reduced = Bitmap(width: size.width, height: size.height, stride: (size.width + 15) / 16 * 16)
        }
        buffer.reduced!.withView { reduced in
            buffer.pixels!.withView { pixels in
                let rows = pieces(reduced.height, threads, unit: 8), columns = pieces(reduced.width, threads, unit: 16)
                let enlarged = pieces(pixels.height, threads, unit: 8)
                run(workers, rows.count) { piece, worker in
                    let lines = rows.range(piece)
                    kernels.reduce(source, into: reduced, factor: blur.factor, rows: lines, scratch: scratch[worker])
                    kernels.blurRows(reduced, lines, blur.blur, scratch: scratch[worker])
                }
                // The tint over the reduced pixels: a colour composited over an enlargement
                // is the enlargement of it composited over the reduced pixels, but for rounding.
                run(workers, columns.count) { piece, worker in
                    let lines = columns.range(piece)
                    kernels.blurColumns(reduced, lines, blur.blur, scratch: scratch[worker])
                    tinted(reduced.view(of: Rect(x: lines.lowerBound, y: 0, width: lines.count, height: reduced.height)))
                }
                run(workers, enlarged.count) { piece, worker in
                    let lines = enlarged.range(piece)
                    kernels.enlarge(reduced, into: pixels, factor: blur.factor, rows: lines, scratch: scratch[worker])
                    cut(pixels, Rect(x: 0, y: lines.lowerBound, width: pixels.width, height: lines.count))
                }
            }
        }
    }

    /// Lines cut into pieces of whole groups of `unit` for `threads` threads (about
    /// four each): rows in the blur's groups of eight; columns in sixteens, a cache
    /// line of each row, so that two threads never write one line (it would go back
    /// and forth between their cores on every row).
    private struct Pieces {
        let count: Int
        let size: Int
        let total: Int
        func range(_ piece: Int) -> Range<Int> { piece * size ..< min((piece + 1) * size, total) }
    }

    private static func pieces(_ lines: Int, _ threads: Int, unit: Int) -> Pieces {
        let groups = (lines + unit - 1) / unit
        let wanted = max(1, min(groups, threads == 1 ? 1 : threads * RowBands.bandsPerThread))
        let size = ((groups + wanted - 1) / wanted) * unit
        return Pieces(count: size == 0 ? 0 : (lines + size - 1) / size, size: max(size, unit), total: lines)
    }

    private static func run(_ workers: RenderWorkers?, _ pieces: Int, _ body: (Int, Int) -> Void) {
        if let workers { workers.run(pieces, body) } else { for piece in 0..<pieces { body(piece, 0) } }
    }
}

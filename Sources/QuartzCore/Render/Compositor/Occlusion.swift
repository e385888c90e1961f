import Raster

/// What a damaged rectangle need not draw: everything below the topmost item that
/// paints each of its pixels opaque — an opaque picture, or a picture's opaque rows,
/// placed on whole pixels (a moving picture, a finished transition's snapshot, the
/// frame of a push or a fade between opaque snapshots), or an opaque colour filling
/// a square-cornered rectangle (a page's background: on the pixel grid all of it,
/// between pixels as it slides the pixels it covers whole). Nothing under such an
/// item shows through it, so the background fill and the items below are left out,
/// pixel for pixel the same frame. Only rectangles
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
            // A transition's frame is opaque when both snapshots are and its type
            // replaces every pixel with theirs (`TransitionFrame.isOpaque`).
            guard image.isOpaque || !image.opaqueRows.isEmpty,
                  case let .translation(x, y)? = Placement(image.placement) else { return nil }
            guard !image.isOpaque else { return bounds }
            let rows = image.opaqueRowsInCrop
            return bounds.intersection(Rect(x: x + image.crop.minX, y: y + rows.lowerBound, width: image.crop.width,
                                            height: rows.count))
        case let .shapes(shapes, color):
            guard color.alpha == 255 else { return nil }
            var largest: Rect?
            for shape in shapes where shape.radius == 0 {
                guard let rect = shape.wholeCoveredPixels, rect.area > (largest?.area ?? 0) else { continue }
                largest = rect
            }
            return largest.map { $0.intersection(bounds) }
        case .group, .backdrop:
            return nil
        }
    }
}

extension Occlusion {
    /// Cuts each large rectangle of `rects` along the topmost opaque item covering a
    /// quarter of it or more, above any that hides all of it: the part under that item is then
    /// drawn from it on (`firstDrawn`), the rest as before (a page sliding off the one
    /// beneath: only the strip it uncovered draws the page beneath). The pieces, which
    /// cover the same pixels, go to `result` (emptied first); false when none was cut,
    /// and `rects` stand.
    static func split(_ rects: [Rect], under items: [DrawItem], into result: inout [Rect]) -> Bool {
        result.removeAll(keepingCapacity: true)
        var cut = false
        for rect in rects {
            guard rect.area >= 2 * minimumArea,
                  let cover = largestCover(of: rect, in: items, above: firstDrawn(in: items, for: rect) ?? -1) else {
                result.append(rect)
                continue
            }
            cut = true
            result.append(cover)
            rect.appendPieces(outside: cover, to: &result)
        }
        return cut
    }

    /// The part of `rect` the topmost item above index `lowest` painting a quarter of
    /// it or more opaque paints (its `opaqueRect`), if one does.
    private static func largestCover(of rect: Rect, in items: [DrawItem], above lowest: Int) -> Rect? {
        let least = max(minimumArea, rect.area / 4)
        return items.withUnsafeBufferPointer { buffer -> Rect? in
            guard let base = buffer.baseAddress else { return nil }
            for index in buffer.indices.reversed() where index > lowest {
                let item = base + index
                guard item.pointee.opacity == 255, item.pointee.bounds.intersection(rect).area >= least,
                      let opaque = item.pointee.opaqueRect?.intersection(rect), opaque.area >= least else { continue }
                return opaque
            }
            return nil
        }
    }

    /// Storage `removeHidden` reuses from frame to frame (a steady frame allocates nothing).
    struct HiddenScratch {
        var changed = Region()
        var kept = Region()
    }

    /// Narrows each rectangle of `damage` that both frames hide under the same opaque
    /// item to what changed among that item and the items above it: what changed
    /// below it does not show (a page pushed over one whose labels change, the page
    /// underneath put back under the one sliding off).
    ///
    /// The pixels of a rectangle an opaque item covers are that item and the items
    /// above it reaching into the rectangle, drawn in order. Where those are the same
    /// items in the same order in `old` (the list the target holds) and `new`, only
    /// the pixels `Damage` finds changed among them are repainted. A blur above keeps
    /// the whole rectangle: it reads pixels beyond it. Only rectangles `firstDrawn`
    /// judges (at least `minimumArea`) are narrowed.
    static func removeHidden(from damage: inout Region, old: [DrawItem], new: [DrawItem], scratch: inout HiddenScratch) {
        guard damage.rects.contains(where: { $0.area >= minimumArea }) else { return }
        scratch.kept.removeAll()
        var narrowed = false
        for rect in damage.rects {
            scratch.changed.removeAll()
            if rect.area >= minimumArea, hiddenAlike(rect, old: old, new: new, changed: &scratch.changed) {
                narrowed = true
                for part in scratch.changed.rects { scratch.kept.formUnion(part.intersection(rect)) }
            } else {
                scratch.kept.formUnion(rect)
            }
        }
        // Swapped, not copied: both keep their storage for the next frame.
        if narrowed, scratch.kept.area < damage.area { swap(&damage, &scratch.kept) }
    }

    /// Whether both lists hide `rect` under the same opaque item with the same items
    /// above it (see `removeHidden`), with what changed among them added to `changed`;
    /// false also where a change covers all of it.
    private static func hiddenAlike(_ rect: Rect, old: [DrawItem], new: [DrawItem], changed: inout Region) -> Bool {
        guard let top = firstDrawn(in: new, for: rect), let oldTop = firstDrawn(in: old, for: rect),
              new[top].id == old[oldTop].id else { return false }
        return old.withUnsafeBufferPointer { oldItems in
            new.withUnsafeBufferPointer { newItems in
                guard let o = oldItems.baseAddress, let n = newItems.baseAddress else { return false }
                var i = oldTop, j = top
                while true {
                    while i < oldItems.count, o[i].bounds.intersection(rect).isEmpty { i += 1 }
                    while j < newItems.count, n[j].bounds.intersection(rect).isEmpty { j += 1 }
                    guard i < oldItems.count, j < newItems.count else { return i == oldItems.count && j == newItems.count }
                    guard o[i].id == n[j].id, !n[j].paint.mayBlurBackdrop || !n[j].blursBackdrop else { return false }
                    // A change over all of the rectangle (the cover itself recoloured): all of it is drawn.
                    if Damage.compare(o + i, n + j, into: &changed), area(of: changed, in: rect) == rect.area { return false }
                    i += 1
                    j += 1
                }
            }
        }
    }

    /// The pixels of `region` inside `rect` (its rectangles are disjoint).
    private static func area(of region: Region, in rect: Rect) -> Int {
        region.rects.reduce(0) { $0 + $1.intersection(rect).area }
    }
}

extension Paint {
    /// Whether the paint is a blur or holds items that may be (asked without copying
    /// what it holds; `DrawItem.blursBackdrop` looks inside a group).
    var mayBlurBackdrop: Bool {
        switch self {
        case .backdrop, .group: return true
        case .image, .shapes: return false
        }
    }
}

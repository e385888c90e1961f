import Raster

/// Where an opaque picture of a page differs from its background: the page's
/// background colour, and the rectangles of the items drawn over it (its labels), in
/// the picture's pixels. Every pixel outside the rectangles is the background colour,
/// so a whole-pixel copy of the picture fills instead — which reads nothing — and
/// copies only the rectangles (`ItemPainter`): a page of 500 labels is about a third
/// labels, and a copy from a picture in memory costs twice a fill of the frame's pixels.
///
/// Given to moving pictures (`MovingPicture`): a navigation push copies two pages'
/// pictures, out of the cache, every frame. A finished transition's snapshot, copied
/// on each frame of the transition before, is in the cache at its last frame, where
/// filling and copying 500 rectangles measured no faster than the one copy.
///
/// Known from the items the picture was drawn from, not by looking at its pixels: the
/// topmost item that is one opaque square-cornered rectangle of one colour over half
/// the picture or more is the background, and inside the pixels it covers whole
/// (`area`) the items above it are the rest. Where those reach over more than half of
/// it, copying is as cheap: nil.
final class PictureInk {
    /// The colour of every pixel of `area` outside `rects`.
    let background: Pixel
    /// Where the background is opaque, in picture pixels (a page whose last labels hang
    /// below it: not those rows).
    let area: Rect
    /// The bounds of the items above the background inside `area`, in picture pixels,
    /// those side by side on the same rows joined (`joined`).
    let rects: [Rect]

    /// The most rectangles kept: past this, each frame's pass over them costs more
    /// than the copy it saves.
    static let maximumRects = 4096

    init(background: Pixel, area: Rect, rects: [Rect]) {
        (self.background, self.area, self.rects) = (background, area, rects)
    }

    /// The ink of a picture drawn from `items` whose pixel (0, 0) is the items' pixel
    /// (`origin.x`, `origin.y`) and that covers `box` of the items' pixels; nil when it
    /// has none worth using (see above).
    init?(items: [DrawItem], box: Rect, origin: (x: Int, y: Int)) {
        guard let (first, area, color) = Self.background(of: items, in: box),
              items.count - first - 1 <= Self.maximumRects else { return nil }
        var rects: [Rect] = []
        rects.reserveCapacity(items.count - first - 1)
        var covered = 0
        for item in items[(first + 1)...] {
            let rect = item.bounds.intersection(area)
            guard !rect.isEmpty else { continue }
            covered += rect.area
            guard covered <= area.area / 2 else { return nil }
            rects.append(rect.offsetBy(dx: -origin.x, dy: -origin.y))
        }
        background = color
        self.area = area.offsetBy(dx: -origin.x, dy: -origin.y)
        self.rects = Self.joined(rects)
    }

    /// How many times the pixels of the rectangles it joins a joined rectangle may hold.
    static let joinedGrowth = 4

    /// `rects` with those side by side on the same rows joined into their bounds while
    /// the bounds hold at most `joinedGrowth` times their pixels: a row of labels is
    /// copied as one rectangle, one memcpy a row, not one for each label's row (a call
    /// of about 40 instructions for a few hundred bytes; 17 000 for a page of 500
    /// labels). The pixels between them are the background, which the copy brings as the
    /// fill would. Rows are the rectangles whose tops lie on the rows of the highest
    /// not yet taken; each row's are joined left to right.
    static func joined(_ rects: [Rect]) -> [Rect] {
        let sorted = rects.sorted { $0.minY < $1.minY }
        var joined: [Rect] = []
        joined.reserveCapacity(sorted.count)
        var first = 0
        while first < sorted.count {
            // A row: the rectangles whose top is on the first one's rows, left to right.
            var end = first + 1
            while end < sorted.count, sorted[end].minY < sorted[first].maxY { end += 1 }
            let row = sorted[first..<end].sorted { $0.minX < $1.minX }
            var current = row[0], pixels = row[0].area
            for rect in row.dropFirst() {
                let bounds = current.union(rect)
                if bounds.area <= Self.joinedGrowth * (pixels + rect.area) {
                    (current, pixels) = (bounds, pixels + rect.area)
                } else {
                    joined.append(current)
                    (current, pixels) = (rect, rect.area)
                }
            }
            joined.append(current)
            first = end
        }
        return joined
    }

    /// The topmost of `items` painting half of `box` or more opaque in one colour as one
    /// square-cornered rectangle: its index, the part of `box` it paints whole, its colour.
    private static func background(of items: [DrawItem], in box: Rect) -> (Int, Rect, Pixel)? {
        for index in items.indices.reversed() {
            guard case let .shapes(shapes, color) = items[index].paint, shapes.count == 1, color.alpha == 255,
                  let opaque = items[index].opaqueRect?.intersection(box), opaque.area * 2 >= box.area else { continue }
            return (index, opaque, color)
        }
        return nil
    }
}

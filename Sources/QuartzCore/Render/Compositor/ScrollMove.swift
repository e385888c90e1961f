import Raster

/// A scroll found between two frames: the clip rectangle whose content moved by
/// whole device pixels, so that the previous frame's pixels can be moved inside
/// it and only the revealed strip (and what else changed) drawn.
///
/// Sound because the target holds exactly the previous frame: after the move, a
/// pixel p of `destination` shows what the previous frame showed at p − offset,
/// which is what the previous display list moved by the offset draws there.
/// `damage` compares that moved list with the new one.
struct ScrollMove {
    /// The clip whose content scrolled, inside the target.
    let area: Rect
    let dx: Int
    let dy: Int

    /// Where pixels are moved to: the part of `area` that was inside it before the move.
    var destination: Rect { area.intersection(area.offsetBy(dx: dx, dy: dy)) }
    /// Where the moved pixels come from.
    var source: Rect { destination.offsetBy(dx: -dx, dy: -dy) }

    /// How far `paint` lies from `earlier` when it draws alike moved by whole pixels:
    /// shapes of one colour and sizes all moved by one whole offset, or one bitmap
    /// placed by whole pixels.
    static func offset(of paint: Paint, from earlier: Paint) -> (Int, Int)? {
        switch (paint, earlier) {
        case let (.image(a), .image(b)):
            return a.offset(from: b)
        case let (.shapes(a, colorA), .shapes(b, colorB)):
            guard colorA == colorB, a.count == b.count, let first = a.first, let firstEarlier = b.first else { return nil }
            let fx = first.x - firstEarlier.x, fy = first.y - firstEarlier.y
            guard fx == fx.rounded(), fy == fy.rounded(), abs(fx) < 32768, abs(fy) < 32768 else { return nil }
            for (s, e) in zip(a, b) where s.x - e.x != fx || s.y - e.y != fy || s.width != e.width || s.height != e.height
                || s.radius != e.radius {
                return nil
            }
            return (Int(fx), Int(fy))
        default:
            return nil
        }
    }

    /// The pixels to draw after the move: `plain` (the damage without a move) outside
    /// `area`, the revealed strip, and inside `destination` where the moved old list
    /// and the new one differ. Items that paint one colour over all of `area` (the
    /// backgrounds under a scroll) stay put in the moved list: moving their pixels
    /// changes none. Anything else that did not scroll (an overlay, a scroll
    /// indicator) thus shows as damage at its moved and at its new place.
    func damage(old: [DrawItem], new: [DrawItem], plain: Region, target: Rect) -> Region {
        var region = Region()
        for outside in target.subtracting(area) { region.formUnion(plain.intersection(outside)) }
        let kept = destination
        for strip in area.subtracting(kept) { region.formUnion(strip) }
        var inexact = Region()
        let moved = old.compactMap { item in
            (item.paintsUniformly(area) ? item : item.shifted(dx: dx, dy: dy, inexact: &inexact)).cut(to: kept)
        }
        var inside = Region()
        Damage.collect(old: moved, new: new.compactMap { $0.cut(to: kept) }, into: &inside)
        inside.formUnion(inexact)
        region.formUnion(inside.intersection(kept))
        return region
    }
}

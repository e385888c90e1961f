import CoreGraphics
import Raster

/// A large subtree that moves without changing (a page sliding in a navigation push)
/// drawn as one picture instead of hundreds of items each frame: drawn once, when it
/// starts to move (or found again, made before for the same subtree: `RecentPictures`,
/// or its finished transition's snapshot), then placed by whole device pixels (the
/// nearest) while it moves.
///
/// A layer qualifies when its subtree had at least `minimumLayers` layers when last
/// drawn item by item, or as a kept picture of it says (a page coming back into the
/// tree: `RecentPictures.extent`), and draws nothing that blurs what lies behind it. It is drawn
/// as its picture on frames where its own position or transform changed, as on the
/// frame before, and its subtree did not change since (so from its second frame of
/// moving on) — from its first when an animation moves it (`placementAnimates`: a
/// navigation push, a sliding panel), which will move it again, and from the frame it
/// comes back into view so moved, not drawn the frame before (the page a navigation pop
/// slides back in, partly shown from the pop's first frames); on other frames it is
/// drawn item by item as usual, and the picture is let go. A picture with see-through pixels is not drawn where it would land on
/// whole pixels (as where a move ends): composited over what lies below, it may differ
/// from its items by a rounding. An opaque picture is exactly its items drawn over
/// anything: when the frame before showed it at a whole-pixel placement, its items
/// moved there stand in for it in the damage comparison, and live drawing resumes
/// without repainting pixels that are already right.
struct MovingPicture {
    /// Subtrees of fewer layers are cheap to draw item by item.
    static let minimumLayers = 64
    /// The largest picture kept, in pixels (64 MB).
    static let maximumPixels = 16 * 1024 * 1024

    /// The subtree as last drawn, with the values that only move it reset, while it moves.
    var subject: RenderLayer?
    let scale: Double
    /// The layer's own position and transform last frame: what moves the picture.
    var position: CGPoint
    var transform: CATransform3D
    /// The picture while the subtree moves, and the items it was drawn from (layer pixels).
    var picture: RasterizedPicture?
    var pictureItems: [DrawItem] = []
    /// Whether every pixel of the picture is opaque; if not, its longest run of opaque
    /// rows (a page whose last labels reach past its bottom: copied, the rest composited).
    var isOpaque = false
    var opaqueRows: Range<Int> = 0..<0
    /// Where the picture differs from its background (`PictureInk`).
    var ink: PictureInk?
    /// Where last frame's picture put the layer's pixel (0, 0) when the picture is
    /// opaque and its placement was exactly a whole-pixel translation (nil otherwise,
    /// or when it was not drawn as a picture), and the clip it was drawn under.
    var exactlyAt: (x: Int, y: Int)?
    var clip: Rect?
    /// The cache entries of the subtree's layers, found on the picture's first frame and
    /// kept in use on the others without walking the subtree again (its layers do not
    /// change while the picture shows them).
    var keptEntries: [LayerContentsCache]?

    /// Whether the layer came into view this frame, not drawn the frame before, while an
    /// animation moves it: it counts as moved (there is no frame before to compare with).
    var arriving = false

    /// A record of where `layer` stands, no picture yet: the frame it first moves
    /// compares its position and transform with these.
    init(standing layer: LayerInPlace, scale: Double) {
        self.scale = scale
        position = layer.properties.position
        transform = layer.properties.transform
    }

    /// A record of a layer arriving in view as an animation moves it (`arriving`).
    init(arriving layer: LayerInPlace, scale: Double) {
        self.init(standing: layer, scale: scale)
        arriving = true
    }

    /// Takes `entry` (drawn now, or found again) as the picture while the subtree moves.
    mutating func show(_ entry: RecentPictures.Entry) {
        picture = entry.picture
        pictureItems = entry.items
        isOpaque = entry.isOpaque
        opaqueRows = entry.opaqueRows
        ink = entry.ink
        keptEntries = nil
    }

    /// Drops the picture (drawn item by item from now on), remembering `subject` as
    /// the subtree last drawn (nil: none, while it stands still).
    mutating func letPictureGo(remembering subject: RenderLayer?) {
        self.subject = subject
        picture = nil
        pictureItems = []
        exactlyAt = nil
        ink = nil
        keptEntries = nil
    }

    /// The items that drew last frame's picture, moved to where it went and cut to its
    /// clip: what the previous frame's pixels there are, item by item. Where a moved
    /// item might not draw exactly those pixels, its bounds are added to `inexact`.
    func standIns(inexact: inout Region) -> [DrawItem]? {
        guard let at = exactlyAt, picture != nil else { return nil }
        return pictureItems.compactMap { item in
            var moves = Region()
            let moved = item.shifted(dx: at.x, dy: at.y, inexact: &moves)
            if !moves.isEmpty && !Self.movesExactly(item, dx: at.x, dy: at.y) { inexact.formUnion(moves) }
            return clip.map { moved.cut(to: $0) } ?? moved
        }
    }

    /// Whether `item` moved by (`dx`, `dy`) draws its pixels moved: shapes on the
    /// exact grid (as `shifted` judges them), and bitmaps only translated, also by a
    /// fraction of a pixel. A translated bitmap's samples sit at the same fractions of
    /// a texel wherever it goes (the warp rounds each row's start to 1/65536 of a pixel
    /// and weighs by 1/128, so only a start within a rounding error of a 1/128 step
    /// could come out a step apart), which `shifted`, judging for scrolls, does not assume.
    static func movesExactly(_ item: DrawItem, dx: Int, dy: Int) -> Bool {
        switch item.paint {
        case let .shapes(shapes, _): return shapes.allSatisfy { DrawItem.isOnExactGrid($0, dx: dx, dy: dy) }
        case let .image(paint): return paint.isOnlyTranslated
        case let .group(group):
            return group.items.allSatisfy { movesExactly($0, dx: dx, dy: dy) } && (group.mask?.isOnlyTranslated ?? true)
        case .backdrop: return false
        }
    }
}

extension ImagePaint {
    /// A bitmap placed by a translation, whole or fractional.
    var isOnlyTranslated: Bool {
        guard case .bitmap = source else { return false }
        switch Placement(placement) {
        case .translation?: return true
        case let .affine(a)?: return a.a == 1 && a.b == 0 && a.c == 0 && a.d == 1
        default: return false
        }
    }
}

extension MovingPicture {
    /// `items` (the previous frame's) with each moving picture that `standIns` names
    /// replaced by its stand-ins, inside groups too, where it was drawn at full
    /// opacity (else it stays, and is repainted); the pixels the stand-ins might not
    /// draw exactly as the picture did are added to `inexact`.
    static func standingIn(_ standIns: [StandIns], for items: [DrawItem], inexact: inout Region) -> [DrawItem] {
        var result: [DrawItem] = []
        result.reserveCapacity(items.count)
        for (index, item) in items.enumerated() {
            if item.id.part == .movingPicture || item.id.part == .finishedTransition, item.opacity == 255,
               let stand = standIns.first(where: { $0.id == item.id }) {
                // Grown once to what the list will hold: grown by appending, a page's
                // stand-ins moved the items before them (500 over a page of labels).
                result.reserveCapacity(result.count + stand.items.count + items.count - index - 1)
                result += stand.items
                inexact.formUnion(stand.inexact)
            } else if case let .group(group) = item.paint {
                var replaced = item
                replaced.paint = .group(GroupPaint(items: standingIn(standIns, for: group.items, inexact: &inexact),
                                                   mask: group.mask))
                result.append(replaced)
            } else {
                result.append(item)
            }
        }
        return result
    }
}

extension DisplayListBuilder {
    /// `layer` as its moving picture (see `MovingPicture`), or nil when it is drawn item
    /// by item this frame. Keeps the layer's record up to date either way.
    func movingPictureItem(_ layer: LayerInPlace, _ g: LayerGeometry, _ clip: Rect?, _ cache: LayerContentsCache) -> DrawItem? {
        // A finished transition's snapshot is offered as the picture on the frame its
        // layer stops showing it (moved away) and no later: not held beside the page.
        defer { if cache.finishedSnapshot != nil, cache.finished == nil { cache.finishedSnapshot = nil } }
        guard cache.subtreeLayers >= MovingPicture.minimumLayers, layer.transition == nil,
              !layer.properties.shouldRasterize else {
            if cache.moving != nil {
                resumeLive(cache, layer.id)
                cache.moving = nil
            }
            return nil
        }
        let p = layer.properties
        guard var record = cache.moving, record.scale == scale else {
            cache.moving = MovingPicture(standing: layer, scale: scale)
            return nil
        }
        let moved = record.arriving || record.position != p.position || record.transform != p.transform
        record.arriving = false
        record.position = p.position
        record.transform = p.transform
        guard moved else {
            // Nothing of the subtree is kept while it stands still: a tree held here
            // would make the render engine copy it at its next change instead of
            // changing it in place. Where its picture moved last frame, it has come to
            // rest: what it builds now is kept at once (`RetainedItems`).
            if record.picture != nil { caches.landed = layer.id }
            resumeLive(cache, layer.id)
            record.letPictureGo(remembering: nil)
            cache.moving = record
            return nil
        }
        let subject = layer.rasterizationSubject
        // Moved unchanged since the frame before, the picture is made now or kept; on the
        // first frame of a move an animation plays, it starts at once.
        let unchanged = record.subject?.drawsSamePicture(as: subject) ?? false
        let starting = record.subject == nil && layer.placementAnimates
        guard unchanged || starting else {
            resumeLive(cache, layer.id)
            record.letPictureGo(remembering: subject)
            cache.moving = record
            return nil
        }
        if starting { record.subject = subject }
        var reused = false
        if record.picture == nil {
            if let recalled = recalledPicture(of: layer, subject, cache) {
                record.show(recalled)
                caches.movingPicturesRecalled += 1
            } else {
                guard let drawn = picture(of: layer, subject) else {
                    cache.moving = nil
                    return nil
                }
                record.show(drawn)
                caches.movingPicturesDrawn += 1
                caches.recentPictures.keep(drawn)
            }
        } else {
            reused = true
        }
        guard let picture = record.picture else { return nil }
        let placement = g.placement(x: picture.x, y: picture.y)
        let exact: (x: Int, y: Int)?
        let placed: Homography
        switch Placement(placement) {
        case let .translation(x, y)? where !record.isOpaque
            && !showsOnlyOpaqueRows(picture, x: x, y: y, opaqueRows: record.opaqueRows, clip):
            // Where the items themselves can be drawn by whole pixels (as where a move
            // ends), a picture with see-through pixels shown is not: composited over what
            // lies below, it may differ from them by a rounding, and no later frame may come.
            record.exactlyAt = nil
            cache.moving = record
            return nil
        case let .translation(x, y)?:
            exact = (x - picture.x, y - picture.y)
            placed = placement
        case let .affine(a)? where a.a == 1 && a.b == 0 && a.c == 0 && a.d == 1:
            exact = nil
            placed = .translation(a.tx.rounded(), a.ty.rounded())
        default:
            exact = nil
            placed = placement
        }
        if reused { caches.movingPicturesReused += 1 }
        if let kept = record.keptEntries {
            caches.use(kept)
        } else {
            let mark = caches.touchedMark
            caches.keepSublayers(of: layer)
            record.keptEntries = caches.touched(since: mark)
        }
        record.exactlyAt = exact
        record.clip = clip
        cache.moving = record
        let paint = ImagePaint(source: .bitmap(picture.bitmap), crop: picture.bitmap.bounds, placement: placed,
                               isOpaque: record.isOpaque, opaqueRows: record.opaqueRows, ink: record.ink)
        return item(ItemID(layer: layer.id, part: .movingPicture), .image(paint), bounds: paint.deviceBounds, clip)
    }

    /// Whether a picture whose top-left pixel lands on device pixel (`x`, `y`) shows
    /// only its opaque rows, inside `clip` and the screen (a page whose last labels
    /// reach past its bottom, below the screen's edge): drawn there, it is pixel for
    /// pixel its items.
    private func showsOnlyOpaqueRows(_ picture: RasterizedPicture, x: Int, y: Int, opaqueRows: Range<Int>,
                                     _ clip: Rect?) -> Bool {
        guard !opaqueRows.isEmpty, !caches.screen.isEmpty else { return false }
        let shown = Rect(x: x, y: y, width: picture.bitmap.width, height: picture.bitmap.height)
            .intersection(clip ?? caches.screen).intersection(caches.screen)
        return !shown.isEmpty && shown.minY >= y + opaqueRows.lowerBound && shown.maxY <= y + opaqueRows.upperBound
    }

    /// The layer's picture (over the bounds of what it draws) and the items it was
    /// drawn from, or nil when something in it blurs what lies behind it or it is too large.
    private func picture(of layer: LayerInPlace, _ subject: RenderLayer) -> RecentPictures.Entry? {
        let backdrops = caches.backdropItems
        let items = pictureItems(for: layer)
        defer { caches.backdropItems = backdrops }
        let box = Self.box(of: items)
        guard caches.backdropItems == backdrops, box.width > 0, box.height > 0,
              box.width * box.height <= MovingPicture.maximumPixels else { return nil }
        let bitmap = painted(items, in: box)
        return RecentPictures.Entry(picture: RasterizedPicture(subtree: subject, scale: scale, bitmap: bitmap,
                                                               x: box.x, y: box.y),
                                    items: items, isOpaque: bitmap.withView { $0.isOpaque })
    }

    /// A picture of `subject` made before: a recent moving picture, found as it is (a
    /// page shown again as it was when it last moved), or else the finished transition's
    /// snapshot the layer last drew (its items built now, in layer pixels, and the
    /// snapshot copied into a larger picture where they reach past it).
    private func recalledPicture(of layer: LayerInPlace, _ subject: RenderLayer,
                                 _ cache: LayerContentsCache) -> RecentPictures.Entry? {
        let snapshot = cache.finishedSnapshot
        cache.finishedSnapshot = nil
        if let recalled = caches.recentPictures.recall(subject, scale: scale) { return recalled }
        guard let snapshot, snapshot.scale == scale, snapshot.subtree.drawsSamePicture(as: subject),
              let entry = picture(of: layer, from: snapshot) else { return nil }
        caches.recentPictures.keep(entry)
        return entry
    }

    /// The layer's moving picture made from its transition's "after" snapshot (opaque,
    /// its top-left pixel at layer pixel (0, 0)): the snapshot itself where it covers all
    /// the items draw, else a copy of it with the items reaching past it (labels below a
    /// page's bounds) drawn around it; nil when nothing of the snapshot is in the
    /// picture, something in it blurs what lies behind, or it is too large.
    private func picture(of layer: LayerInPlace, from snapshot: RasterizedPicture) -> RecentPictures.Entry? {
        let backdrops = caches.backdropItems
        let items = pictureItems(for: layer)
        defer { caches.backdropItems = backdrops }
        let box = Self.box(of: items)
        let covered = Rect(x: snapshot.x, y: snapshot.y, width: snapshot.bitmap.width, height: snapshot.bitmap.height)
            .intersection(box)
        guard caches.backdropItems == backdrops, !items.contains(where: \.blursBackdrop), !covered.isEmpty,
              box.width * box.height <= MovingPicture.maximumPixels else { return nil }
        if covered == box { return RecentPictures.Entry(picture: snapshot, items: items, isOpaque: true) }
        // Every pixel is written below (the snapshot's copied, the strips cleared, then
        // drawn): not filled first, which would write a frame's bytes for nothing.
        let bitmap = Bitmap(width: box.width, height: box.height, fill: nil)
        let strips = box.subtracting(covered)
        let isOpaque = bitmap.withView { view in
            snapshot.bitmap.withView { source in
                _ = kernels.copy(source.view(of: covered.offsetBy(dx: -snapshot.x, dy: -snapshot.y)), to: view,
                                 x: covered.x - box.x, y: covered.y - box.y)
            }
            let painter = ItemPainter(kernels: kernels)
            for around in strips {
                painter.paint(items, filling: .clear, on: Canvas(view: view, originX: box.x, originY: box.y, clip: around))
            }
            // The snapshot's part is opaque: only the strips are looked at.
            return strips.allSatisfy { view.view(of: $0.offsetBy(dx: -box.x, dy: -box.y)).isOpaque }
        }
        let picture = RasterizedPicture(subtree: snapshot.subtree, scale: scale, bitmap: bitmap, x: box.x, y: box.y)
        return RecentPictures.Entry(picture: picture, items: items, isOpaque: isOpaque)
    }

    /// Live drawing resumes for a layer whose picture the frame before showed: its
    /// stand-ins go to the compositor's damage comparison (see `MovingPicture`).
    private func resumeLive(_ cache: LayerContentsCache, _ id: LayerID) {
        guard let record = cache.moving, record.picture != nil else { return }
        var inexact = Region()
        if let items = record.standIns(inexact: &inexact) {
            caches.standIns.append(StandIns(id: ItemID(layer: id, part: .movingPicture), items: items,
                                            inexact: inexact))
        }
    }
}

/// The items that stand in for a moving picture the previous frame drew (see
/// `MovingPicture`), and the pixels they might not draw exactly as it did.
struct StandIns {
    let id: ItemID
    let items: [DrawItem]
    let inexact: Region
}


import Raster

/// The pictures of large subtrees made lately (`MovingPicture`), kept after they stop
/// moving, so that a subtree that moves again unchanged is not drawn again.
///
/// A navigation push slides two pages, each drawn as its moving picture. Made anew at
/// each push and pop, the picture of a page of 500 labels cost about 37M instructions,
/// eight times the frame it was made in over a one-view page; and the same two pages go
/// back and forth in most kiosk apps. A page's picture is found again by comparing its
/// subtree with the one the picture was made from (`drawsSamePicture`), value by value.
///
/// Kept while they hold no more than two frames' bytes (`limit`, which the compositor
/// sets), the least recently used dropped first: the two pages a push or pop slides.
/// A picture larger than that (a tall scroll view's content) is not kept.
struct RecentPictures {
    struct Entry {
        let picture: RasterizedPicture
        /// The items the picture was drawn from, in layer pixels.
        let items: [DrawItem]
        /// Whether every pixel of the picture is opaque; if not, its longest run of opaque
        /// rows (`MovingPicture`).
        let isOpaque: Bool
        let opaqueRows: Range<Int>
        /// The layers of the subtree, its root included.
        let layers: Int
        /// Where the picture differs from its page's background (`PictureInk`).
        let ink: PictureInk?

        /// The picture's opaque rows are looked for here when it is not known to be opaque.
        init(picture: RasterizedPicture, items: [DrawItem], isOpaque: Bool) {
            (self.picture, self.items, self.isOpaque) = (picture, items, isOpaque)
            opaqueRows = isOpaque ? 0..<0 : picture.bitmap.withView { $0.opaqueRows }
            layers = picture.subtree.census.layers
            ink = isOpaque || !opaqueRows.isEmpty
                ? PictureInk(items: items, box: Rect(x: picture.x, y: picture.y, width: picture.bitmap.width,
                                                     height: picture.bitmap.height), origin: (picture.x, picture.y))
                : nil
        }
    }

    /// The most bytes the kept pictures may hold.
    var limit = 0

    /// Oldest first.
    private(set) var entries: [Entry] = []

    /// The entry whose subtree draws the same picture as `subject` at `scale`, now the
    /// most recently used.
    mutating func recall(_ subject: RenderLayer, scale: Double) -> Entry? {
        guard let index = entries.lastIndex(where: {
            $0.picture.scale == scale && $0.picture.subtree.drawsSamePicture(as: subject)
        }) else { return nil }
        let entry = entries.remove(at: index)
        entries.append(entry)
        return entry
    }

    /// Where `layer`'s subtree draws (layer pixels) and how many layers it has, known
    /// from a kept picture of it as it is now: a page out of view can be passed by
    /// whole, its layers unvisited (`DisplayListBuilder`).
    func extent(of layer: LayerInPlace, scale: Double) -> (rect: Rect, layers: Int)? {
        guard let entry = entries.last(where: { $0.picture.subtree.id == layer.id }), entry.picture.scale == scale,
              entry.picture.subtree.drawsSamePicture(as: layer.rasterizationSubject) else { return nil }
        let picture = entry.picture
        return (Rect(x: picture.x, y: picture.y, width: picture.bitmap.width, height: picture.bitmap.height), entry.layers)
    }

    /// Keeps `entry` as the most recently used, in place of any of the same layer (whose
    /// subtree has changed since: another page shown in a container), then drops the
    /// oldest while the entries hold more than `limit`. An entry larger than `limit` alone
    /// is not kept, and the others stay: it would only push them out before itself.
    mutating func keep(_ entry: Entry) {
        entries.removeAll { $0.picture.subtree.id == entry.picture.subtree.id }
        guard Self.bytes(entry) <= limit else { return }
        entries.append(entry)
        var held = entries.reduce(0) { $0 + Self.bytes($1) }
        while held > limit, !entries.isEmpty {
            held -= Self.bytes(entries.removeFirst())
        }
    }

    var isEmpty: Bool { entries.isEmpty }

    /// Bytes of the kept pictures.
    var bytes: Int { entries.reduce(0) { $0 + Self.bytes($1) } }

    private static func bytes(_ entry: Entry) -> Int { entry.picture.bitmap.stride * entry.picture.bitmap.height * 4 }
}

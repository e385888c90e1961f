import Raster

/// Which pixels of each scanout buffer are out of date. A buffer last written k
/// frames ago lacks the damage of those k frames, so presenting into it copies the
/// union of their damage and nothing more (the buffer-age technique). Regions are in
/// picture coordinates, before the output pass turns them.
struct ScanoutDamage: Equatable {
    /// Per buffer, what differs between it and the newest picture.
    private(set) var stale: [Region]
    let bounds: Rect

    /// `bufferCount` buffers holding nothing of a `bounds`-sized picture yet.
    init(bufferCount: Int, bounds: Rect) {
        self.bounds = bounds
        stale = Array(repeating: Region(bounds), count: bufferCount)
    }

    /// Records a frame whose `damage` goes into buffer `index` and returns the source
    /// rectangles to copy there: the buffer's stale pixels plus the frame's damage.
    /// Every other buffer now lacks the frame's damage too.
    mutating func write(_ damage: Region, into index: Int) -> [Rect] {
        let clipped = damage.intersection(bounds)
        for i in stale.indices where i != index { stale[i].formUnion(clipped) }
        var copy = stale[index]
        copy.formUnion(clipped)
        stale[index] = Region()
        return copy.rects
    }

    /// Marks every buffer wholly out of date (their contents are unknown, e.g. after
    /// another master drew into the screen's buffers).
    mutating func invalidateAll() {
        for i in stale.indices { stale[i] = Region(bounds) }
    }
}

import Raster

/// What each scanout buffer is missing. With double buffering the back buffer last
/// received the frame before the previous one, so it must get this frame's damage
/// and the previous frame's too; a buffer never written gets everything.
struct ScanoutDamage {
    private var stale: [Region]

    /// `buffers` buffers of a frame with `bounds`, none written yet.
    init(buffers: Int, bounds: Rect) {
        stale = Array(repeating: Region(bounds), count: buffers)
    }

    /// What to copy into `buffer` to bring it to the frame whose change is `damage`;
    /// the other buffers note that they miss `damage`.
    mutating func regionToCopy(into buffer: Int, damage: Region) -> Region {
        var copy = stale[buffer]
        copy.formUnion(damage)
        for other in stale.indices where other != buffer { stale[other].formUnion(damage) }
        stale[buffer] = Region()
        return copy
    }
}

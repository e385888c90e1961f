import Raster

/// The scrolls the changed items of a frame vote for: items of both lists with one
/// clip rectangle in both and one opacity, whose shapes or whole-pixel bitmaps moved
/// by one whole non-zero offset, each count for their (clip, offset).
struct ScrollVotes {
    private struct Vote: Hashable { let clip: Rect, dx: Int, dy: Int }
    private var votes: [Vote: Int] = [:]

    mutating func count(old: DrawItem, new: DrawItem) {
        guard let clip = new.clip, old.clip == clip, old.opacity == new.opacity,
              let (dx, dy) = ScrollMove.offset(of: new.paint, from: old.paint), dx != 0 || dy != 0 else { return }
        votes[Vote(clip: clip, dx: dx, dy: dy), default: 0] += 1
    }

    /// The scroll most items voted for (ties go to the first in a fixed order, not the
    /// dictionary's); nil when none did, or when the move would keep no pixel of `target`.
    func winner(in target: Rect) -> ScrollMove? {
        func order(_ v: Vote) -> (Int, Int, Int, Int, Int, Int) { (v.dy, v.dx, v.clip.y, v.clip.x, v.clip.height, v.clip.width) }
        guard let best = votes.max(by: { a, b in a.value != b.value ? a.value < b.value : order(a.key) > order(b.key) })?.key
        else { return nil }
        let move = ScrollMove(area: best.clip.intersection(target), dx: best.dx, dy: best.dy)
        return move.destination.isEmpty ? nil : move
    }
}

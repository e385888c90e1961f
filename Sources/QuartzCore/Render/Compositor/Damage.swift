import Raster

/// The device pixels whose picture differs between two frames' display lists.
///
/// Items are matched by layer and part. An unchanged item adds nothing; a changed,
/// added or removed one adds its old and new bounds. Items that changed places in
/// the drawing order (those outside a longest run that kept their relative order)
/// count as changed, so a z-order swap repaints the overlap. A group whose own
/// values (opacity, mask, clip) are unchanged is compared item by item inside: its
/// offscreen compositing is per pixel, so only its items' damage matters.
enum Damage {
    static func collect(old: [DrawItem], new: [DrawItem], into region: inout Region) {
        var scrolls: ScrollVotes?
        collect(old: old, new: new, into: &region, scrolls: &scrolls)
    }

    /// As `collect(old:new:into:)`, also counting in `scrolls` (when given) how far
    /// each changed item of the lists (not of their groups) moved (`ScrollVotes`).
    static func collect(old: [DrawItem], new: [DrawItem], into region: inout Region, scrolls: inout ScrollVotes?) {
        // The steady case, without the tables below: the same items in the same order
        // (IDs are unique in a list, so each matches its own index and keeps its order).
        if old.count == new.count && zip(old, new).allSatisfy({ $0.id == $1.id }) {
            for (a, b) in zip(old, new) where compare(a, b, into: &region) { scrolls?.count(old: a, new: b) }
            return
        }
        var oldIndex: [ItemID: Int] = [:]
        for (i, item) in old.enumerated() where oldIndex[item.id] == nil { oldIndex[item.id] = i }
        var matched = [Bool](repeating: false, count: old.count)
        var pairs: [(old: Int, new: Int)] = []
        for (j, item) in new.enumerated() {
            if let i = oldIndex[item.id], !matched[i] {
                matched[i] = true
                pairs.append((i, j))
            } else {
                region.formUnion(item.bounds)
            }
        }
        for (i, item) in old.enumerated() where !matched[i] { region.formUnion(item.bounds) }
        let keptOrder = longestIncreasingRun(pairs.map(\.old))
        for (k, pair) in pairs.enumerated() {
            let (a, b) = (old[pair.old], new[pair.new])
            if keptOrder[k] {
                if compare(a, b, into: &region) { scrolls?.count(old: a, new: b) }
            } else {
                region.formUnion(a.bounds)
                region.formUnion(b.bounds)
            }
        }
    }

    /// The damage between two versions of one item; whether they differ as a whole
    /// (false for a group whose items are compared one by one). Inlined into `collect`,
    /// as it was before it returned anything: an idle frame compares every item.
    @discardableResult @inline(__always)
    static func compare(_ a: DrawItem, _ b: DrawItem, into region: inout Region) -> Bool {
        if case let .group(groupA) = a.paint, case let .group(groupB) = b.paint,
           a.opacity == b.opacity, a.clip == b.clip, a.paint.drawsLike(b.paint) {
            var inner = Region()
            collect(old: groupA.items, new: groupB.items, into: &inner)
            region.formUnion(inner.intersection(a.bounds.union(b.bounds)))
            return false
        }
        if a.drawsLike(b) { return false }
        region.formUnion(a.bounds)
        region.formUnion(b.bounds)
        return true
    }

    /// Flags the members of one longest strictly increasing subsequence of `values`
    /// (patience sorting, O(n log n)).
    static func longestIncreasingRun(_ values: [Int]) -> [Bool] {
        var tails: [Int] = []          // index of the smallest tail of each run length
        var previous = [Int](repeating: -1, count: values.count)
        for (i, v) in values.enumerated() {
            var low = 0, high = tails.count
            while low < high {
                let mid = (low + high) / 2
                if values[tails[mid]] < v { low = mid + 1 } else { high = mid }
            }
            if low > 0 { previous[i] = tails[low - 1] }
            if low == tails.count { tails.append(i) } else { tails[low] = i }
        }
        var member = [Bool](repeating: false, count: values.count)
        var i = tails.last ?? -1
        while i >= 0 {
            member[i] = true
            i = previous[i]
        }
        return member
    }
}

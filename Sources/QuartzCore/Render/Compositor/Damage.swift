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
    ///
    /// The items both lists begin with, and end with, in the same order are compared
    /// pair by pair: IDs are unique in a list, so each matches its own and keeps its
    /// place (the steady case, a frame where the same items are drawn, has nothing
    /// else). Only the items between are matched through a table.
    static func collect(old: [DrawItem], new: [DrawItem], into region: inout Region, scrolls: inout ScrollVotes?) {
        // Read in place, through pointers: copying an item out of a list (a buffer's
        // subscript does) retains all it holds.
        old.withUnsafeBufferPointer { oldItems in
            new.withUnsafeBufferPointer { newItems in
                guard let old = oldItems.baseAddress, let new = newItems.baseAddress else {
                    // One list is empty: the other's items are all damage (by index: a
                    // for-in would copy each item out).
                    for i in oldItems.indices { region.formUnion(oldItems[i].bounds) }
                    for i in newItems.indices { region.formUnion(newItems[i].bounds) }
                    return
                }
                let (oldCount, newCount) = (oldItems.count, newItems.count)
                let both = min(oldCount, newCount)
                var head = 0
                while head < both, old[head].id == new[head].id { head += 1 }
                var tail = 0
                while tail < both - head, old[oldCount - 1 - tail].id == new[newCount - 1 - tail].id { tail += 1 }
                for i in 0..<head where compare(old + i, new + i, into: &region) { vote(&scrolls, old + i, new + i) }
                for k in 0..<tail {
                    let (a, b) = (oldCount - 1 - k, newCount - 1 - k)
                    if compare(old + a, new + b, into: &region) { vote(&scrolls, old + a, new + b) }
                }
                matchMiddle(old, head..<(oldCount - tail), new, head..<(newCount - tail), into: &region, scrolls: &scrolls)
            }
        }
    }

    /// Counts a changed item's move in `scrolls`. Not inlined: the copies it makes
    /// would be made ahead of the test for every item compared.
    @inline(never)
    private static func vote(_ scrolls: inout ScrollVotes?, _ old: UnsafePointer<DrawItem>, _ new: UnsafePointer<DrawItem>) {
        scrolls?.count(old: old.pointee, new: new.pointee)
    }

    /// Matches the items between the lists' common beginning and end by ID; the
    /// pairs outside a longest run that kept their order count as changed.
    private static func matchMiddle(_ old: UnsafePointer<DrawItem>, _ oldRange: Range<Int>,
                                    _ new: UnsafePointer<DrawItem>, _ newRange: Range<Int>,
                                    into region: inout Region, scrolls: inout ScrollVotes?) {
        guard !oldRange.isEmpty || !newRange.isEmpty else { return }
        // Sized ahead: grown as it filled, the table was hashed anew at every doubling.
        var oldIndex: [ItemID: Int] = Dictionary(minimumCapacity: oldRange.count)
        for i in oldRange where oldIndex[old[i].id] == nil { oldIndex[old[i].id] = i }
        var matched = [Bool](repeating: false, count: oldRange.count)
        var pairs: [(old: Int, new: Int)] = []
        pairs.reserveCapacity(min(oldRange.count, newRange.count))
        for j in newRange {
            if let i = oldIndex[new[j].id], !matched[i - oldRange.lowerBound] {
                matched[i - oldRange.lowerBound] = true
                pairs.append((i, j))
            } else {
                region.formUnion(new[j].bounds)
            }
        }
        for i in oldRange where !matched[i - oldRange.lowerBound] { region.formUnion(old[i].bounds) }
        let keptOrder = longestIncreasingRun(pairs.map(\.old))
        for (k, pair) in pairs.enumerated() {
            let (a, b) = (pair.old, pair.new)
            if keptOrder[k] {
                if compare(old + a, new + b, into: &region) { vote(&scrolls, old + a, new + b) }
            } else {
                region.formUnion(old[a].bounds)
                region.formUnion(new[b].bounds)
            }
        }
    }

    /// The damage between two versions of one item; whether they differ as a whole
    /// (false for a group whose items are compared one by one). Inlined into `collect`,
    /// as it was before it returned anything: an idle frame compares every item. Read
    /// through pointers: an item passed from its list, even borrowed, was copied first
    /// (two copies of every item compared, a fifth of a frame's damage pass).
    @discardableResult @inline(__always)
    static func compare(_ a: UnsafePointer<DrawItem>, _ b: UnsafePointer<DrawItem>, into region: inout Region) -> Bool {
        if a.pointee.bounds == b.pointee.bounds, a.pointee.opacity == b.pointee.opacity, a.pointee.clip == b.pointee.clip,
           a.pointee.paint.drawsLike(b.pointee.paint) {
            guard a.pointee.paint.isGroup else { return false }
        } else if !(a.pointee.paint.isGroup && b.pointee.paint.isGroup && a.pointee.opacity == b.pointee.opacity
                    && a.pointee.clip == b.pointee.clip && a.pointee.paint.drawsLike(b.pointee.paint)) {
            region.formUnion(a.pointee.bounds)
            region.formUnion(b.pointee.bounds)
            return true
        }
        // Two groups alike but for their items: compared one by one inside.
        guard let itemsA = a.pointee.paint.groupItems, let itemsB = b.pointee.paint.groupItems else { return false }
        var inner = Region()
        collect(old: itemsA, new: itemsB, into: &inner)
        region.formUnion(inner.intersection(a.pointee.bounds.union(b.pointee.bounds)))
        return false
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

extension Array {
    /// The first index whose element meets `test`, for elements ordered so that those
    /// failing it all come first (a binary search), else `count`. Tables and collection
    /// views find the rows and lines in view with it, in the same time for ten or a million.
    func partitionPoint(where test: (Element) -> Bool) -> Int {
        var low = 0, high = count
        while low < high {
            let middle = (low + high) / 2
            if test(self[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}

import CoreGraphics

/// Where a table section lies in the content: its header, its rows of one fixed
/// height, its footer. Made once per `reloadData`, so finding the rows in view costs
/// the same for ten rows or a million. A band shows where it has a title or a view.
struct TableSection {
    /// The top of the header, in content coordinates.
    var top: CGFloat
    var headerHeight: CGFloat
    var headerTitle: String?
    var rowCount: Int
    var rowHeight: CGFloat
    var footerHeight: CGFloat
    var footerTitle: String?
    /// The delegate's header and footer views, asked for once per reload.
    var headerView: UIView?
    var footerView: UIView?
    /// Where each row starts below `rowsTop`, and where the last ends (row count + 1
    /// values), when rows differ in height; nil when they are all `rowHeight` high.
    var rowOffsets: [CGFloat]?
    /// The rows whose height is an estimate until their cell is measured.
    var unmeasured = IndexSet()

    var rowsTop: CGFloat { top + headerHeight }
    var rowsHeight: CGFloat { rowOffsets?.last ?? CGFloat(rowCount) * rowHeight }
    var bottom: CGFloat { rowsTop + rowsHeight + footerHeight }

    var showsHeader: Bool { headerHeight > 0 && (headerTitle != nil || headerView != nil) }
    var showsFooter: Bool { footerHeight > 0 && (footerTitle != nil || footerView != nil) }

    /// The rectangle of row `row` for a table `width` wide.
    func rect(ofRow row: Int, width: CGFloat) -> CGRect {
        if let offsets = rowOffsets, offsets.indices.contains(row + 1) {
            return CGRect(x: 0, y: rowsTop + offsets[row], width: width, height: offsets[row + 1] - offsets[row])
        }
        return CGRect(x: 0, y: rowsTop + CGFloat(row) * rowHeight, width: width, height: rowHeight)
    }

    /// Gives the rows their own heights.
    mutating func setRowHeights(_ heights: [CGFloat]) {
        var offsets = [CGFloat](repeating: 0, count: heights.count + 1)
        for (row, height) in heights.enumerated() { offsets[row + 1] = offsets[row] + height }
        rowOffsets = offsets
    }

    /// Changes one row's height; the rows under it move.
    mutating func setHeight(_ height: CGFloat, ofRow row: Int) {
        guard var offsets = rowOffsets, offsets.indices.contains(row + 1) else { return }
        let change = height - (offsets[row + 1] - offsets[row])
        for index in (row + 1)..<offsets.count { offsets[index] += change }
        rowOffsets = offsets
    }

    /// The rows that overlap `minY ..< maxY` (content coordinates); empty if none.
    func rows(from minY: CGFloat, to maxY: CGFloat) -> Range<Int> {
        if let offsets = rowOffsets {
            guard rowCount > 0, maxY > rowsTop else { return 0..<0 }
            // The first row ending below minY, and the first starting at or below maxY.
            let first = offsets.partitionPoint { $0 > minY - rowsTop } - 1
            let end = min(offsets.partitionPoint { $0 >= maxY - rowsTop }, rowCount)
            return max(first, 0) < end ? max(first, 0)..<end : 0..<0
        }
        guard rowCount > 0, rowHeight > 0, maxY > rowsTop else { return 0..<0 }
        let first = max(Int(((minY - rowsTop) / rowHeight).rounded(.down)), 0)
        let end = min(Int(((maxY - rowsTop) / rowHeight).rounded(.up)), rowCount)
        return first < end ? first..<end : 0..<0
    }
}

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

    var rowsTop: CGFloat { top + headerHeight }
    var rowsHeight: CGFloat { CGFloat(rowCount) * rowHeight }
    var bottom: CGFloat { rowsTop + rowsHeight + footerHeight }

    var showsHeader: Bool { headerHeight > 0 && (headerTitle != nil || headerView != nil) }
    var showsFooter: Bool { footerHeight > 0 && (footerTitle != nil || footerView != nil) }

    /// The rectangle of row `row` for a table `width` wide.
    func rect(ofRow row: Int, width: CGFloat) -> CGRect {
        CGRect(x: 0, y: rowsTop + CGFloat(row) * rowHeight, width: width, height: rowHeight)
    }

    /// The rows that overlap `minY ..< maxY` (content coordinates); empty if none.
    func rows(from minY: CGFloat, to maxY: CGFloat) -> Range<Int> {
        guard rowCount > 0, rowHeight > 0, maxY > rowsTop else { return 0..<0 }
        let first = max(Int(((minY - rowsTop) / rowHeight).rounded(.down)), 0)
        let end = min(Int(((maxY - rowsTop) / rowHeight).rounded(.up)), rowCount)
        return first < end ? first..<end : 0..<0
    }
}

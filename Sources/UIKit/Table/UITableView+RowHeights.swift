import CoreGraphics
import Foundation

/// Rows of their own heights: from the delegate's `heightForRowAt` (asked for every
/// row at a reload, as UIKit does without estimates), or self-sizing
/// (`automaticDimension`): such a row is `estimatedRowHeight` high until its cell comes
/// into view, then as high as the cell needs — its Auto Layout constraints fitted to the
/// table's width, or for cells without constraints its style's labels and 11-point margins.
extension UITableView {
    /// Gives `section`'s rows their heights where they are not all `rowHeight`.
    func giveRowHeights(to section: inout TableSection, index: Int) {
        guard section.rowCount > 0, delegateGivesRowHeights || rowHeight < 0 else { return }
        let tableDelegate = delegate as? any UITableViewDelegate
        var heights: [CGFloat] = []
        heights.reserveCapacity(section.rowCount)
        for row in 0..<section.rowCount {
            var height = rowHeight
            if delegateGivesRowHeights, let tableDelegate {
                height = tableDelegate.tableView(self, heightForRowAt: IndexPath(row: row, section: index))
                // The protocol's default answered: the rows are all rowHeight high.
                if !delegateGivesRowHeights && rowHeight >= 0 { return }
            }
            if height < 0 {
                height = estimatedRowHeight > 0 ? estimatedRowHeight : 44
                section.unmeasured.insert(row)
            }
            heights.append(height)
        }
        section.setRowHeights(heights)
    }

    /// Measures the cells of the self-sizing rows in `added` and gives their rows those
    /// heights, moving what is under them; true if a height changed.
    func measureSelfSizingRows(_ added: [IndexPath]) -> Bool {
        var changed = false
        for path in added where sections[path.section].unmeasured.contains(path.row) {
            sections[path.section].unmeasured.remove(path.row)
            guard let cell = shownCells[path] else { continue }
            let height = cell.fittingHeight(width: bounds.width)
            guard height != rectForRow(at: path).height else { continue }
            sections[path.section].setHeight(height, ofRow: path.row)
            changed = true
        }
        if changed { restackSections() }
        return changed
    }
}

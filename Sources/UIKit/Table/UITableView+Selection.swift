import CoreGraphics
import Foundation

/// Selecting rows: by code (`selectRow`, `deselectRow`, which do not tell the
/// delegate) and by tap (which asks and tells it). A finger that stays put highlights
/// the row under it (`HighlightPress`) until it lifts or the touch becomes a scroll; a
/// quick tap highlights at its lift. Apple's order on a tap:
/// shouldHighlight, didHighlight; the finger up: didUnhighlight, willSelect (which may
/// pick another row or none), willDeselect and didDeselect of the row before, didSelect.
/// One row at a time, or several with `allowsMultipleSelection`, where a tap on a
/// selected row deselects it (willDeselect, didDeselect).
extension UITableView {
    /// The selected row (the first, several being selected), if any.
    public var indexPathForSelectedRow: IndexPath? { selectedRows.min() }

    /// The selected rows, in order; nil if none.
    public var indexPathsForSelectedRows: [IndexPath]? { selectedRows.isEmpty ? nil : selectedRows.sorted() }

    /// Selects row `indexPath` — deselecting the others unless several may be selected —
    /// then scrolls it to `scrollPosition`; nil deselects every row.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath, allowsSelection else {
            for path in selectedRows.sorted() { deselectRow(at: path, animated: animated) }
            return
        }
        if !allowsMultipleSelection {
            for path in selectedRows.sorted() where path != indexPath { deselectRow(at: path, animated: animated) }
        }
        selectedRows.insert(indexPath)
        cellForRow(at: indexPath)?.setSelected(true, animated: animated)
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects row `indexPath`; `animated`, its cell's selection fades out.
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        guard selectedRows.remove(indexPath) != nil else { return }
        cellForRow(at: indexPath)?.setSelected(false, animated: animated)
    }

    /// The row at `point` a touch may highlight and select: not under a control in a cell.
    private func selectableRow(at point: CGPoint) -> IndexPath? {
        touchLandsOnControl(at: point) ? nil : indexPathForRow(at: point)
    }

    /// A finger stayed on `point` (or tapped it): highlights the row there if the delegate
    /// agrees — not for the touch that stopped the table coasting.
    func highlightRow(at point: CGPoint) {
        guard !highlightAsked, highlightedRow == nil, allowsSelection, !touchStoppedMotion, let indexPath = selectableRow(at: point)
        else { return }
        highlightAsked = true
        let delegate = delegate as? any UITableViewDelegate
        guard delegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true else { return }
        highlightedRow = indexPath
        cellForRow(at: indexPath)?.setHighlighted(true, animated: false)
        delegate?.tableView(self, didHighlightRowAt: indexPath)
    }

    /// Takes the highlight away (the finger lifted, or the touch became a scroll).
    func unhighlight() {
        guard let indexPath = highlightedRow else { return }
        highlightedRow = nil
        cellForRow(at: indexPath)?.setHighlighted(false, animated: false)
        (delegate as? any UITableViewDelegate)?.tableView(self, didUnhighlightRowAt: indexPath)
    }

    /// A tap ended on the table: selects (or, several selectable, toggles) the row under
    /// it as UIKit does. A tap on a control in a cell, or the touch that stopped the
    /// table coasting, selects nothing.
    func tapped(_ tap: UITapGestureRecognizer) {
        guard tap.state == .ended else { return }
        highlightRow(at: tap.location(in: self))
        unhighlight()
        guard allowsSelection, !touchStoppedMotion, let tappedRow = selectableRow(at: tap.location(in: self)) else { return }
        let delegate = delegate as? any UITableViewDelegate
        if allowsMultipleSelection, selectedRows.contains(tappedRow) {
            guard let row = delegate.map({ $0.tableView(self, willDeselectRowAt: tappedRow) }) ?? tappedRow else { return }
            deselectRow(at: row, animated: false)
            delegate?.tableView(self, didDeselectRowAt: row)
            return
        }
        guard let row = delegate.map({ $0.tableView(self, willSelectRowAt: tappedRow) }) ?? tappedRow else { return }
        var deselected: [IndexPath] = []
        if !allowsMultipleSelection {
            for path in selectedRows.sorted() where path != row {
                guard let leaving = delegate.map({ $0.tableView(self, willDeselectRowAt: path) }) ?? path else { continue }
                deselectRow(at: leaving, animated: false)
                deselected.append(leaving)
            }
        }
        selectedRows.insert(row)
        cellForRow(at: row)?.setSelected(true, animated: false)
        for path in deselected { delegate?.tableView(self, didDeselectRowAt: path) }
        delegate?.tableView(self, didSelectRowAt: row)
    }
}

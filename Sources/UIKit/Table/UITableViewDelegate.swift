import CoreGraphics
import Foundation

/// What a table view tells its delegate (set as the scroll view's `delegate`: a
/// `UITableViewDelegate` is a `UIScrollViewDelegate`). Every method is optional.
@preconcurrency @MainActor public protocol UITableViewDelegate: UIScrollViewDelegate {
    /// A cell is about to come into view for `indexPath`.
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
    /// Whether a finger on row `indexPath` highlights it (true by default).
    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
    /// A finger came down on row `indexPath`: its cell is highlighted.
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath)
    /// The finger lifted or the touch turned into a scroll: the highlight is gone.
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath)
    /// A tap is about to select row `indexPath`: the row to select instead, or nil for none
    /// (by default `indexPath`).
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    /// A tap selected row `indexPath` (the row stays selected until deselected).
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
    /// A tap is about to deselect row `indexPath`: the row to deselect instead, or nil
    /// to keep it selected (by default `indexPath`).
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
    /// Row `indexPath` was deselected by a tap (on another row, or on it when several may be selected).
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
    /// A cell left the view (it goes back to the reuse queue).
    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)
    /// Row `indexPath`'s height; `UITableView.automaticDimension`: as high as its cell
    /// needs. Not implemented, every row is `rowHeight` high.
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    /// A view for section `section`'s header (nil: its title's band, if it has a title).
    /// Kiosk asks for every section's header and footer views once per reload.
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?
    /// The height of section `section`'s header; `UITableView.automaticDimension` (the
    /// default): `sectionHeaderHeight` where there is a title or a view, else none.
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
    /// The "i" of row `indexPath`'s detail button was tapped (the row is not selected).
    func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath)
}

extension UITableViewDelegate {
    public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    public func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    /// The table's `rowHeight`; it notes that the delegate has no heights of its own.
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.delegateGivesRowHeights = false
        return tableView.rowHeight
    }
    public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
    public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
    public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { UITableView.automaticDimension }
    public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat { UITableView.automaticDimension }
    public func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}
}

import CoreGraphics
import Foundation

/// Selecting rows by tap: a tap on a row (not on a control in it, and not the touch
/// that stopped the table coasting) selects it, deselects the one before and tells the delegate.
extension UITableView {
    /// A tap ended on the table: selects the row under it, as UIKit does.
    func tapped(_ tap: UITapGestureRecognizer) {
        guard tap.state == .ended, allowsSelection, !touchStoppedMotion else { return }
        let point = tap.location(in: self)
        var hit = hitTest(point, with: nil)
        while let view = hit, view !== self {
            if view is UIControl { return }
            hit = view.superview
        }
        guard let indexPath = indexPathForRow(at: point) else { return }
        let previous = selectedRow
        selectRow(at: indexPath, animated: false, scrollPosition: .none)
        let delegate = delegate as? any UITableViewDelegate
        if let previous, previous != indexPath { delegate?.tableView(self, didDeselectRowAt: previous) }
        delegate?.tableView(self, didSelectRowAt: indexPath)
    }
}

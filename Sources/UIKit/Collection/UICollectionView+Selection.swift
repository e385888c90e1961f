import CoreGraphics

/// Selecting items: by code (`selectItem`, `deselectItem`, which do not tell the
/// delegate) and by tap (which asks and tells it). One item at a time, or several with
/// `allowsMultipleSelection`, where a tap on a selected item deselects it.
extension UICollectionView {
    /// The selected items, in order.
    public var indexPathsForSelectedItems: [IndexPath]? { selectedItems.sorted() }

    /// Selects item `indexPath` (nil: deselects every item) — the others too unless
    /// several may be selected — then scrolls it to `scrollPosition`.
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath, allowsSelection else {
            for path in selectedItems.sorted() { deselectItem(at: path, animated: animated) }
            return
        }
        if !allowsMultipleSelection {
            for path in selectedItems.sorted() where path != indexPath { deselectItem(at: path, animated: animated) }
        }
        selectedItems.insert(indexPath)
        if let cell = cellForItem(at: indexPath), !cell.isSelected { cell.isSelected = true }
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects item `indexPath`.
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        guard selectedItems.remove(indexPath) != nil else { return }
        if let cell = cellForItem(at: indexPath), cell.isSelected { cell.isSelected = false }
    }

    /// A tap ended on the collection view: selects (or, several selectable, toggles) the
    /// item under it as UIKit does — asking `shouldSelectItemAt` first, then telling
    /// `didDeselectItemAt` for the items that lost their selection, then `didSelectItemAt`.
    /// A tap on a control in a cell, or the touch that stopped the content coasting, selects nothing.
    func tapped(_ tap: UITapGestureRecognizer) {
        guard tap.state == .ended, allowsSelection, !touchStoppedMotion else { return }
        let point = tap.location(in: self)
        var hit = hitTest(point, with: nil)
        while let view = hit, view !== self {
            if view is UIControl { return }
            hit = view.superview
        }
        guard let indexPath = indexPathForItem(at: point) else { return }
        let delegate = delegate as? any UICollectionViewDelegate
        if allowsMultipleSelection, selectedItems.contains(indexPath) {
            guard delegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true else { return }
            deselectItem(at: indexPath, animated: false)
            delegate?.collectionView(self, didDeselectItemAt: indexPath)
            return
        }
        guard delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else { return }
        let deselected = allowsMultipleSelection ? [] : selectedItems.subtracting([indexPath]).sorted()
        selectItem(at: indexPath, animated: false, scrollPosition: [])
        for path in deselected { delegate?.collectionView(self, didDeselectItemAt: path) }
        delegate?.collectionView(self, didSelectItemAt: indexPath)
    }
}

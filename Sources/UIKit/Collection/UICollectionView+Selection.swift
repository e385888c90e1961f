import CoreGraphics

/// Selecting items: by code (`selectItem`, `deselectItem`, which do not tell the
/// delegate) and by tap (which asks and tells it). A finger that stays put highlights the
/// item under it (`HighlightPress`) until it lifts or scrolls; a quick tap highlights at
/// its lift (Apple's order on a tap: didHighlight; then, the finger up, didUnhighlight,
/// shouldSelect, didDeselect of the item before, didSelect). One item at a time, or several with
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

    /// The item at `point` a touch may highlight and select: not under a control in a cell.
    private func selectableItem(at point: CGPoint) -> IndexPath? {
        touchLandsOnControl(at: point) ? nil : indexPathForItem(at: point)
    }

    /// A finger stayed on `point` (or tapped it): highlights the item there if the
    /// delegate agrees — not for the touch that stopped the content coasting.
    func highlightItem(at point: CGPoint) {
        guard !highlightAsked, highlightedItem == nil, allowsSelection, !touchStoppedMotion, let indexPath = selectableItem(at: point)
        else { return }
        highlightAsked = true
        let delegate = delegate as? any UICollectionViewDelegate
        guard delegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true else { return }
        highlightedItem = indexPath
        cellForItem(at: indexPath)?.isHighlighted = true
        delegate?.collectionView(self, didHighlightItemAt: indexPath)
    }

    /// Takes the highlight away (the finger lifted, or the touch became a scroll).
    func unhighlight() {
        guard let indexPath = highlightedItem else { return }
        highlightedItem = nil
        cellForItem(at: indexPath)?.isHighlighted = false
        (delegate as? any UICollectionViewDelegate)?.collectionView(self, didUnhighlightItemAt: indexPath)
    }

    /// A tap ended on the collection view: selects (or, several selectable, toggles) the
    /// item under it as UIKit does — after taking the highlight away, asking `shouldSelectItemAt`, then telling
    /// `didDeselectItemAt` for the items that lost their selection, then `didSelectItemAt`.
    /// A tap on a control in a cell, or the touch that stopped the content coasting, selects nothing.
    func tapped(_ tap: UITapGestureRecognizer) {
        guard tap.state == .ended else { return }
        highlightItem(at: tap.location(in: self))
        unhighlight()
        guard allowsSelection, !touchStoppedMotion, let indexPath = selectableItem(at: tap.location(in: self)) else { return }
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

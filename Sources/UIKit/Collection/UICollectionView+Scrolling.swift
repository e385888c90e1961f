import CoreGraphics

/// Scrolling an item into view: to an edge or the centre on each axis, within the content's range.
extension UICollectionView {
    /// Where `scrollToItem(at:at:animated:)` puts the item; one vertical and one
    /// horizontal position may be combined. Empty: the least scroll that shows it.
    public struct ScrollPosition: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// Scrolls so that item `indexPath` is at `scrollPosition` (inside the content
    /// insets), clamped to the content's range.
    public func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        layoutIfNeeded()
        guard let frame = layoutAttributesForItem(at: indexPath)?.frame else { return }
        guard !scrollPosition.isEmpty else {
            scrollRectToVisible(frame, animated: animated)
            return
        }
        let inset = adjustedContentInset, range = offsetRange
        var target = contentOffset
        if scrollPosition.contains(.top) {
            target.y = frame.minY - inset.top
        } else if scrollPosition.contains(.centeredVertically) {
            target.y = frame.midY - (bounds.height + inset.top - inset.bottom) / 2
        } else if scrollPosition.contains(.bottom) {
            target.y = frame.maxY - bounds.height + inset.bottom
        }
        if scrollPosition.contains(.left) {
            target.x = frame.minX - inset.left
        } else if scrollPosition.contains(.centeredHorizontally) {
            target.x = frame.midX - (bounds.width + inset.left - inset.right) / 2
        } else if scrollPosition.contains(.right) {
            target.x = frame.maxX - bounds.width + inset.right
        }
        target.x = min(max(target.x, range.x.lowerBound), range.x.upperBound)
        target.y = min(max(target.y, range.y.lowerBound), range.y.upperBound)
        setContentOffset(target, animated: animated)
    }
}

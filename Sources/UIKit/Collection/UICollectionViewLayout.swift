import CoreGraphics

/// What places a collection view's elements: the collection view calls `prepare()`
/// after the layout was invalidated (new data, a new size), then asks for the content's
/// size and for the attributes of the elements in view. Subclasses compute those;
/// this base lays out nothing.
@preconcurrency @MainActor open class UICollectionViewLayout {
    /// The collection view the layout is set on.
    public internal(set) weak var collectionView: UICollectionView?

    public init() {}

    /// Computes what the layout needs before it is asked for attributes; does nothing here.
    open func prepare() {}

    /// The size of everything laid out.
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of the cells and supplementary views that overlap `rect` (content coordinates).
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    open func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                   at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Marks the layout out of date: the collection view prepares it again at its next layout.
    open func invalidateLayout() {
        collectionView?.layoutWasInvalidated()
    }

    /// Whether the collection view's new bounds (a scroll, a new size) need a new layout; false here.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// Whether a self-sizing cell's `preferred` attributes (from
    /// `preferredLayoutAttributesFitting(_:)`) differ enough from the `original` ones to lay
    /// out again; false here. Asked only of layouts that size their cells (`sizesCells`).
    open func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                     withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool { false }

    /// Kiosk's own: whether the collection view should ask the cells coming into view for
    /// their preferred attributes (a flow layout with an estimated item size).
    var sizesCells: Bool { false }

    /// Kiosk's own: the data changed, `newIndexPath` telling where each old item went
    /// (nil: everything reloaded), so a layout keeping per-item state can move it.
    func itemsMoved(_ newIndexPath: ((IndexPath) -> IndexPath?)?) {}

    /// Where an item inserted by a batch update starts; nil (here): at its place,
    /// transparent, so it fades in.
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Where an item deleted by a batch update ends; nil (here): where it was,
    /// transparent, so it fades out.
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
}

import CoreGraphics

/// UIKit's line-based layout: items of `itemSize` (or the delegate's sizes) fill lines
/// across the collection view and the lines stack in `scrollDirection`, each section
/// between its header and footer (see FlowLayoutSection.swift for the rules). The
/// delegate, when it is a `UICollectionViewDelegateFlowLayout`, gives per-item sizes
/// and per-section insets, spacings and header and footer sizes.
@preconcurrency @MainActor open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// Every item's size, unless the delegate gives its own: 50 × 50, as in UIKit.
    open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    /// Non-zero: items are self-sizing, laid out at this estimate (`automaticSize`:
    /// at `itemSize`) until their cells come into view and are measured
    /// (`preferredLayoutAttributesFitting(_:)`); the delegate's sizes are then not asked.
    /// Each measurement that changes a size lays every line out again.
    open var estimatedItemSize = CGSize.zero { didSet { invalidateLayout() } }
    /// The least space between lines: 10, as in UIKit.
    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The least space between items of a line: 10, as in UIKit.
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    open var sectionInset = UIEdgeInsets.zero { didSet { invalidateLayout() } }
    open var scrollDirection = UICollectionView.ScrollDirection.vertical { didSet { invalidateLayout() } }
    /// A section's header size: its height when scrolling vertically (it spans the
    /// width), its width when scrolling horizontally; zero, no header.
    open var headerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }
    open var footerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }

    /// UIKit's "size the cells themselves" estimate.
    public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

    /// The size of an item the delegate does not size: the estimate if there is one, else `itemSize`.
    var defaultItemSize: CGSize {
        estimatedItemSize == .zero || estimatedItemSize == Self.automaticSize ? itemSize : estimatedItemSize
    }

    /// The sizes self-sizing cells were measured at.
    private var measuredSizes: [IndexPath: CGSize] = [:]

    private var sections: [FlowLayoutSection] = []
    private var contentSize = CGSize.zero
    /// The collection's size when last prepared.
    private var preparedSize = CGSize.zero

    public override init() { super.init() }

    open override func prepare() {
        super.prepare()
        guard let collectionView else {
            sections = []
            contentSize = .zero
            return
        }
        let vertical = scrollDirection == .vertical, inset = collectionView.adjustedContentInset
        let bounds = collectionView.bounds
        let extent = vertical ? bounds.width - inset.left - inset.right : bounds.height - inset.top - inset.bottom
        let delegate = collectionView.delegate as? any UICollectionViewDelegateFlowLayout
        var result: [FlowLayoutSection] = []
        var position: CGFloat = 0
        for section in 0..<collectionView.numberOfSections {
            let count = collectionView.numberOfItems(inSection: section)
            var sizes = [CGSize](repeating: defaultItemSize, count: count)
            if sizesCells {
                for (path, size) in measuredSizes where path.section == section && path.item < count { sizes[path.item] = size }
            } else if let delegate {
                for item in 0..<count {
                    sizes[item] = delegate.collectionView(collectionView, layout: self, sizeForItemAt: IndexPath(item: item, section: section))
                }
            }
            let metrics = FlowLayoutSection.Metrics(
                inset: delegate?.collectionView(collectionView, layout: self, insetForSectionAt: section) ?? sectionInset,
                lineSpacing: delegate?.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: section) ?? minimumLineSpacing,
                interitemSpacing: delegate?.collectionView(collectionView, layout: self, minimumInteritemSpacingForSectionAt: section)
                    ?? minimumInteritemSpacing,
                headerSize: delegate?.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: section) ?? headerReferenceSize,
                footerSize: delegate?.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: section) ?? footerReferenceSize)
            let laid = FlowLayoutSection(start: position, sizes: sizes, metrics: metrics, extent: extent, vertical: vertical)
            position = laid.end
            result.append(laid)
        }
        sections = result
        contentSize = vertical ? CGSize(width: extent, height: position) : CGSize(width: position, height: extent)
        preparedSize = bounds.size
    }

    open override var collectionViewContentSize: CGSize { contentSize }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let vertical = scrollDirection == .vertical
        let from = vertical ? rect.minY : rect.minX, to = vertical ? rect.maxY : rect.maxX
        var result: [UICollectionViewLayoutAttributes] = []
        let first = sections.partitionPoint { $0.end > from }
        for index in first..<sections.count {
            let section = sections[index]
            guard section.start < to else { break }
            if let header = section.header, header.overlaps(rect) {
                result.append(supplementary(Self.header, section: index, frame: header))
            }
            for item in section.items(from: from, to: to) where section.itemFrames[item].overlaps(rect) {
                let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: index))
                attributes.frame = section.itemFrames[item]
                result.append(attributes)
            }
            if let footer = section.footer, footer.overlaps(rect) {
                result.append(supplementary(Self.footer, section: index, frame: footer))
            }
        }
        return result
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard sections.indices.contains(indexPath.section),
              sections[indexPath.section].itemFrames.indices.contains(indexPath.item) else { return nil }
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = sections[indexPath.section].itemFrames[indexPath.item]
        return attributes
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                            at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard sections.indices.contains(indexPath.section) else { return nil }
        let section = sections[indexPath.section]
        let frame = elementKind == Self.header ? section.header : elementKind == Self.footer ? section.footer : nil
        return frame.map { supplementary(elementKind, section: indexPath.section, frame: $0) }
    }

    override var sizesCells: Bool { estimatedItemSize != .zero }

    /// A measured cell of a size other than it was laid out at: keeps it, lays out again.
    open override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                              withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        guard sizesCells, preferredAttributes.representedElementCategory == .cell,
              preferredAttributes.size != originalAttributes.size else { return false }
        measuredSizes[preferredAttributes.indexPath] = preferredAttributes.size
        return true
    }

    override func itemsMoved(_ newIndexPath: ((IndexPath) -> IndexPath?)?) {
        guard let newIndexPath else {
            measuredSizes = [:]
            return
        }
        var moved: [IndexPath: CGSize] = [:]
        for (path, size) in measuredSizes { if let new = newIndexPath(path) { moved[new] = size } }
        measuredSizes = moved
    }

    /// A new size across the scroll axis lays the lines out again.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.size != preparedSize
    }

    private static var header: String { UICollectionView.elementKindSectionHeader }
    private static var footer: String { UICollectionView.elementKindSectionFooter }

    /// A header's or footer's attributes, at item 0 of its section as in UIKit.
    private func supplementary(_ kind: String, section: Int, frame: CGRect) -> UICollectionViewLayoutAttributes {
        let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: kind, with: IndexPath(item: 0, section: section))
        attributes.frame = frame
        return attributes
    }
}

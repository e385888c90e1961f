import CoreGraphics
import Foundation

/// A scrolling view of items in sections placed by a layout object (usually a
/// `UICollectionViewFlowLayout`), as UIKit's: the data source is asked only for the
/// items and supplementary views in view, and views that scroll out are reused for
/// those scrolling in, so the cost of a frame does not depend on the number of items.
/// Selection: UICollectionView+Selection.swift; batch updates: UICollectionView+Updates.swift.
@preconcurrency @MainActor open class UICollectionView: UIScrollView {
    /// What an element a layout places is.
    public enum ElementCategory: UInt, Sendable {
        case cell, supplementaryView, decorationView
    }

    /// The directions a flow layout stacks its lines in.
    public enum ScrollDirection: Int, Sendable {
        case vertical, horizontal
    }

    /// The kind of a flow layout's section headers and footers.
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// The layout placing the items; a new one lays them out again.
    open var collectionViewLayout: UICollectionViewLayout {
        didSet {
            guard oldValue !== collectionViewLayout else { return }
            oldValue.collectionView = nil
            collectionViewLayout.collectionView = self
            layoutWasInvalidated()
        }
    }
    open weak var dataSource: (any UICollectionViewDataSource)? { didSet { reloadData() } }

    /// Sets a new layout; Kiosk does not animate the change (`animated` is not used).
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        collectionViewLayout = layout
    }

    /// The registered cell classes, and the cells out of view, by reuse identifier.
    private var cellPool = ReusePool<UICollectionViewCell>()
    /// The same for supplementary views, by kind.
    private var supplementaryPools: [String: ReusePool<UICollectionReusableView>] = [:]
    /// The cells in view by index path.
    var shownCells: [IndexPath: UICollectionViewCell] = [:]
    /// A supplementary view's key: its kind and index path.
    struct SupplementaryKey: Hashable {
        var kind: String
        var indexPath: IndexPath
    }
    /// The supplementary views in view.
    var shownSupplementaries: [SupplementaryKey: UICollectionReusableView] = [:]
    /// The number of items of each section, as the data source last told.
    var itemCounts: [Int] = []
    var needsReload = true
    /// Whether the layout must be prepared again before it is asked for attributes.
    var needsPrepare = true
    /// The selected items.
    var selectedItems: Set<IndexPath> = []
    /// Whether a tap selects an item (true, as in UIKit); false deselects every item.
    open var allowsSelection = true {
        didSet { if !allowsSelection { selectItem(at: nil, animated: false, scrollPosition: []) } }
    }
    /// The item a finger is on, highlighted.
    var highlightedItem: IndexPath?
    /// Whether taps select several items, a tap on a selected one deselecting it (false, as in UIKit).
    open var allowsMultipleSelection = false
    /// How deep `performBatchUpdates` calls nest, and the batch they collect.
    var updateDepth = 0
    var pendingUpdate: TableUpdateBatch?
    /// The updates rejected lately, with UIKit's message (the last 16).
    var updateReports: [String] = []
    /// Where a rejected update is logged: standard error.
    var writeUpdateReport: (String) -> Void = { FileHandle.standardError.write(Data($0.utf8)) }
    /// Selects the item a tap lands on.
    private let selectionTap = UITapGestureRecognizer()
    /// Highlights the item a finger stays on.
    private var highlightPress: HighlightPress?
    /// Whether the delegate was asked to highlight for the touch now down (once a touch).
    var highlightAsked = false

    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
        backgroundColor = .white
        selectionTap.cancelsTouchesInView = false
        selectionTap.addTarget(nil) { [unowned self] tap in self.tapped(tap) }
        addGestureRecognizer(selectionTap)
        highlightPress = HighlightPress(on: self) { [unowned self] point in self.highlightItem(at: point) }
    }

    /// Scrolling brings items into view: lay out again.
    open override var contentOffset: CGPoint {
        didSet { setNeedsLayout() }
    }

    // MARK: Touches (highlighting; UICollectionView+Selection.swift)

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        highlightAsked = false
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        unhighlight()
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesCancelled(touches, with: event)
        unhighlight()
    }

    // MARK: Reuse

    /// Makes cells of `cellClass` for `identifier` when none waits to be reused.
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        cellPool.register((cellClass as? UICollectionViewCell.Type).map { type in { type.init(registeredReuseIdentifier: identifier) } },
                          for: identifier)
    }

    /// Makes supplementary views of `viewClass` for `elementKind` and `identifier`.
    open func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {
        supplementaryPools[elementKind, default: ReusePool()].register(
            (viewClass as? UICollectionReusableView.Type).map { type in { type.init(registeredReuseIdentifier: identifier) } },
            for: identifier)
    }

    /// A reused or new cell for `indexPath`, placed where the layout puts it; the
    /// identifier must have been registered (as in UIKit, an unregistered one stops the app, naming it).
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        guard let (cell, reused) = cellPool.dequeue(identifier) else {
            preconditionFailure("UICollectionView: could not dequeue a cell with identifier \"\(identifier)\": "
                                + "no class registered for it (call register(_:forCellWithReuseIdentifier:) first)")
        }
        if reused { cell.prepareForReuse() }
        if let attributes = collectionViewLayout.layoutAttributesForItem(at: indexPath) { place(cell, at: attributes) }
        return cell
    }

    /// A reused or new supplementary view of `elementKind` for `indexPath`; the kind and
    /// identifier must have been registered.
    open func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                               for indexPath: IndexPath) -> UICollectionReusableView {
        guard let (view, reused) = supplementaryPools[elementKind]?.dequeue(identifier) else {
            preconditionFailure("UICollectionView: could not dequeue a view of kind \(elementKind) with identifier \"\(identifier)\": "
                                + "no class registered for it (call register(_:forSupplementaryViewOfKind:withReuseIdentifier:) first)")
        }
        if reused { view.prepareForReuse() }
        if let attributes = collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath) {
            place(view, at: attributes)
        }
        return view
    }

    // MARK: Content

    /// Forgets the items and asks the data source again at the next layout; deselects every item.
    open func reloadData() {
        needsReload = true
        setNeedsLayout()
    }

    open var numberOfSections: Int {
        reloadIfNeeded()
        return itemCounts.count
    }

    open func numberOfItems(inSection section: Int) -> Int {
        reloadIfNeeded()
        return itemCounts.indices.contains(section) ? itemCounts[section] : 0
    }

    /// The layout's attributes of item `indexPath`.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareIfNeeded()
        return collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    open func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareIfNeeded()
        return collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    /// The item at `point` (content coordinates), if any.
    open func indexPathForItem(at point: CGPoint) -> IndexPath? {
        prepareIfNeeded()
        let probe = CGRect(origin: point, size: CGSize(width: 1, height: 1))
        return collectionViewLayout.layoutAttributesForElements(in: probe)?
            .last { $0.representedElementCategory == .cell && !$0.isHidden && $0.frame.contains(point) }?.indexPath
    }

    /// The cell shown for `indexPath`, nil if that item is not in view.
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { shownCells[indexPath] }

    /// The index path of a cell in view.
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        shownCells.first { $0.value === cell }?.key
    }

    /// The items in view, in order.
    open var indexPathsForVisibleItems: [IndexPath] { shownCells.keys.sorted() }

    /// The cells in view, in item order.
    open var visibleCells: [UICollectionViewCell] { shownCells.keys.sorted().compactMap { shownCells[$0] } }

    /// The supplementary view of `elementKind` shown for `indexPath`, if in view.
    open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        shownSupplementaries[SupplementaryKey(kind: elementKind, indexPath: indexPath)]
    }

    /// The supplementary views of `elementKind` in view, in order.
    open func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        indexPathsForVisibleSupplementaryElements(ofKind: elementKind).compactMap { supplementaryView(forElementKind: elementKind, at: $0) }
    }

    open func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        shownSupplementaries.keys.filter { $0.kind == elementKind }.map(\.indexPath).sorted()
    }

    // MARK: Layout

    open override func layoutSubviews() {
        super.layoutSubviews()
        prepareIfNeeded()
        var added = tile()
        // Self-sizing cells measured as they come in move the items after them: lay out again.
        for _ in 0..<4 {
            guard sizeCells(added) else { break }
            prepareIfNeeded()
            added = tile()
        }
    }

    /// Asks the cells of `added` for their preferred attributes where the layout sizes
    /// its cells; true if the layout must be prepared again.
    func sizeCells(_ added: [IndexPath]) -> Bool {
        let layout = collectionViewLayout
        guard layout.sizesCells else { return false }
        var changed = false
        for path in added {
            guard let cell = shownCells[path], let original = layout.layoutAttributesForItem(at: path) else { continue }
            let preferred = cell.preferredLayoutAttributesFitting(original)
            if layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original) { changed = true }
        }
        if changed { needsPrepare = true }
        return changed
    }

    /// Asks the data source for the sections' sizes, puts every view in view back in its
    /// queue and deselects every item.
    func reloadIfNeeded() {
        guard needsReload else { return }
        needsReload = false
        needsPrepare = true
        selectedItems = []
        for (indexPath, cell) in shownCells { retire(cell, at: indexPath) }
        shownCells = [:]
        for (key, view) in shownSupplementaries { retire(view, key) }
        shownSupplementaries = [:]
        itemCounts = currentItemCounts()
        collectionViewLayout.itemsMoved(nil)
    }

    /// The sections' item counts as the data source gives them now.
    func currentItemCounts() -> [Int] {
        guard let dataSource else { return [] }
        return (0..<max(dataSource.numberOfSections(in: self), 0)).map {
            max(dataSource.collectionView(self, numberOfItemsInSection: $0), 0)
        }
    }

    /// The layout was invalidated: prepare it again at the next layout.
    func layoutWasInvalidated() {
        needsPrepare = true
        setNeedsLayout()
    }

    /// Prepares the layout where the data, the layout or the view's size changed.
    func prepareIfNeeded() {
        reloadIfNeeded()
        if !needsPrepare, collectionViewLayout.shouldInvalidateLayout(forBoundsChange: bounds) { needsPrepare = true }
        guard needsPrepare else { return }
        needsPrepare = false
        collectionViewLayout.prepare()
        contentSize = collectionViewLayout.collectionViewContentSize
    }

    /// Shows exactly the elements the layout puts in the bounds: those that left go back
    /// to their queues, the data source is asked for those that came in, which it
    /// returns. `placingKept` false (an update about to animate), the views already in
    /// view stay where they are.
    @discardableResult
    func tile(placingKept: Bool = true) -> [IndexPath] {
        let elements = collectionViewLayout.layoutAttributesForElements(in: bounds) ?? []
        var cells: [IndexPath: UICollectionViewLayoutAttributes] = [:]
        var supplementaries: [SupplementaryKey: UICollectionViewLayoutAttributes] = [:]
        for attributes in elements {
            switch attributes.representedElementCategory {
            case .cell: cells[attributes.indexPath] = attributes
            case .supplementaryView:
                supplementaries[SupplementaryKey(kind: attributes.representedElementKind ?? "", indexPath: attributes.indexPath)] = attributes
            case .decorationView: break
            }
        }
        for (indexPath, cell) in shownCells where cells[indexPath] == nil {
            shownCells[indexPath] = nil
            retire(cell, at: indexPath)
        }
        for (key, view) in shownSupplementaries where supplementaries[key] == nil {
            shownSupplementaries[key] = nil
            retire(view, key)
        }
        for (key, attributes) in supplementaries {
            if let view = shownSupplementaries[key] {
                if placingKept { place(view, at: attributes) }
                continue
            }
            guard let view = dataSource?.collectionView(self, viewForSupplementaryElementOfKind: key.kind, at: key.indexPath) else { continue }
            place(view, at: attributes)
            shownSupplementaries[key] = view
            if view.superview !== self { insertSubview(view, at: 0) }
        }
        var added: [IndexPath] = []
        for indexPath in cells.keys.sorted() {
            let attributes = cells[indexPath]!
            if let cell = shownCells[indexPath] {
                if placingKept { place(cell, at: attributes) }
                continue
            }
            guard let cell = dataSource?.collectionView(self, cellForItemAt: indexPath) else { continue }
            place(cell, at: attributes)
            let selected = selectedItems.contains(indexPath), highlighted = indexPath == highlightedItem
            if cell.isSelected != selected { cell.isSelected = selected }
            if cell.isHighlighted != highlighted { cell.isHighlighted = highlighted }
            shownCells[indexPath] = cell
            added.append(indexPath)
            (delegate as? any UICollectionViewDelegate)?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
            if cell.superview !== self { insertSubview(cell, at: 0) }
            cell.layoutIfNeeded()
        }
        return added
    }

    /// Gives `view` the geometry, alpha, stacking and visibility of `attributes`,
    /// changing only what differs, then lets it read them (`apply(_:)`).
    func place(_ view: UICollectionReusableView, at attributes: UICollectionViewLayoutAttributes) {
        if view.bounds.size != attributes.size { view.bounds.size = attributes.size }
        if view.center != attributes.center { view.center = attributes.center }
        if view.transform != attributes.transform { view.transform = attributes.transform }
        if view.alpha != attributes.alpha { view.alpha = attributes.alpha }
        if view.layer.zPosition != CGFloat(attributes.zIndex) { view.layer.zPosition = CGFloat(attributes.zIndex) }
        if view.isHidden != attributes.isHidden { view.isHidden = attributes.isHidden }
        view.apply(attributes)
    }

    /// Takes `cell` out of view into its reuse queue.
    func retire(_ cell: UICollectionViewCell, at indexPath: IndexPath) {
        cell.removeFromSuperview()
        if let identifier = cell.reuseIdentifier { cellPool.enqueue(cell, as: identifier) }
        (delegate as? any UICollectionViewDelegate)?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
    }

    /// Takes a supplementary view out of view into its reuse queue.
    func retire(_ view: UICollectionReusableView, _ key: SupplementaryKey) {
        view.removeFromSuperview()
        if let identifier = view.reuseIdentifier { supplementaryPools[key.kind]?.enqueue(view, as: identifier) }
    }
}

import CoreGraphics
import Foundation

/// A scrolling list of rows in sections, as UIKit's: the data source is asked only
/// for the rows in view, and cells that scroll out are reused for those scrolling in
/// (`register(_:forCellReuseIdentifier:)`, `dequeueReusableCell(withIdentifier:for:)`),
/// so the cost of a frame does not depend on the number of rows.
///
/// Kiosk's table views have rows of one height (`rowHeight`), section header and
/// footer titles in plain grey bands (headers stick to the top in the plain style), single
/// selection by tap, animated updates (UITableView+Updates.swift), and no separators or editing yet.
@preconcurrency @MainActor open class UITableView: UIScrollView {
    /// UIKit's table styles; Kiosk lays out all three the same way.
    public enum Style: Int, Sendable {
        case plain, grouped, insetGrouped
    }

    public let style: Style
    open weak var dataSource: (any UITableViewDataSource)? { didSet { reloadData() } }
    /// The height of every row: 44 points, UIKit's standard row. `automaticDimension`:
    /// each row as high as its cell needs (see UITableView+RowHeights.swift).
    open var rowHeight: CGFloat = 44 { didSet { reloadData() } }
    /// The height self-sizing rows are given until their cells are measured;
    /// `automaticDimension` (the default) stands for 44.
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension { didSet { reloadData() } }
    /// Kiosk's own: false once the delegate's `heightForRowAt` was found to be the
    /// protocol's default, so that rows keep one height and are not each asked for.
    var delegateGivesRowHeights = true
    /// The height of a section's header band, where it has a title.
    open var sectionHeaderHeight: CGFloat = 28 { didSet { reloadData() } }
    /// The height of a section's footer band, where it has a title.
    open var sectionFooterHeight: CGFloat = 28 { didSet { reloadData() } }

    /// The registered cell classes, and the cells out of view ready to be handed out again, by reuse identifier.
    private var cellPool = ReusePool<UITableViewCell>()
    /// The cells in view by index path.
    var shownCells: [IndexPath: UITableViewCell] = [:]
    /// The header and footer bands in view, by section (footers under −1 − section).
    var shownBands: [Int: UIView] = [:]
    /// The registered header and footer view classes, and the views waiting for reuse, by identifier.
    var headerFooterPool = ReusePool<UITableViewHeaderFooterView>()
    /// The bands the table made for section titles, and those out of view.
    var titleBands: Set<ObjectIdentifier> = []
    var titleBandPool: [UITableViewHeaderFooterView] = []
    /// A view above the first section, scrolling with the rows (its frame's height is kept).
    open var tableHeaderView: UIView? {
        didSet { tableHeaderOrFooterChanged(from: oldValue) }
    }
    /// A view under the last section.
    open var tableFooterView: UIView? {
        didSet { tableHeaderOrFooterChanged(from: oldValue) }
    }
    var sections: [TableSection] = []
    var needsReload = true
    /// The selected rows.
    var selectedRows: Set<IndexPath> = []
    /// The row a finger is on, highlighted.
    var highlightedRow: IndexPath?
    /// Whether a tap selects a row (true, as in UIKit).
    open var allowsSelection = true
    /// Whether several rows may be selected at once, a tap on a selected row deselecting it (false, as in UIKit).
    open var allowsMultipleSelection = false
    /// How deep `beginUpdates()` calls nest, and the batch they collect.
    var updateDepth = 0
    var pendingUpdate: TableUpdateBatch?
    /// The updates rejected lately, with UIKit's message (the last 16).
    var updateReports: [String] = []
    /// Where a rejected update is logged: standard error.
    var writeUpdateReport: (String) -> Void = { FileHandle.standardError.write(Data($0.utf8)) }
    /// Selects the row a tap lands on.
    private let selectionTap = UITapGestureRecognizer()
    /// Highlights the row a finger stays on.
    private var highlightPress: HighlightPress?
    /// Whether the delegate was asked to highlight for the touch now down (once a touch).
    var highlightAsked = false

    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        backgroundColor = .white
        alwaysBounceVertical = true
        selectionTap.cancelsTouchesInView = false
        selectionTap.addTarget(nil) { [unowned self] tap in self.tapped(tap) }
        addGestureRecognizer(selectionTap)
        highlightPress = HighlightPress(on: self) { [unowned self] point in self.highlightRow(at: point) }
    }

    public convenience override init(frame: CGRect) { self.init(frame: frame, style: .plain) }

    /// Scrolling brings rows into view: lay out again.
    open override var contentOffset: CGPoint {
        didSet { setNeedsLayout() }
    }

    // MARK: Touches (highlighting; UITableView+Selection.swift)

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
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        cellPool.register((cellClass as? UITableViewCell.Type).map { type in { type.init(registeredReuseIdentifier: identifier) } },
                          for: identifier)
    }

    /// A cell waiting to be reused under `identifier`, else a new one of the class
    /// registered for it, else nil.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        guard let (cell, reused) = cellPool.dequeue(identifier) else { return nil }
        if reused { cell.prepareForReuse() }
        return cell
    }

    /// A reused or new cell for `indexPath`; the identifier must have been registered
    /// (as in UIKit, an unregistered one stops the app, naming it).
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        guard let cell = dequeueReusableCell(withIdentifier: identifier) else {
            preconditionFailure("UITableView: no cell class registered for reuse identifier \"\(identifier)\" "
                                + "(call register(_:forCellReuseIdentifier:) first)")
        }
        cell.frame = rectForRow(at: indexPath)
        return cell
    }

    // MARK: Content

    /// Forgets the rows and asks the data source again at the next layout.
    open func reloadData() {
        needsReload = true
        setNeedsLayout()
    }

    open var numberOfSections: Int {
        reloadIfNeeded()
        return sections.count
    }

    open func numberOfRows(inSection section: Int) -> Int {
        reloadIfNeeded()
        return sections.indices.contains(section) ? sections[section].rowCount : 0
    }

    /// Row `indexPath`'s rectangle in the table's content.
    open func rectForRow(at indexPath: IndexPath) -> CGRect {
        reloadIfNeeded()
        guard sections.indices.contains(indexPath.section) else { return .zero }
        return sections[indexPath.section].rect(ofRow: indexPath.row, width: bounds.width)
    }

    /// The row at `point` (content coordinates), if any.
    open func indexPathForRow(at point: CGPoint) -> IndexPath? {
        reloadIfNeeded()
        for (index, section) in sections.enumerated() where point.y >= section.top && point.y < section.bottom {
            let rows = section.rows(from: point.y, to: point.y.nextUp)
            return rows.isEmpty ? nil : IndexPath(row: rows.lowerBound, section: index)
        }
        return nil
    }

    /// The cell shown for `indexPath`, nil if that row is not in view.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { shownCells[indexPath] }

    /// The index path of a cell in view.
    open func indexPath(for cell: UITableViewCell) -> IndexPath? {
        shownCells.first { $0.value === cell }?.key
    }

    /// The rows in view, in order.
    open var indexPathsForVisibleRows: [IndexPath]? { shownCells.keys.sorted() }

    /// The cells in view, in row order.
    open var visibleCells: [UITableViewCell] { shownCells.keys.sorted().compactMap { shownCells[$0] } }

    /// Where `scrollToRow(at:at:animated:)` puts the row.
    public enum ScrollPosition: Int, Sendable {
        case none, top, middle, bottom
    }

    /// Scrolls row `indexPath` to the top, middle or bottom of the view, or (`.none`)
    /// the least that shows it — within the content's range.
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        let rect = rectForRow(at: indexPath), range = offsetRange
        let y: CGFloat
        switch scrollPosition {
        case .none:
            scrollRectToVisible(rect, animated: animated)
            return
        case .top:
            // In the plain style the section's header sticks over the top: the row goes under it, as in UIKit.
            let section = sections.indices.contains(indexPath.section) ? sections[indexPath.section] : nil
            let header = style == .plain && section?.showsHeader == true ? section?.headerHeight ?? 0 : 0
            y = rect.minY - header - adjustedContentInset.top
        case .middle: y = rect.midY - bounds.height / 2
        case .bottom: y = rect.maxY - bounds.height + adjustedContentInset.bottom
        }
        setContentOffset(CGPoint(x: contentOffset.x, y: min(max(y, range.y.lowerBound), range.y.upperBound)),
                         animated: animated)
    }

    // MARK: Layout

    open override func layoutSubviews() {
        super.layoutSubviews()
        reloadIfNeeded()
        var added = tile()
        // Self-sizing rows measured as they come in move the rows under them: tile again.
        for _ in 0..<4 {
            guard measureSelfSizingRows(added) else { break }
            added = tile()
        }
        placeTableHeaderAndFooter()
    }

    /// Asks the data source for the sections' sizes and titles, and puts every cell
    /// in view back in its reuse queue.
    func reloadIfNeeded() {
        guard needsReload else { return }
        needsReload = false
        selectedRows = []
        highlightedRow = nil
        for (indexPath, cell) in shownCells { retire(cell, at: indexPath) }
        shownCells = [:]
        recycleSectionViews()
        sections = measuredSections()
        contentSize = CGSize(width: bounds.width, height: contentHeight)
    }

    /// The sections as the data source describes them now, stacked from the top.
    func measuredSections() -> [TableSection] {
        guard let dataSource else { return [] }
        let tableDelegate = delegate as? any UITableViewDelegate
        var result: [TableSection] = []
        var top = tableHeaderView?.frame.height ?? 0
        delegateGivesRowHeights = tableDelegate != nil
        for index in 0..<max(dataSource.numberOfSections(in: self), 0) {
            let header = dataSource.tableView(self, titleForHeaderInSection: index)
            let footer = dataSource.tableView(self, titleForFooterInSection: index)
            let headerView = tableDelegate?.tableView(self, viewForHeaderInSection: index)
            let footerView = tableDelegate?.tableView(self, viewForFooterInSection: index)
            // Automatic: the standard band height where there is a title or a view, else none.
            var headerHeight = tableDelegate?.tableView(self, heightForHeaderInSection: index) ?? Self.automaticDimension
            if headerHeight < 0 { headerHeight = header != nil || headerView != nil ? sectionHeaderHeight : 0 }
            var footerHeight = tableDelegate?.tableView(self, heightForFooterInSection: index) ?? Self.automaticDimension
            if footerHeight < 0 { footerHeight = footer != nil || footerView != nil ? sectionFooterHeight : 0 }
            var section = TableSection(top: top, headerHeight: headerHeight, headerTitle: header,
                                       rowCount: max(dataSource.tableView(self, numberOfRowsInSection: index), 0),
                                       rowHeight: rowHeight, footerHeight: footerHeight, footerTitle: footer,
                                       headerView: headerView, footerView: footerView)
            giveRowHeights(to: &section, index: index)
            result.append(section)
            top = section.bottom
        }
        return result
    }

    /// The content's height: the table's header, the sections, the table's footer.
    var contentHeight: CGFloat {
        (sections.last?.bottom ?? tableHeaderView?.frame.height ?? 0) + (tableFooterView?.frame.height ?? 0)
    }

    /// Shows exactly the rows and bands in the bounds: those that left go back to
    /// their queues, the data source is asked for those that came in, which it returns.
    /// `placingKept` false (an update about to animate), the rows already in view and
    /// the bands stay where they are.
    @discardableResult
    func tile(placingKept: Bool = true) -> [IndexPath] {
        let minY = bounds.minY, maxY = bounds.maxY, width = bounds.width
        var wanted: [IndexPath] = []
        for (index, section) in sections.enumerated() where section.bottom > minY && section.top < maxY {
            for row in section.rows(from: minY, to: maxY) { wanted.append(IndexPath(row: row, section: index)) }
        }
        let keep = Set(wanted)
        for (indexPath, cell) in shownCells where !keep.contains(indexPath) {
            shownCells[indexPath] = nil
            retire(cell, at: indexPath)
        }
        var added: [IndexPath] = []
        for indexPath in wanted {
            let frame = sections[indexPath.section].rect(ofRow: indexPath.row, width: width)
            if let cell = shownCells[indexPath] {
                if placingKept, cell.frame != frame { cell.frame = frame }
                continue
            }
            guard let cell = dataSource?.tableView(self, cellForRowAt: indexPath) else { continue }
            cell.frame = frame
            cell.setSelected(selectedRows.contains(indexPath), animated: false)
            cell.setHighlighted(indexPath == highlightedRow, animated: false)
            shownCells[indexPath] = cell
            added.append(indexPath)
            (delegate as? any UITableViewDelegate)?.tableView(self, willDisplay: cell, forRowAt: indexPath)
            if cell.superview !== self { insertSubview(cell, at: 0) }
            cell.layoutIfNeeded()
        }
        if placingKept { layOutBands(bandsInView()) }
        return added
    }

    /// Takes `cell` out of view into its reuse queue.
    func retire(_ cell: UITableViewCell, at indexPath: IndexPath) {
        cell.removeFromSuperview()
        if let identifier = cell.reuseIdentifier { cellPool.enqueue(cell, as: identifier) }
        (delegate as? any UITableViewDelegate)?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
    }
}

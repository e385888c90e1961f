import CoreGraphics

/// Where the gallery puts everything in a root view of a given size, in points: the
/// page selector along the top, the stage below it, a caption, and the grid of cells
/// along the bottom. The controller lays out from it and the tour aims its taps with it.
struct GalleryLayout: Sendable {
    static let margin: CGFloat = 8
    static let selectorHeight: CGFloat = 29
    static let captionHeight: CGFloat = 22
    /// Each grid row: its heading, then its cells sharing the rest of the width.
    static let rowHeight: CGFloat = 36
    static let headingWidth: CGFloat = 64
    /// Between two cells, and above and below each cell.
    static let gap: CGFloat = 4

    let selectorFrame: CGRect
    let stageFrame: CGRect
    let captionFrame: CGRect
    /// The grid, tall enough for the page with the most rows.
    let gridFrame: CGRect

    init(size: CGSize) {
        let m = Self.margin, width = size.width - 2 * m
        selectorFrame = CGRect(x: m, y: m, width: width, height: Self.selectorHeight)
        let gridHeight = CGFloat(GalleryPage.maximumRowCount) * Self.rowHeight
        gridFrame = CGRect(x: m, y: size.height - m - gridHeight, width: width, height: gridHeight)
        captionFrame = CGRect(x: m, y: gridFrame.minY - m - Self.captionHeight, width: width, height: Self.captionHeight)
        let stageTop = selectorFrame.maxY + m
        stageFrame = CGRect(x: m, y: stageTop, width: width, height: max(captionFrame.minY - m - stageTop, 0))
    }

    /// Row `row`'s heading, in the grid's coordinates.
    func headingFrame(row: Int) -> CGRect {
        CGRect(x: 0, y: CGFloat(row) * Self.rowHeight, width: Self.headingWidth, height: Self.rowHeight)
    }

    /// Cell `index` of the `count` cells in row `row`, in the grid's coordinates.
    func cellFrame(row: Int, index: Int, of count: Int) -> CGRect {
        let cellWidth = (gridFrame.width - Self.headingWidth - CGFloat(count - 1) * Self.gap) / CGFloat(count)
        return CGRect(x: Self.headingWidth + CGFloat(index) * (cellWidth + Self.gap),
                      y: CGFloat(row) * Self.rowHeight + Self.gap / 2,
                      width: cellWidth, height: Self.rowHeight - Self.gap)
    }

    /// The middle of the cell for transition `index` of row `row` on `page`, in the root view.
    func cellCenter(page: GalleryPage, row: Int, index: Int) -> CGPoint {
        let cell = cellFrame(row: row, index: index, of: page.rows[row].transitions.count)
        return CGPoint(x: gridFrame.minX + cell.midX, y: gridFrame.minY + cell.midY)
    }

    /// The middle of `page`'s segment (the segments share the selector's width).
    func selectorCenter(page: GalleryPage) -> CGPoint {
        let segmentWidth = selectorFrame.width / CGFloat(GalleryPage.allCases.count)
        return CGPoint(x: selectorFrame.minX + (CGFloat(page.rawValue) + 0.5) * segmentWidth, y: selectorFrame.midY)
    }
}

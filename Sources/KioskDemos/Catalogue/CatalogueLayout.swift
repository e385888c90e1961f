import CoreGraphics

/// The catalogue's measures, which its constraints use, and where its parts end up on a
/// screen of a given size (Auto Layout's answer worked out by hand, for the tour: the
/// tests hold the two to each other). Under the navigation bar, the header (a column
/// of fixed-height rows with margins), then the table to the bottom of the screen.
struct CatalogueLayout {
    /// The navigation bar's height (UINavigationBar's default).
    static let barHeight: CGFloat = 44
    /// The header's margins around its rows.
    static let headerMargins = (top: CGFloat(12), side: CGFloat(16), bottom: CGFloat(12))
    static let titleHeight: CGFloat = 28
    static let subtitleHeight: CGFloat = 20
    static let aisleButtonHeight: CGFloat = 36
    /// Between the title and the subtitle, and (custom) above the aisle buttons.
    static let headerSpacing: CGFloat = 2
    static let spacingAboveButtons: CGFloat = 10
    static let aisleButtonSpacing: CGFloat = 8
    /// Table rows and sticky section headers (UITableView's defaults).
    static let rowHeight: CGFloat = 44
    static let sectionHeaderHeight: CGFloat = 28
    /// Where the tour taps the back button: inside it, past its chevron.
    static let backButton = CGPoint(x: 24, y: barHeight / 2)
    /// The grid's spacing between tiles and around them.
    static let gridSpacing: CGFloat = 8
    /// The widest a grid tile grows before the grid gains a column.
    static let maximumTileSide: CGFloat = 180
    /// The detail page's photo.
    static let photoSide: CGFloat = 160

    let size: CGSize

    static var headerHeight: CGFloat {
        headerMargins.top + titleHeight + headerSpacing + subtitleHeight + spacingAboveButtons + aisleButtonHeight
            + headerMargins.bottom
    }

    /// The table's frame on the screen.
    var table: CGRect {
        let top = Self.barHeight + Self.headerHeight
        return CGRect(x: 0, y: top, width: size.width, height: size.height - top)
    }

    /// The centre of the header's button for `aisle`.
    func center(of aisle: CatalogueAisle) -> CGPoint {
        let count = CGFloat(CatalogueAisle.allCases.count)
        let width = (size.width - 2 * Self.headerMargins.side - (count - 1) * Self.aisleButtonSpacing) / count
        let x = Self.headerMargins.side + CGFloat(aisle.rawValue) * (width + Self.aisleButtonSpacing) + width / 2
        return CGPoint(x: x, y: table.minY - Self.headerMargins.bottom - Self.aisleButtonHeight / 2)
    }

    /// The row of `section` under screen point `point` when the table's content is
    /// scrolled by `offset`, the section's header stuck to the table's top: the
    /// sections are `rowsPerSection` rows high under a header each.
    func row(at point: CGPoint, offset: CGFloat, rowsPerSection: Int) -> (section: Int, row: Int) {
        let sectionHeight = Self.sectionHeaderHeight + CGFloat(rowsPerSection) * Self.rowHeight
        let y = point.y - table.minY + offset
        let section = Int((y / sectionHeight).rounded(.down))
        let row = Int(((y - CGFloat(section) * sectionHeight - Self.sectionHeaderHeight) / Self.rowHeight).rounded(.down))
        return (section, row)
    }

    /// How many columns the grid has: as many as keep tiles at most `maximumTileSide`, at least three.
    var gridColumns: Int {
        max(3, Int(((size.width - Self.gridSpacing) / (Self.maximumTileSide + Self.gridSpacing)).rounded(.up)))
    }

    /// A grid tile's side: the columns and their spacing fill the width.
    var tileSide: CGFloat {
        let columns = CGFloat(gridColumns)
        return ((size.width - (columns + 1) * Self.gridSpacing) / columns).rounded(.down)
    }
}

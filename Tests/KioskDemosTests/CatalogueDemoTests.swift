import CoreGraphics
import Foundation
import Kiosk
@testable import KioskDemos
import KioskHeadless
import KioskTesting
import QuartzCore
import Testing
import UIKit

private let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens")

/// Stands between the catalogue's table and its data source, noting every row the table
/// asks for and every distinct cell it is given, and passing the questions on.
@MainActor private final class RowRecorder: UITableViewDataSource {
    let source: any UITableViewDataSource
    private(set) var asked: [IndexPath] = []
    private(set) var cells: Set<ObjectIdentifier> = []

    init(_ source: any UITableViewDataSource) { self.source = source }

    func numberOfSections(in tableView: UITableView) -> Int { source.numberOfSections(in: tableView) }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        source.tableView(tableView, numberOfRowsInSection: section)
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        source.tableView(tableView, titleForHeaderInSection: section)
    }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        asked.append(indexPath)
        let cell = source.tableView(tableView, cellForRowAt: indexPath)
        cells.insert(ObjectIdentifier(cell))
        return cell
    }
}

/// The catalogue demo on a headless screen, its first frame presented, its table's
/// questions recorded.
@MainActor private struct Catalogue {
    let screen: HeadlessScreen
    let navigation: UINavigationController
    let catalogue: CatalogueViewController
    let recorder: RowRecorder
    let layout: CatalogueLayout

    init(size: CGSize = CGSize(width: 320, height: 480)) {
        screen = HeadlessScreen(width: Int(size.width), height: Int(size.height))
        navigation = try! #require(Demo.catalogue.makeRootViewController() as? UINavigationController)
        catalogue = try! #require(navigation.viewControllers.first as? CatalogueViewController)
        catalogue.loadViewIfNeeded()
        recorder = RowRecorder(catalogue)
        catalogue.tableView.dataSource = recorder
        layout = CatalogueLayout(size: size)
        screen.window.rootViewController = navigation
        screen.advance(by: 0)
    }

    var table: UITableView { catalogue.tableView }

    /// Plays the tour as `HeadlessScreen.play` does, calling `afterGesture` with the
    /// gesture's number (from 0) as each finger lifts; it may let time pass up to the next gesture.
    func playTour(afterGesture: (Int) -> Void) throws {
        let tour = try TouchScript(parsing: Demo.catalogue.tour(screen.window.bounds.size), name: "catalogue tour")
        let start = screen.time
        var gestures = 0
        for step in tour.steps {
            let wait = start + step.time - screen.time
            #expect(wait >= 0, "gesture \(gestures) starts late: the check let too much time pass")
            if wait > 0 { screen.advance(by: wait) }
            switch step.action {
            case .down(let p): screen.touchDown(at: p, finger: step.finger)
            case .move(let p): screen.touchMove(to: p, finger: step.finger)
            case .up:
                screen.touchUp(finger: step.finger)
                afterGesture(gestures)
                gestures += 1
            }
        }
    }
}

/// The tour's gestures, in order.
private enum Gesture {
    static let flickDown = 0, tapRow = 1, backFromProduct = 2, openGrid = 3, flickGrid = 4, backFromGrid = 5, flickUp = 6
}

/// The rows of a plain table `height` points high scrolled to `offset`, in section 0
/// under its stuck header: those overlapping the bounds.
private func rowsInView(offset: CGFloat, height: CGFloat) -> [IndexPath] {
    let first = Int(((offset - CatalogueLayout.sectionHeaderHeight) / CatalogueLayout.rowHeight).rounded(.down))
    let last = Int(((offset + height - CatalogueLayout.sectionHeaderHeight) / CatalogueLayout.rowHeight).rounded(.up)) - 1
    return (max(first, 0)...last).map { IndexPath(row: $0, section: 0) }
}

@MainActor @Suite struct CatalogueDemoTests {
    /// The pages' parts are where `CatalogueLayout` (which the tour taps by) says: the
    /// header's rows from its stack views, the table below it to the bottom, the aisle
    /// buttons side by side, "Grid" in the bar.
    @Test(arguments: [CGSize(width: 320, height: 480), CGSize(width: 768, height: 1024), CGSize(width: 1024, height: 768)])
    func theLayoutIsWhereTheTourTaps(_ size: CGSize) throws {
        let catalogue = Catalogue(size: size)
        let page = catalogue.catalogue
        #expect(page.tableView.convert(page.tableView.bounds, to: nil) == catalogue.layout.table)
        #expect(page.header.convert(page.header.bounds, to: nil)
            == CGRect(x: 0, y: CatalogueLayout.barHeight, width: size.width, height: CatalogueLayout.headerHeight))
        #expect(page.titleLabel.frame == CGRect(x: 16, y: 12, width: size.width - 32, height: 28))
        #expect(page.subtitleLabel.frame == CGRect(x: 16, y: 42, width: size.width - 32, height: 20))
        for (aisle, button) in zip(CatalogueAisle.allCases, page.aisleButtons.arrangedSubviews) {
            let frame = button.convert(button.bounds, to: nil)
            #expect(CGPoint(x: frame.midX, y: frame.midY) == catalogue.layout.center(of: aisle))
            #expect((button as? UIButton)?.currentTitle == aisle.name)
        }
        let grid = try #require(page.navigationItem.rightBarButtonItem)
        #expect(grid.title == "Grid")
        let bar = catalogue.navigation.navigationBar
        let gridPoint = bar.convert(CatalogueTour.gridButton(on: size), from: nil)
        #expect(bar.hitTest(gridPoint, with: nil).map { $0 !== bar } == true)
        // The first screenful: rows 0 … under the stuck "Bakery" title, asked for in order, each once.
        let rows = rowsInView(offset: 0, height: catalogue.layout.table.height)
        #expect(catalogue.recorder.asked == rows)
        #expect(page.tableView.indexPathsForVisibleRows == rows)
        #expect(page.tableView.visibleCells.map { $0.textLabel?.text } == rows.map { CatalogueProduct(at: $0).name })
    }

    /// The 10 000 products, made from their numbers: four aisles of 2 500.
    @Test func theProductsAreMadeFromTheirNumbers() {
        #expect(CatalogueProduct.perAisle == 2_500)
        #expect(CatalogueProduct(number: 0).name == "Classic Bagel 1" && CatalogueProduct(number: 0).price == "$0.99")
        #expect(CatalogueProduct(number: 1).name == "Classic Baguette 2" && CatalogueProduct(number: 1).price == "$1.36")
        #expect(CatalogueProduct(number: 73).name == "Golden Baguette 74")
        let last = CatalogueProduct(number: 9_999)
        #expect(last.aisle == .pantry && last.row == 2_499 && last.name == "Classic Lentils 2500")
        #expect(CatalogueProduct(at: IndexPath(row: 4, section: 2)) == CatalogueProduct(number: 5_004))
        #expect(Set((0..<CatalogueProduct.count).map { CatalogueProduct(number: $0).name }).count == CatalogueProduct.count)
    }

    /// The golden run on 320 × 480: the tour played gesture by gesture, frames compared
    /// mid-coast, mid-push and at rest; the rows asked for, the product opened, the
    /// pages let go once popped, and the start again at the end.
    @Test func theTourFlicksOpensAProductAndTheGridAndEndsWhereItBegan() throws {
        let catalogue = Catalogue()
        let screen = catalogue.screen, table = catalogue.table, navigation = catalogue.navigation
        let size = screen.window.bounds.size, tableHeight = catalogue.layout.table.height
        let firstScreenful = catalogue.recorder.asked
        weak var product: CatalogueDetailViewController?
        weak var grid: CatalogueGridViewController?
        var opened: CatalogueProduct?, restingOffset: CGFloat = 0, gestures = 0
        try catalogue.playTour { gesture in
            gestures += 1
            switch gesture {
            case Gesture.flickDown:
                screen.advance(by: 0.25)
                #expect(table.isDecelerating)
                expectMatchesGolden(screen.snapshot(), named: "catalogue-coasting", in: goldens)
                screen.advance(by: CatalogueTour.coast - 0.5)
                #expect(!table.isDecelerating && !screen.isAnimating)
                restingOffset = table.contentOffset.y
                // Dragged 236 points at 1 180 points a second, then coasted 1 180 / (−1000 ln 0.998),
                // coming to rest on the pixel grid (825.41 → 825).
                #expect(abs(restingOffset - (236 + 1180 / (-1000 * log(0.998))).rounded()) < 1e-9)
                // Only the rows that came into view were asked for, each once, in order;
                // the cells of the first screenful (and one more) served them all.
                let visible = rowsInView(offset: restingOffset, height: tableHeight)
                #expect(table.indexPathsForVisibleRows == visible)
                #expect(catalogue.recorder.asked == (0...(visible.last?.row ?? 0)).map { IndexPath(row: $0, section: 0) })
                // As many cells as rows can overlap the table at once.
                #expect(catalogue.recorder.cells.count == Int((tableHeight / CatalogueLayout.rowHeight).rounded(.up)) + 1)
                #expect(table.visibleCells.map { $0.textLabel?.text } == visible.map { CatalogueProduct(at: $0).name })
                let tapped = catalogue.layout.row(at: CatalogueTour.tappedRow(on: size), offset: restingOffset,
                                                  rowsPerSection: CatalogueProduct.perAisle)
                opened = CatalogueProduct(at: IndexPath(row: tapped.row, section: tapped.section))
            case Gesture.tapRow:
                screen.advance(by: 0.15)
                expectMatchesGolden(screen.snapshot(), named: "catalogue-product-pushing", in: goldens)
                screen.advance(by: 0.5)
                let page = navigation.topViewController as? CatalogueDetailViewController
                product = page
                #expect(page?.product == opened)
                #expect(page?.nameLabel.text == opened?.name && page?.priceLabel.text == opened?.price)
                #expect(page?.title == "Bakery")
                // The description wraps at the column's width (onto three lines), and the column makes room for it.
                if let details = page?.detailsLabel {
                    // (The solver's answer, to within its rounding.)
                    #expect(abs(details.frame.width - (320 - 2 * 8)) < 1e-9)
                    #expect(details.frame.height == details.sizeThatFits(CGSize(width: details.frame.width, height: 0)).height)
                    #expect((details.frame.height / details.font.lineHeight).rounded() == 3)
                }
                expectMatchesGolden(screen.snapshot(), named: "catalogue-product", in: goldens)
            case Gesture.backFromProduct:
                screen.advance(by: 0.6)
                #expect(navigation.viewControllers.count == 1 && product == nil)
                #expect(table.contentOffset.y == restingOffset && table.indexPathForSelectedRow == nil)
            case Gesture.openGrid:
                screen.advance(by: 0.6)
                grid = navigation.topViewController as? CatalogueGridViewController
                #expect(grid != nil)
            case Gesture.flickGrid:
                screen.advance(by: CatalogueTour.coast - 0.1)
                expectMatchesGolden(screen.snapshot(), named: "catalogue-grid", in: goldens)
            case Gesture.backFromGrid:
                screen.advance(by: 0.6)
                #expect(navigation.viewControllers.count == 1 && grid == nil)
            default:
                break
            }
        }
        #expect(gestures == 7)
        screen.advance(by: CatalogueTour.coast)
        // Back where it began: the first page, the table at its top, nothing moving.
        #expect(!screen.isAnimating)
        #expect(navigation.viewControllers.count == 1 && navigation.topViewController === catalogue.catalogue)
        #expect(table.contentOffset == .zero)
        #expect(table.indexPathsForVisibleRows == firstScreenful)
    }

    /// On another screen the tour opens the product under its tap and ends where it began:
    /// landscape, whose layout differs most from the golden run's (768 × 1024's layout is
    /// checked above, and CI's soak plays its tour there).
    @Test(arguments: [CGSize(width: 1024, height: 768)])
    func theTourEndsWhereItBeganOnLargerScreens(_ size: CGSize) throws {
        let catalogue = Catalogue(size: size)
        let screen = catalogue.screen, table = catalogue.table
        var expected: CatalogueProduct?, opened: CatalogueProduct?
        try catalogue.playTour { gesture in
            if gesture == Gesture.flickDown {
                screen.advance(by: CatalogueTour.coast - 0.1)
                #expect(!table.isDecelerating)
                let tapped = catalogue.layout.row(at: CatalogueTour.tappedRow(on: size), offset: table.contentOffset.y,
                                                  rowsPerSection: CatalogueProduct.perAisle)
                expected = CatalogueProduct(at: IndexPath(row: tapped.row, section: tapped.section))
            } else if gesture == Gesture.tapRow {
                screen.advance(by: 0.6)
                opened = (catalogue.navigation.topViewController as? CatalogueDetailViewController)?.product
            }
        }
        screen.advance(by: CatalogueTour.coast)
        #expect(expected != nil && opened == expected)
        #expect(!screen.isAnimating && catalogue.navigation.viewControllers.count == 1 && table.contentOffset == .zero)
    }

    /// A tap on an aisle's button scrolls its section's first row to the top, under its title.
    @Test func anAisleButtonScrollsToItsSection() {
        let catalogue = Catalogue()
        catalogue.screen.tap(at: catalogue.layout.center(of: .fruit))
        catalogue.screen.advance(by: 1)
        let sectionHeight = CatalogueLayout.sectionHeaderHeight + CGFloat(CatalogueProduct.perAisle) * CatalogueLayout.rowHeight
        #expect(catalogue.table.contentOffset.y == 2 * sectionHeight)
        #expect(catalogue.table.indexPathsForVisibleRows?.first == IndexPath(row: 0, section: 2))
        #expect(catalogue.table.headerView(forSection: 2)?.convert(CGPoint.zero, to: nil) == catalogue.layout.table.origin)
    }

    /// A tile of the grid opens its product, whose "Add to basket" says it is in the basket.
    @Test func aTileOpensItsProductAndAddPutsItInTheBasket() throws {
        let catalogue = Catalogue()
        let screen = catalogue.screen
        screen.tap(at: CatalogueTour.gridButton(on: screen.window.bounds.size))
        screen.advance(by: 0.6)
        let grid = try #require(catalogue.navigation.topViewController as? CatalogueGridViewController)
        // Three columns of 96-point tiles 8 points apart on a 320-point screen.
        #expect(catalogue.layout.gridColumns == 3 && catalogue.layout.tileSide == 96)
        let first = try #require(grid.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? CatalogueTileCell)
        #expect(first.convert(first.bounds, to: nil) == CGRect(x: 8, y: CatalogueLayout.barHeight + 8, width: 96, height: 96))
        #expect(first.initialsLabel.text == "CB" && first.nameLabel.text == "Classic Bagel 1")
        screen.tap(at: CGPoint(x: 8 + 48, y: CatalogueLayout.barHeight + 8 + 48))
        screen.advance(by: 0.6)
        let page = try #require(catalogue.navigation.topViewController as? CatalogueDetailViewController)
        #expect(page.product == CatalogueProduct(number: 0) && page.nameLabel.text == "Classic Bagel 1")
        let add = page.addButton.convert(page.addButton.bounds, to: nil)
        screen.tap(at: CGPoint(x: add.midX, y: add.midY))
        screen.advance(by: 0.1)
        #expect(page.addButton.currentTitle == "In the basket ✓" && !page.addButton.isEnabled)
    }
}

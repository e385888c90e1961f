@testable import IOSCorpus
import KioskHeadless
import Testing
import UIKit

/// `MenuListViewController.swift`: a registered cell subclass choosing its style in
/// `init(style:reuseIdentifier:)`, a controller as data source, sections with titles.
@MainActor @Suite struct MenuListViewControllerTests {
    private static let menu: [(title: String, items: [MenuItem])] = [
        ("Drinks", [MenuItem(name: "Coffee", price: "2.50"), MenuItem(name: "Tea", price: "2.00")]),
        ("Food", (1...40).map { MenuItem(name: "Dish \($0)", price: "\($0).00") }),
    ]

    private func stage() -> (HeadlessScreen, MenuListViewController) {
        let screen = HeadlessScreen(width: 200, height: 300)
        let controller = MenuListViewController(sections: Self.menu)
        screen.window.rootViewController = controller
        screen.advance(by: 0)
        return (screen, controller)
    }

    /// 300 points show the Drinks header (28), its two 50-point rows, the Food header
    /// at 128 and Food's rows from 156: rows 0 to 2 of it.
    @Test func theFirstScreenShowsTheRowsThatFit() {
        let (_, controller) = stage()
        let table = controller.tableView!
        // 28 + 2 × 50 + 28 + 40 × 50.
        #expect(table.contentSize.height == 2156)
        #expect(table.indexPathsForVisibleRows == [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0),
                                                   IndexPath(row: 0, section: 1), IndexPath(row: 1, section: 1),
                                                   IndexPath(row: 2, section: 1)])
        let cells = table.visibleCells.compactMap { $0 as? MenuPriceCell }
        #expect(cells.count == 5 && cells.allSatisfy { $0.style == .value1 })
        #expect(cells.map { $0.textLabel?.text ?? "" } == ["Coffee", "Tea", "Dish 1", "Dish 2", "Dish 3"])
        #expect(cells.map { $0.detailTextLabel?.text ?? "" } == ["2.50", "2.00", "1.00", "2.00", "3.00"])
        #expect(cells[2].frame == CGRect(x: 0, y: 156, width: 200, height: 50))
    }

    /// Scrolled (animated) to the end, the last six dishes show, and only their cells
    /// are in the table: the others went back to the reuse queue.
    @Test func scrollingToTheEndReusesTheCells() {
        let (screen, controller) = stage()
        let table = controller.tableView!
        table.scrollToRow(at: IndexPath(row: 39, section: 1), at: .bottom, animated: true)
        screen.advance(by: 0.3)
        // The content's end at the view's bottom: 2156 − 300.
        #expect(table.contentOffset.y == 1856)
        #expect(table.visibleCells.map { $0.textLabel?.text ?? "" } == (35...40).map { "Dish \($0)" })
        #expect(table.subviews.filter { $0 is MenuPriceCell }.count == 6)
    }
}

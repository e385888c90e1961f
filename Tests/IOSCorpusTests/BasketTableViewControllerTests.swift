@testable import IOSCorpus
import KioskHeadless
import Testing
import UIKit

/// `BasketTableViewController.swift`: a UITableViewController subclass with a registered
/// header view, footer titles, accessories, self-sizing rows, and rows removed, added and
/// reloaded with row animations.
@MainActor @Suite struct BasketTableViewControllerTests {
    private func stage() -> (HeadlessScreen, BasketTableViewController) {
        let screen = CorpusStage.screen(width: 320, height: 480)
        let basket = BasketTableViewController(lines: [BasketLine(name: "Coffee", price: 2.5),
                                                       BasketLine(name: "Croissant", price: 1.8),
                                                       BasketLine(name: "Juice", price: 3.2)])
        screen.window.rootViewController = basket
        screen.advance(by: 0)
        return (screen, basket)
    }

    private func texts(_ table: UITableView) -> [String] { table.visibleCells.map { $0.textLabel?.text ?? "" } }

    /// Items: a 36-point header, rows of 44 from 36, the total's footer at 168; pick-up:
    /// its header at 196, rows at 232 and 276.
    @Test func theBasketLaysOutItsSections() {
        let (screen, basket) = stage()
        let table = basket.tableView!
        #expect(table.dataSource === basket && texts(table) == ["Coffee", "Croissant", "Juice", "Counter", "Locker"])
        #expect(table.visibleCells.map(\.accessoryType) == [.disclosureIndicator, .disclosureIndicator, .disclosureIndicator, .checkmark, .none])
        #expect(table.visibleCells.map(\.frame.minY) == [36, 80, 124, 232, 276])
        #expect(table.footerView(forSection: 0)?.textLabel?.text == "Total 7.50")
        #expect(table.footerView(forSection: 0)?.frame == CGRect(x: 0, y: 168, width: 320, height: 28))
        let pickup = table.headerView(forSection: 1) as? BasketSectionHeader
        #expect(pickup?.titleLabel.text == "Pick up at" && pickup?.frame == CGRect(x: 0, y: 196, width: 320, height: 36))
        #expect(table.contentSize.height == 320)
        #expect(CorpusStage.rgba(screen, 300, 200) == [242, 242, 242, 255])
    }

    /// A tap on a pick-up option moves the checkmark; a tap on a line opens it; both
    /// leave no row selected.
    @Test func tapsChooseAndOpen() {
        let (screen, basket) = stage()
        let table = basket.tableView!
        screen.tap(at: CGPoint(x: 100, y: 298))
        #expect(basket.pickupChoice == 1 && table.indexPathForSelectedRow == nil)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 1))?.accessoryType == .checkmark)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 1))?.accessoryType == UITableViewCell.AccessoryType.none)
        screen.tap(at: CGPoint(x: 100, y: 102))
        #expect(basket.openedLines == ["Croissant"] && table.indexPathForSelectedRow == nil)
    }

    /// Removing a line fades it out and reloads when done; adding one brings it in
    /// under the others, and the total follows.
    @Test func linesComeAndGo() {
        let (screen, basket) = stage()
        let table = basket.tableView!
        let coffee = table.cellForRow(at: IndexPath(row: 0, section: 0))!
        basket.removeLine(at: 0)
        #expect(texts(table) == ["Croissant", "Juice", "Counter", "Locker"] && coffee.alpha == 0)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.frame.minY == 36)
        screen.advance(by: 0)
        screen.advance(by: 0.3)
        #expect(coffee.superview == nil && table.footerView(forSection: 0)?.textLabel?.text == "Total 5.00")
        // The completion's reloadData lays the rows out again at the next frame.
        screen.advance(by: 0)
        basket.addLine(BasketLine(name: "Tea", price: 2))
        #expect(texts(table) == ["Croissant", "Juice", "Tea", "Counter", "Locker"])
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.frame.minY == 124)
        screen.advance(by: 0.3)
        #expect(table.footerView(forSection: 0)?.textLabel?.text == "Total 7.00")
    }
}

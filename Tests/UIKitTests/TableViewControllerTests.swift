import CoreGraphics
import Foundation
import KioskHeadless
import Testing
@testable import UIKit

/// A table view controller subclass written as iOS apps write them: it overrides the
/// data source and delegate methods, and a selected row pushes a detail page.
@MainActor private final class DrinkListController: UITableViewController {
    var picked: [Int] = []
    var scrolls = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "drink")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "drink", for: indexPath)
        cell.textLabel?.text = "Drink \(indexPath.row)"
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        picked.append(indexPath.row)
        navigationController?.pushViewController(UIViewController(), animated: true)
    }

    override func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls += 1 }
}

@MainActor @Suite(.serialized) struct TableViewControllerTests {
    /// The red of a view's background as drawn now (its presentation layer's), in 8 bits.
    private func shownRed(_ view: UIView) -> Int {
        Int((((view.layer.presentation() ?? view.layer).backgroundColor?.red ?? -1) * 255).rounded())
    }

    /// The table view is the view, made in the style asked for, with the controller as
    /// data source and delegate; the subclass's overrides are what it hears.
    @Test func theTableViewIsTheViewAndTheControllerFeedsIt() {
        let grouped = UITableViewController(style: .grouped)
        #expect(grouped.tableView === grouped.view && grouped.tableView.style == .grouped)
        #expect(grouped.tableView.dataSource === grouped && grouped.tableView.delegate === grouped)
        #expect(grouped.clearsSelectionOnViewWillAppear && grouped.tableView.numberOfRows(inSection: 0) == 0)
        #expect(UITableViewController(nibName: nil, bundle: nil).tableView.style == .plain)

        let list = DrinkListController(style: .plain)
        let screen = HeadlessScreen(width: 320, height: 480)
        screen.window.rootViewController = list
        screen.advance(by: 0)
        // 480 / 44: rows 0 … 10 in view.
        #expect(list.tableView.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(list.tableView.visibleCells.map { $0.textLabel?.text ?? "" } == (0...10).map { "Drink \($0)" })
        list.tableView.contentOffset = CGPoint(x: 0, y: 44)
        #expect(list.scrolls == 1)
    }

    /// Back from the detail page, the row picked fades from grey to white as the pop
    /// slides: deselected in `viewWillAppear`, animated as the pop is.
    @Test func comingBackDeselectsTheRowAnimated() {
        let list = DrinkListController(style: .plain)
        let nav = UINavigationController(rootViewController: list)
        let screen = HeadlessScreen(width: 320, height: 480)
        screen.window.rootViewController = nav
        screen.advance(by: 0)
        // Under the 44-point bar, row 1 spans 88 … 132 on screen.
        screen.tap(at: CGPoint(x: 100, y: 110))
        #expect(list.picked == [1] && list.tableView.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        let cell = list.tableView.cellForRow(at: IndexPath(row: 1, section: 0))!
        screen.advance(by: 1)
        #expect(nav.viewControllers.count == 2 && cell.isSelected && shownRed(cell) == 209)
        nav.popViewController(animated: true)
        #expect(list.tableView.indexPathForSelectedRow == nil && !cell.isSelected)
        screen.advance(by: 0)
        // The fade is 0.25 s, ease in-out: half way at half time, white at the end.
        screen.advance(by: 0.125)
        #expect(shownRed(cell) == 232)
        screen.advance(by: 0.5)
        #expect(shownRed(cell) == 255 && nav.viewControllers.count == 1)
    }

    /// With `clearsSelectionOnViewWillAppear` false the row stays selected.
    @Test func theSelectionCanBeKept() {
        let list = DrinkListController(style: .plain)
        list.clearsSelectionOnViewWillAppear = false
        let nav = UINavigationController(rootViewController: list)
        let screen = HeadlessScreen(width: 320, height: 480)
        screen.window.rootViewController = nav
        screen.advance(by: 0)
        screen.tap(at: CGPoint(x: 100, y: 160))
        screen.advance(by: 1)
        nav.popViewController(animated: false)
        screen.advance(by: 1)
        #expect(list.picked == [2] && list.tableView.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        #expect(list.tableView.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == true)
    }
}

import CoreGraphics
import Foundation
import KioskHeadless
import Testing
@testable import UIKit

/// A registered header view class with a badge in its content view, counting the views made.
@MainActor private final class BadgeHeader: UITableViewHeaderFooterView {
    static var made = 0
    let badge = UILabel()
    override init(reuseIdentifier: String?) {
        BadgeHeader.made += 1
        super.init(reuseIdentifier: reuseIdentifier)
        contentView.addSubview(badge)
    }
}

/// Two sections: "Offers" with a 40-point custom header and three rows; a titled
/// section of two rows with a footer title.
@MainActor private final class ShopSource: UITableViewDataSource, UITableViewDelegate {
    var hideSecondHeader = false
    func numberOfSections(in tableView: UITableView) -> Int { 2 }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { section == 0 ? 3 : 2 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        section == 1 ? "Plain title" : nil
    }
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        section == 1 ? "Prices in EUR" : nil
    }
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        guard section == 0, let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "badge") as? BadgeHeader else {
            return nil
        }
        header.badge.text = "Offers"
        return header
    }
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        section == 0 ? 40 : hideSecondHeader ? 0 : UITableView.automaticDimension
    }
}

@MainActor @Suite(.serialized) struct TableHeaderFooterTests {
    /// A 200 × 300 screen with the shop's table, a 50-point red table header and a
    /// 30-point table footer.
    private func stage() -> (HeadlessScreen, UITableView, ShopSource) {
        let screen = HeadlessScreen(width: 200, height: 300)
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 200, height: 300), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.register(BadgeHeader.self, forHeaderFooterViewReuseIdentifier: "badge")
        let source = ShopSource()
        table.dataSource = source
        table.delegate = source
        let banner = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        banner.backgroundColor = .red
        table.tableHeaderView = banner
        table.tableFooterView = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 30))
        screen.window.addSubview(table)
        screen.advance(by: 0)
        return (screen, table, source)
    }

    /// Table header 0 … 50; Offers: header 50 … 90, rows from 90, ends 222; the titled
    /// section: header 222 … 250, rows 250 and 294, footer 338 … 366; table footer 366 … 396.
    @Test func headersFootersAndTheTablesOwnViewsStack() {
        BadgeHeader.made = 0
        let (screen, table, source) = stage()
        #expect(table.tableHeaderView?.frame == CGRect(x: 0, y: 0, width: 200, height: 50))
        #expect(table.tableHeaderView?.superview === table && table.contentSize.height == 396)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 0, y: 90, width: 200, height: 44))
        #expect(table.rect(forSection: 1) == CGRect(x: 0, y: 222, width: 200, height: 144))
        #expect(table.rectForHeader(inSection: 0) == CGRect(x: 0, y: 50, width: 200, height: 40))
        #expect(table.rectForFooter(inSection: 1) == CGRect(x: 0, y: 338, width: 200, height: 28))
        let offers = table.headerView(forSection: 0) as? BadgeHeader
        #expect(offers?.frame == CGRect(x: 0, y: 50, width: 200, height: 40) && offers?.badge.text == "Offers")
        #expect(offers?.reuseIdentifier == "badge" && BadgeHeader.made == 1)
        #expect(table.headerView(forSection: 1)?.textLabel?.text == "Plain title")
        #expect(table.headerView(forSection: 1)?.frame == CGRect(x: 0, y: 222, width: 200, height: 28))
        #expect(table.footerView(forSection: 1) == nil)
        // On screen: the red table header, then the header band's grey.
        #expect(ControlTestSupport.rgba(screen.pixel(x: 5, y: 5)) == [255, 0, 0, 255])
        #expect(ControlTestSupport.rgba(screen.pixel(x: 150, y: 60)) == [242, 242, 242, 255])

        table.contentOffset = CGPoint(x: 0, y: 96)
        screen.advance(by: 0)
        #expect(table.tableFooterView?.frame == CGRect(x: 0, y: 366, width: 200, height: 30))
        #expect(table.footerView(forSection: 1)?.textLabel?.text == "Prices in EUR")
        // Offers' header sticks at the top of the view.
        #expect(offers?.frame.minY == 96 && table.headerView(forSection: 1)?.frame.minY == 222)
        #expect(table.indexPathsForVisibleRows?.count == 5)
        withExtendedLifetime(source) {}
    }

    /// Reloading hands the delegate its header view back from the reuse queue.
    @Test func headerViewsAreReused() {
        BadgeHeader.made = 0
        let (screen, table, source) = stage()
        let offers = table.headerView(forSection: 0)
        table.reloadData()
        screen.advance(by: 0)
        #expect(table.headerView(forSection: 0) === offers && BadgeHeader.made == 1)
        #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "none") == nil)
        withExtendedLifetime(source) {}
    }

    /// A zero height from the delegate hides a titled header; a new table header moves the sections.
    @Test func heightsFromTheDelegateAndANewTableHeader() {
        let (screen, table, source) = stage()
        source.hideSecondHeader = true
        table.reloadData()
        screen.advance(by: 0)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)) == CGRect(x: 0, y: 222, width: 200, height: 44))
        #expect(table.headerView(forSection: 1) == nil && table.contentSize.height == 368)
        let old = table.tableHeaderView
        table.tableHeaderView = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 20))
        screen.advance(by: 0)
        #expect(old?.superview == nil && table.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 0, y: 60, width: 200, height: 44))
        #expect(table.contentSize.height == 338 && table.headerView(forSection: 0)?.frame.minY == 20)
    }
}

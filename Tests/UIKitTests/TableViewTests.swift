import CoreGraphics
import Foundation
import KioskHeadless
import Testing
@testable import UIKit

/// A cell class that counts the cells made.
@MainActor private final class CountedCell: UITableViewCell {
    static var made = 0
    var reuses = 0
    override init(style: CellStyle, reuseIdentifier: String?) {
        CountedCell.made += 1
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
    }
    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }
}

/// Rows "section.row", counting what the table asks for.
@MainActor private final class CountingSource: UITableViewDataSource, UITableViewDelegate {
    var rows: [Int]
    var headers: [String?] = []
    var footers: [String?] = []
    var asked: [IndexPath] = []
    var shown: [String] = []
    var selections: [String] = []
    init(rows: [Int]) { self.rows = rows }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        selections.append("select \(indexPath.row)")
    }
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        selections.append("deselect \(indexPath.row)")
    }
    func numberOfSections(in tableView: UITableView) -> Int { rows.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows[section] }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        asked.append(indexPath)
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = "\(indexPath.section).\(indexPath.row)"
        return cell
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        headers.indices.contains(section) ? headers[section] : nil
    }
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        footers.indices.contains(section) ? footers[section] : nil
    }
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        shown.append("+\(indexPath.row)")
    }
    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        shown.append("-\(indexPath.row)")
    }
}

@MainActor @Suite(.serialized) struct TableViewTests {
    /// A 200 × 200 screen filled by a table of `rows` (per section).
    private func stage(_ rows: [Int]) -> (HeadlessScreen, UITableView, CountingSource) {
        let screen = HeadlessScreen(width: 200, height: 200)
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 200, height: 200), style: .plain)
        table.register(CountedCell.self, forCellReuseIdentifier: "row")
        let source = CountingSource(rows: rows)
        table.dataSource = source
        table.delegate = source
        screen.window.addSubview(table)
        return (screen, table, source)
    }

    private func rows(_ range: Range<Int>, section: Int = 0) -> [IndexPath] { range.map { IndexPath(row: $0, section: section) } }

    @Test func indexPathsAreSectionAndRow() {
        let path = IndexPath(row: 3, section: 1)
        #expect(path.section == 1 && path.row == 3 && Array(path) == [1, 3])
    }

    /// A million rows of 44 points: the first frame asks for the 5 in view, scrolling
    /// asks only for the rows that come in, and cells are made only for the most ever in view (6).
    @Test func onlyTheRowsInViewAreAskedFor() {
        CountedCell.made = 0
        let (screen, table, source) = stage([1_000_000])
        screen.advance(by: 0)
        #expect(table.contentSize == CGSize(width: 200, height: 44_000_000))
        #expect(source.asked == rows(0..<5) && CountedCell.made == 5)
        #expect(table.indexPathsForVisibleRows == rows(0..<5))
        #expect(table.visibleCells.map { $0.textLabel?.text } == ["0.0", "0.1", "0.2", "0.3", "0.4"])
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.frame == CGRect(x: 0, y: 88, width: 200, height: 44))
        source.asked = []
        table.contentOffset = CGPoint(x: 0, y: 22)
        screen.advance(by: 0)
        #expect(source.asked == rows(5..<6) && CountedCell.made == 6)
        source.asked = []
        table.contentOffset = CGPoint(x: 0, y: 44 * 500_000)
        screen.advance(by: 0)
        #expect(source.asked == rows(500_000..<500_005) && CountedCell.made == 6)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) == nil)
        let reused = table.visibleCells.compactMap { $0 as? CountedCell }
        #expect(reused.count == 5 && reused.allSatisfy { $0.reuses == 1 })
        #expect(table.subviews.filter { $0 is UITableViewCell }.count == 5)
    }

    /// A flick through a long list makes no cell after the first screenful's six.
    @Test func aFlickReusesCells() {
        CountedCell.made = 0
        let (screen, table, source) = stage([10_000])
        screen.advance(by: 0)
        screen.touchDown(at: CGPoint(x: 100, y: 190))
        for i in 1...18 {
            screen.advance(by: 1.0 / 60)
            screen.touchMove(to: CGPoint(x: 100, y: 190 - 10 * CGFloat(i)))
        }
        screen.touchUp()
        screen.advance(by: 4)
        // 180 dragged at 600 pt/s, then 600 / (−1000 ln 0.998) = 299.70 coasted: 479.70 put
        // on the pixel grid, 480.
        #expect(table.contentOffset.y == 480)
        #expect(CountedCell.made == 6 && Set(source.asked).count == source.asked.count)
        // In view: 480 … 680, rows 10 to 15.
        #expect(table.indexPathsForVisibleRows == rows(10..<16) && source.asked.last == IndexPath(row: 15, section: 0))
    }

    /// Sections stack with their title bands: 28-point headers, rows, 28-point footers.
    @Test func sectionsAndTheirTitles() {
        let (screen, table, source) = stage([2, 1, 3])
        source.headers = ["Drinks", nil, "Food"]
        source.footers = [nil, nil, "Prices include tax"]
        table.reloadData()
        screen.advance(by: 0)
        #expect(table.numberOfSections == 3 && table.numberOfRows(inSection: 2) == 3)
        // Drinks: 0 header, 28 and 72 rows; section 1: its row at 116; Food: header 160, rows 188…
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 72, width: 200, height: 44))
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)) == CGRect(x: 0, y: 116, width: 200, height: 44))
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 2)) == CGRect(x: 0, y: 276, width: 200, height: 44))
        #expect(table.contentSize.height == 348)
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 120)) == IndexPath(row: 0, section: 1))
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 10)) == nil)
        #expect(source.asked == [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0),
                                 IndexPath(row: 0, section: 1), IndexPath(row: 0, section: 2)])
        let titles = table.subviews.compactMap { $0.subviews.first as? UILabel }.compactMap(\.text)
        #expect(titles.sorted() == ["Drinks", "Food"])
        table.scrollToRow(at: IndexPath(row: 2, section: 2), at: .bottom, animated: false)
        screen.advance(by: 0)
        // Bottom of the last row at the bottom of the view: 320 − 200; the footer is just below.
        #expect(table.contentOffset.y == 120)
        func bandTitles() -> [String] { table.subviews.compactMap { $0.subviews.first as? UILabel }.compactMap(\.text).sorted() }
        #expect(bandTitles() == ["Food"])
        table.contentOffset = CGPoint(x: 0, y: 148)
        screen.advance(by: 0)
        #expect(bandTitles() == ["Food", "Prices include tax"])
        table.scrollToRow(at: IndexPath(row: 0, section: 1), at: .top, animated: false)
        #expect(table.contentOffset.y == 116)
        table.scrollToRow(at: IndexPath(row: 0, section: 0), at: .middle, animated: false)
        #expect(table.contentOffset.y == 0)
    }

    /// Scrolled to the top, a row of a plain table lands under its section's sticking
    /// header, not behind it; in the grouped style headers scroll, and the row goes to the top.
    @Test func scrollingARowToTheTopLeavesRoomForItsHeader() {
        let (screen, table, source) = stage([20, 20])
        source.headers = ["A", "B"]
        table.reloadData()
        screen.advance(by: 0)
        // A: header 0, rows 28…908; B: header 908, rows from 936.
        table.scrollToRow(at: IndexPath(row: 0, section: 1), at: .top, animated: false)
        #expect(table.contentOffset.y == 908)
        table.scrollToRow(at: IndexPath(row: 3, section: 1), at: .top, animated: false)
        screen.advance(by: 0)
        #expect(abs(table.contentOffset.y - (936 + 3 * 44 - 28)) < 1e-9, "offset \(table.contentOffset.y - 1040)")
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: table.contentOffset.y + 28 + 1)) == IndexPath(row: 3, section: 1))
        #expect(table.headerView(forSection: 1)?.frame.minY == table.contentOffset.y)
        let grouped = UITableView(frame: CGRect(x: 0, y: 0, width: 200, height: 200), style: .grouped)
        grouped.register(CountedCell.self, forCellReuseIdentifier: "row")
        grouped.dataSource = source
        screen.window.addSubview(grouped)
        screen.advance(by: 0)
        grouped.scrollToRow(at: IndexPath(row: 3, section: 1), at: .top, animated: false)
        #expect(grouped.contentOffset.y == grouped.rectForRow(at: IndexPath(row: 3, section: 1)).minY)
    }

    /// The delegate hears rows come into view and leave it.
    @Test func theDelegateHearsRowsComeAndGo() {
        let (screen, table, source) = stage([20])
        screen.advance(by: 0)
        #expect(source.shown == ["+0", "+1", "+2", "+3", "+4"])
        source.shown = []
        table.contentOffset = CGPoint(x: 0, y: 88)
        screen.advance(by: 0)
        #expect(source.shown.sorted() == ["+5", "+6", "-0", "-1"])
    }

    @Test func dequeueingAnUnregisteredIdentifierGivesNil() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        #expect(table.dequeueReusableCell(withIdentifier: "none") == nil && table.style == .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "plain")
        let cell = table.dequeueReusableCell(withIdentifier: "plain")
        #expect(cell?.reuseIdentifier == "plain" && cell?.style == .default && cell?.detailTextLabel == nil)
    }

    /// The four styles' labels, 16 points in from each side of a 320 × 44 cell.
    @Test func cellStylesLayOutTheirLabels() {
        func cell(_ style: UITableViewCell.CellStyle) -> UITableViewCell {
            let cell = UITableViewCell(style: style, reuseIdentifier: nil)
            cell.textLabel?.text = "Coffee"
            cell.detailTextLabel?.text = "2.50"
            cell.layoutIfNeeded()
            return cell
        }
        let plain = cell(.default)
        let line17 = plain.textLabel!.frame.height
        #expect(plain.textLabel!.frame == CGRect(x: 16, y: ((44 - line17) / 2).rounded(), width: 288, height: line17))
        #expect(plain.textLabel!.font.pointSize == 17 && plain.detailTextLabel == nil)
        let value1 = cell(.value1)
        #expect(value1.detailTextLabel!.frame == value1.textLabel!.frame && value1.detailTextLabel!.textAlignment == .right)
        #expect(value1.detailTextLabel!.textColor == .systemGray && value1.detailTextLabel!.font.pointSize == 17)
        let subtitle = cell(.subtitle)
        let line12 = subtitle.detailTextLabel!.frame.height
        #expect(subtitle.textLabel!.frame.minY == ((44 - line17 - line12) / 2).rounded())
        #expect(subtitle.detailTextLabel!.frame.minY == subtitle.textLabel!.frame.maxY)
        let value2 = cell(.value2)
        // The text right-aligned in the first third (107 points), the detail 6 after it.
        #expect(value2.textLabel!.frame.minX == 16 && value2.textLabel!.frame.width == 91)
        #expect(value2.textLabel!.textAlignment == .right && value2.textLabel!.textColor == .systemBlue)
        #expect(value2.detailTextLabel!.frame.minX == 113 && value2.detailTextLabel!.frame.width == 191)
        #expect(line17 > line12 && line12 > 0)
    }

    /// A tap selects its row (grey background), the next tap moves the selection, and
    /// `deselectRow(at:animated:)` clears it without telling the delegate.
    @Test func aTapSelectsItsRow() {
        let (screen, table, source) = stage([20])
        screen.advance(by: 0)
        screen.tap(at: CGPoint(x: 100, y: 60))
        #expect(source.selections == ["select 1"] && table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        let cell = table.cellForRow(at: IndexPath(row: 1, section: 0))!
        #expect(cell.isSelected && cell.backgroundColor == UITableViewCell.selectionColor)
        screen.advance(by: 0)
        // systemGray4 on screen, the row under it white.
        #expect(ControlTestSupport.rgba(screen.pixel(x: 5, y: 50)) == [209, 209, 214, 255])
        #expect(ControlTestSupport.rgba(screen.pixel(x: 5, y: 100)) == [255, 255, 255, 255])
        screen.tap(at: CGPoint(x: 100, y: 100))
        #expect(source.selections == ["select 1", "deselect 1", "select 2"] && !cell.isSelected)
        #expect(cell.backgroundColor == .white)
        table.deselectRow(at: IndexPath(row: 2, section: 0), animated: true)
        #expect(table.indexPathForSelectedRow == nil && source.selections.count == 3)
        table.allowsSelection = false
        screen.tap(at: CGPoint(x: 100, y: 100))
        #expect(source.selections.count == 3 && table.indexPathForSelectedRow == nil)
    }

    /// The tap that stops a coasting table selects nothing; a selected row scrolled
    /// out and back comes back selected, in whichever cell shows it.
    @Test func theTouchThatStopsCoastingSelectsNothing() {
        let (screen, table, source) = stage([100])
        screen.advance(by: 0)
        table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        screen.touchDown(at: CGPoint(x: 100, y: 190))
        for i in 1...10 {
            screen.advance(by: 1.0 / 60)
            screen.touchMove(to: CGPoint(x: 100, y: 190 - 10 * CGFloat(i)))
        }
        screen.touchUp()
        screen.advance(by: 0.2)
        #expect(table.isDecelerating)
        screen.tap(at: CGPoint(x: 100, y: 100))
        #expect(!table.isDecelerating && source.selections.isEmpty)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 0, section: 0))
        table.setContentOffset(.zero, animated: false)
        screen.advance(by: 0)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))!.isSelected)
        #expect(table.visibleCells.filter(\.isSelected).count == 1)
    }

    /// In the plain style a section's header sticks to the top while its rows pass
    /// under it, until the next header pushes it up; it is drawn over the rows.
    @Test func plainHeadersStickToTheTop() {
        let (screen, table, source) = stage([5, 5])
        source.headers = ["One", "Two"]
        table.reloadData()
        screen.advance(by: 0)
        func band(_ title: String) -> UIView? {
            table.subviews.first { ($0.subviews.first as? UILabel)?.text == title }
        }
        #expect(band("One")?.frame == CGRect(x: 0, y: 0, width: 200, height: 28))
        // Section One spans 0 … 248 (28 + 5 × 44): at 100 its header sticks at 100.
        table.contentOffset = CGPoint(x: 0, y: 100)
        screen.advance(by: 0)
        let order = table.subviews
        let bandIndex = order.firstIndex { $0 === band("One") }!
        #expect(band("One")?.frame.minY == 100 && order.indices.allSatisfy { !(order[$0] is UITableViewCell) || $0 < bandIndex })
        // At 230 it is pushed up to 248 − 28 = 220 by Two's header at 248.
        table.contentOffset = CGPoint(x: 0, y: 230)
        screen.advance(by: 0)
        #expect(band("One")?.frame.minY == 220 && band("Two")?.frame.minY == 248)
        // On screen: the sticky header's grey (0.95) over the row at the view's top.
        #expect(ControlTestSupport.rgba(screen.pixel(x: 150, y: 5)) == [242, 242, 242, 255])
        // Grouped headers scroll with their rows.
        let grouped = UITableView(frame: CGRect(x: 0, y: 0, width: 200, height: 200), style: .grouped)
        grouped.register(CountedCell.self, forCellReuseIdentifier: "row")
        grouped.dataSource = source
        grouped.contentOffset = CGPoint(x: 0, y: 10)
        grouped.layoutIfNeeded()
        let groupedBand = grouped.subviews.first { ($0.subviews.first as? UILabel)?.text == "One" }
        #expect(groupedBand?.frame.minY == 0)
    }
}

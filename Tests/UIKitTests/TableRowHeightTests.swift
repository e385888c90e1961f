import CoreGraphics
import Foundation
import KioskHeadless
import Testing
@testable import UIKit

/// A cell whose label is pinned 15 points inside its content view's top and bottom by
/// constraints: it needs the label's 20 points and 30.
@MainActor private final class PinnedCell: UITableViewCell {
    override init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        let label = UILabel()
        label.text = "Pinned"
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 15),
            label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -15),
            label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
        ])
    }
}

/// Rows of `texts`; `heights` answers `heightForRowAt` where it is set.
@MainActor private final class SizedSource: UITableViewDataSource, UITableViewDelegate {
    var texts: [String]
    var heights: [CGFloat]?
    var identifier = "row"
    var asked: [Int] = []
    init(_ texts: [String]) { self.texts = texts }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { texts.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        asked.append(indexPath.row)
        let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
        cell.textLabel?.text = texts[indexPath.row]
        cell.textLabel?.numberOfLines = 0
        return cell
    }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        heights?[indexPath.row] ?? tableView.rowHeight
    }
}

@MainActor @Suite(.serialized) struct TableRowHeightTests {
    private func stage(_ source: SizedSource, configure: (UITableView) -> Void = { _ in }) -> (HeadlessScreen, UITableView) {
        let screen = HeadlessScreen(width: 200, height: 200)
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.register(PinnedCell.self, forCellReuseIdentifier: "pinned")
        configure(table)
        table.dataSource = source
        table.delegate = source
        screen.window.addSubview(table)
        screen.advance(by: 0)
        return (screen, table)
    }

    /// The delegate's heights stack the rows; only the rows in view are asked for.
    @Test func theDelegateGivesRowHeights() {
        let source = SizedSource((0..<100).map { "Row \($0)" })
        source.heights = (0..<100).map { $0 % 2 == 0 ? 30 : 60 }
        let (screen, table) = stage(source)
        #expect(table.contentSize.height == 4500)
        #expect(table.rectForRow(at: IndexPath(row: 3, section: 0)) == CGRect(x: 0, y: 120, width: 200, height: 60))
        // 0 … 200: rows 0 (0–30), 1 (30–90), 2 (90–120), 3 (120–180), 4 (180–210).
        #expect(table.indexPathsForVisibleRows == (0..<5).map { IndexPath(row: $0, section: 0) } && source.asked == [0, 1, 2, 3, 4])
        table.contentOffset = CGPoint(x: 0, y: 45 * 90)
        screen.advance(by: 0)
        #expect(table.indexPathsForVisibleRows?.first == IndexPath(row: 90, section: 0))
        #expect(table.indexPathForRow(at: CGPoint(x: 5, y: 45 * 90 + 31)) == IndexPath(row: 91, section: 0))
    }

    /// Self-sizing rows with Auto Layout cells: estimated at 80 until shown, then 50.
    @Test func autoLayoutCellsSizeTheirRows() {
        let source = SizedSource((0..<20).map { "Row \($0)" })
        source.identifier = "pinned"
        let (_, table) = stage(source) { table in
            table.rowHeight = UITableView.automaticDimension
            table.estimatedRowHeight = 80
        }
        // Rows 0–2 came into view at 80 and were measured at 50; then row 3 came in
        // (150–230) and was measured; 0–200 holds four rows. The other 16 are still 80.
        #expect(PinnedCell(style: .default, reuseIdentifier: nil).contentView.constraints.count == 3)
        #expect(table.rectForRow(at: IndexPath(row: 3, section: 0)) == CGRect(x: 0, y: 150, width: 200, height: 50))
        #expect(table.rectForRow(at: IndexPath(row: 4, section: 0)) == CGRect(x: 0, y: 200, width: 200, height: 80))
        #expect(table.contentSize.height == 4 * 50 + 16 * 80 && source.asked == [0, 1, 2, 3])
        #expect(table.visibleCells.map(\.frame.minY) == [0, 50, 100, 150])
        // An update measures the rows in view again: they slide up 50, not to estimates.
        source.texts.remove(at: 0)
        table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
        #expect(table.visibleCells.map(\.frame.minY) == [0, 50, 100, 150] && table.visibleCells.allSatisfy { $0.frame.height == 50 })
        #expect(table.contentSize.height == 4 * 50 + 15 * 80 && table.updateReports.isEmpty)
    }

    /// Self-sizing built-in cells: a one-line row is UIKit's 44, a wrapped one its
    /// lines and 22 points; the delegate can mix fixed and automatic rows.
    @Test func builtInCellsSizeByTheirLabels() {
        let line = UILabel()
        line.font = UIFont.systemFont(ofSize: 17)
        line.text = "Tea"
        let lineHeight = line.sizeThatFits(CGSize(width: 168, height: 0)).height
        let source = SizedSource(["Tea", "A very long description of a coffee that wraps onto several lines", "Fixed"])
        source.heights = [UITableView.automaticDimension, UITableView.automaticDimension, 30]
        let (_, table) = stage(source)
        let wrapped = table.rectForRow(at: IndexPath(row: 1, section: 0)).height
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 44)
        #expect(lineHeight + 22 < 44 && wrapped > 44)
        #expect(Int((wrapped - 22) / lineHeight) >= 3 && (wrapped - 22).truncatingRemainder(dividingBy: lineHeight) < 1)
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)) == CGRect(x: 0, y: 44 + wrapped, width: 200, height: 30))
    }
}


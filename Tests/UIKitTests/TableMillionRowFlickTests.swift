import CoreGraphics
import Foundation
import KioskHeadless
import Testing
@testable import UIKit

/// A subtitle cell that counts the cells made.
@MainActor private final class MillionRowCell: UITableViewCell {
    static var made = 0
    override init(style: CellStyle, reuseIdentifier: String?) {
        MillionRowCell.made += 1
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
    }
}

/// `kiosk-bench --scroll`'s longest table: a million subtitle rows 64 points high,
/// noting every row it is asked for.
@MainActor private final class MillionRowController: UITableViewController {
    var asked: [Int] = []
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.rowHeight = 64
        tableView.register(MillionRowCell.self, forCellReuseIdentifier: "item")
    }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1_000_000 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        asked.append(indexPath.row)
        let cell = tableView.dequeueReusableCell(withIdentifier: "item", for: indexPath)
        cell.textLabel?.text = "Item \(indexPath.row + 1)"
        cell.detailTextLabel?.text = "Row \(indexPath.row + 1) of 1000000"
        return cell
    }
}

/// Issue 16's length independence, counted rather than timed: flicked with momentum at
/// 1080 × 1920, a million-row table makes no cell after its first screenful (and the
/// one more a part-scrolled screen shows), and is asked only for the rows coming into view.
@MainActor @Suite(.serialized) struct TableMillionRowFlickTests {
    /// The rows a 1920-point screen shows at offset `y`: those overlapping it.
    private func rowsInView(at y: CGFloat) -> Set<Int> {
        Set(Int((y / 64).rounded(.down))..<Int(((y + 1920) / 64).rounded(.up)))
    }

    @Test func flicksMakeNoCellAfterTheFirstScreenful() {
        MillionRowCell.made = 0
        let screen = HeadlessScreen(width: 1080, height: 1920)
        let list = MillionRowController(style: .plain)
        screen.window.rootViewController = list
        screen.advance(by: 0)
        let table = list.tableView!
        #expect(table.contentSize.height == 64_000_000)
        // 1920 / 64: exactly rows 0 … 29 fill the screen.
        #expect(MillionRowCell.made == 30 && list.asked == Array(0..<30))

        var expectedAsks = 30, shown = rowsInView(at: 0)
        /// One frame; the rows that came into view since the frame before are the ones asked for.
        func frame() {
            screen.advance(by: 1.0 / 60)
            let now = rowsInView(at: table.contentOffset.y)
            expectedAsks += now.subtracting(shown).count
            shown = now
            #expect(Set(table.indexPathsForVisibleRows?.map(\.row) ?? []) == now)
        }
        /// A flick: 8 frames of a finger moving 40 points (2 400 pt/s), the release,
        /// then the coast until the table stops.
        func flick(down: Bool) {
            var y: CGFloat = down ? 1440 : 480
            screen.touchDown(at: CGPoint(x: 540, y: y))
            for _ in 0..<8 {
                frame()
                y += down ? -40 : 40
                screen.touchMove(to: CGPoint(x: 540, y: y))
            }
            screen.touchUp()
            while screen.isAnimating { frame() }
        }

        flick(down: true)
        let afterOne = table.contentOffset.y
        // 320 dragged at 2 400 pt/s, then 2 400 / (−1000 ln 0.998) = 1 198.80 coasted, to
        // 1 518.80 put on the pixel grid: 1 519.
        #expect(afterOne == (320 + 2400 / (-1000 * log(0.998))).rounded() && afterOne == 1519)
        #expect(MillionRowCell.made == 31)
        flick(down: true)
        flick(down: false)
        // Half way down the million rows, the same cells keep serving.
        table.contentOffset = CGPoint(x: 0, y: 64 * 500_000)
        screen.advance(by: 0)
        expectedAsks += 30
        shown = rowsInView(at: 64 * 500_000)
        for _ in 0..<3 { flick(down: true) }
        // Three flicks of 1 519 points each, to within the pixel a coast ends on.
        #expect(abs(table.contentOffset.y - (64 * 500_000 + 3 * afterOne)) < 1)
        #expect(MillionRowCell.made == 31)
        // Asked once for each row as it came in: the two screenfuls and about 9 100 points of rows.
        #expect(list.asked.count == expectedAsks && expectedAsks > 60 + 9_000 / 64)
        #expect(table.subviews.filter { $0 is UITableViewCell }.count == shown.count)
    }
}

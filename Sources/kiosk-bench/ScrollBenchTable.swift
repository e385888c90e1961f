import CoreGraphics
import UIKit

/// A table view controller of `rows` subtitle rows 64 points high ("Item N" over
/// "Row N of M"), its cells counted as they are made.
@MainActor final class ScrollBenchTable: UITableViewController, ScrollBenchList {
    let rows: Int
    private(set) var dataSourceCalls = 0
    private let cellsBefore = ScrollBenchTableCell.made

    init(rows: Int) {
        self.rows = rows
        super.init(style: .plain)
    }

    var controller: UIViewController { self }
    var scrollView: UIScrollView { tableView }
    var cellsMade: Int { ScrollBenchTableCell.made - cellsBefore }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.rowHeight = 64
        tableView.register(ScrollBenchTableCell.self, forCellReuseIdentifier: "item")
    }

    override func numberOfSections(in tableView: UITableView) -> Int {
        dataSourceCalls += 1
        return 1
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        dataSourceCalls += 1
        return rows
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        dataSourceCalls += 1
        let cell = tableView.dequeueReusableCell(withIdentifier: "item", for: indexPath)
        cell.textLabel?.text = "Item \(indexPath.row + 1)"
        cell.detailTextLabel?.text = "Row \(indexPath.row + 1) of \(rows)"
        return cell
    }
}

/// A subtitle cell that counts the cells made.
@MainActor final class ScrollBenchTableCell: UITableViewCell {
    static var made = 0

    override init(style: CellStyle, reuseIdentifier: String?) {
        Self.made += 1
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
    }
}

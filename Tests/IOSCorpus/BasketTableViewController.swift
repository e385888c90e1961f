import UIKit

/// One line of the basket.
struct BasketLine {
    let name: String
    let price: Double
}

/// The basket's section header: a bold title in a header-footer view, registered for reuse.
final class BasketSectionHeader: UITableViewHeaderFooterView {
    static let reuseIdentifier = "BasketSectionHeader"
    let titleLabel = UILabel()

    override init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        titleLabel.font = UIFont.boldSystemFont(ofSize: 15)
        titleLabel.frame = CGRect(x: 16, y: 8, width: 200, height: 20)
        contentView.addSubview(titleLabel)
    }
}

/// A typical iOS basket screen: a table view controller with the lines (value1 cells
/// with a disclosure chevron), a pick-up choice marked by a checkmark, a total in the
/// footer, lines removed and added with row animations, and the classic empty
/// `tableFooterView`.
final class BasketTableViewController: UITableViewController {
    private enum Section: Int, CaseIterable {
        case lines, pickup
    }

    private(set) var lines: [BasketLine]
    let pickupOptions = ["Counter", "Locker"]
    private(set) var pickupChoice = 0
    private(set) var openedLines: [String] = []

    init(lines: [BasketLine]) {
        self.lines = lines
        super.init(style: .plain)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Basket"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Line")
        tableView.register(BasketSectionHeader.self, forHeaderFooterViewReuseIdentifier: BasketSectionHeader.reuseIdentifier)
        tableView.rowHeight = UITableView.automaticDimension
        tableView.estimatedRowHeight = 44
        tableView.tableFooterView = UIView()
    }

    var totalText: String {
        return String(format: "Total %.2f", lines.reduce(0) { $0 + $1.price })
    }

    // MARK: - Editing

    func removeLine(at index: Int) {
        tableView.performBatchUpdates({
            self.lines.remove(at: index)
            self.tableView.deleteRows(at: [IndexPath(row: index, section: Section.lines.rawValue)], with: .fade)
        }, completion: { _ in
            self.tableView.reloadData()
        })
    }

    func addLine(_ line: BasketLine) {
        lines.append(line)
        tableView.insertRows(at: [IndexPath(row: lines.count - 1, section: Section.lines.rawValue)], with: .automatic)
    }

    // MARK: - Data source

    override func numberOfSections(in tableView: UITableView) -> Int {
        return Section.allCases.count
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return Section(rawValue: section) == .lines ? lines.count : pickupOptions.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Line", for: indexPath)
        switch Section(rawValue: indexPath.section)! {
        case .lines:
            let line = lines[indexPath.row]
            cell.textLabel?.text = line.name
            cell.accessoryType = .disclosureIndicator
        case .pickup:
            cell.textLabel?.text = pickupOptions[indexPath.row]
            cell.accessoryType = indexPath.row == pickupChoice ? .checkmark : .none
        }
        return cell
    }

    override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        return Section(rawValue: section) == .lines ? totalText : nil
    }

    // MARK: - Delegate

    override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: BasketSectionHeader.reuseIdentifier) as? BasketSectionHeader
        header?.titleLabel.text = Section(rawValue: section) == .lines ? "Your items" : "Pick up at"
        return header
    }

    override func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        return 36
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        switch Section(rawValue: indexPath.section)! {
        case .lines:
            openedLines.append(lines[indexPath.row].name)
            tableView.deselectRow(at: indexPath, animated: true)
        case .pickup:
            let previous = IndexPath(row: pickupChoice, section: Section.pickup.rawValue)
            pickupChoice = indexPath.row
            tableView.reloadRows(at: [previous, indexPath], with: .none)
            tableView.deselectRow(at: indexPath, animated: true)
        }
    }
}

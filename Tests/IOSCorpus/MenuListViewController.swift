import UIKit

/// One item of the menu list.
struct MenuItem {
    let name: String
    let price: String
}

/// A price cell, written the usual way: a subclass that picks its style in
/// `init(style:reuseIdentifier:)` and is registered with the table view.
final class MenuPriceCell: UITableViewCell {
    static let reuseIdentifier = "MenuPriceCell"

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .value1, reuseIdentifier: reuseIdentifier)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(with item: MenuItem) {
        textLabel?.text = item.name
        detailTextLabel?.text = item.price
    }
}

/// A sectioned menu in a plain view controller owning its table view, as many iOS
/// apps write lists: the controller is the data source and delegate.
final class MenuListViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    let sections: [(title: String, items: [MenuItem])]
    private(set) var tableView: UITableView!

    init(sections: [(title: String, items: [MenuItem])]) {
        self.sections = sections
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView = UITableView(frame: view.bounds, style: .plain)
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.rowHeight = 50
        tableView.register(MenuPriceCell.self, forCellReuseIdentifier: MenuPriceCell.reuseIdentifier)
        tableView.dataSource = self
        tableView.delegate = self
        view.addSubview(tableView)
    }

    func numberOfSections(in tableView: UITableView) -> Int {
        return sections.count
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return sections[section].items.count
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        return sections[section].title
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let cell = tableView.dequeueReusableCell(withIdentifier: MenuPriceCell.reuseIdentifier,
                                                       for: indexPath) as? MenuPriceCell else {
            return UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        cell.configure(with: sections[indexPath.section].items[indexPath.row])
        return cell
    }
}

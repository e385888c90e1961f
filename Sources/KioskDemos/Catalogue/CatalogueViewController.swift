import UIKit

/// The catalogue's first page: a header built from stack views (a title, a subtitle and
/// a row of aisle buttons) over a plain table of the 10 000 products, one section per
/// aisle with its title stuck to the top while its rows scroll. Both are placed by Auto
/// Layout. A tap on an aisle's button scrolls to its section; a tap on a row pushes the
/// product's page; "Grid" in the bar pushes the products as a grid of photos.
final class CatalogueViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    let header = UIStackView()
    let titleLabel = UILabel()
    let subtitleLabel = UILabel()
    let aisleButtons = UIStackView()
    let tableView = UITableView(frame: .zero, style: .plain)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Catalogue"
        view.backgroundColor = .white
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Grid", primaryAction: UIAction { [weak self] _ in
            self?.showGrid()
        })
        setUpHeader()
        setUpTable()
        NSLayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            header.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.topAnchor.constraint(equalTo: header.bottomAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
    }

    /// A vertical stack of the title, the subtitle and a horizontal stack of one button per aisle.
    private func setUpHeader() {
        titleLabel.text = "Today's catalogue"
        titleLabel.font = UIFont.boldSystemFont(ofSize: 22)
        subtitleLabel.text = "\(CatalogueProduct.count) products in \(CatalogueAisle.allCases.count) aisles"
        subtitleLabel.font = UIFont.systemFont(ofSize: 15)
        subtitleLabel.textColor = .darkGray

        aisleButtons.axis = .horizontal
        aisleButtons.distribution = .fillEqually
        aisleButtons.alignment = .fill
        aisleButtons.spacing = CatalogueLayout.aisleButtonSpacing
        for aisle in CatalogueAisle.allCases {
            let button = UIButton(type: .system)
            button.setTitle(aisle.name, for: .normal)
            button.setTitleColor(.white, for: .normal)
            button.titleLabel?.font = UIFont.boldSystemFont(ofSize: 15)
            button.backgroundColor = UIColor(red: aisle.color.red, green: aisle.color.green, blue: aisle.color.blue, alpha: 1)
            button.layer.cornerRadius = 8
            button.addAction(UIAction { [weak self] _ in self?.scroll(to: aisle) }, for: .touchUpInside)
            aisleButtons.addArrangedSubview(button)
        }

        header.axis = .vertical
        header.alignment = .fill
        header.spacing = CatalogueLayout.headerSpacing
        header.isLayoutMarginsRelativeArrangement = true
        let margins = CatalogueLayout.headerMargins
        header.layoutMargins = UIEdgeInsets(top: margins.top, left: margins.side, bottom: margins.bottom, right: margins.side)
        header.backgroundColor = UIColor(red: 0.95, green: 0.96, blue: 0.98, alpha: 1)
        let rows: [(UIView, CGFloat)] = [(titleLabel, CatalogueLayout.titleHeight), (subtitleLabel, CatalogueLayout.subtitleHeight),
                                         (aisleButtons, CatalogueLayout.aisleButtonHeight)]
        for (row, height) in rows {
            header.addArrangedSubview(row)
            row.heightAnchor.constraint(equalToConstant: height).isActive = true
            // The rows stretch to the header's width (see CheckinFormViewController).
            row.setContentHuggingPriority(.fittingSizeLevel, for: .horizontal)
        }
        header.setCustomSpacing(CatalogueLayout.spacingAboveButtons, after: subtitleLabel)
        header.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(header)
    }

    private func setUpTable() {
        tableView.rowHeight = CatalogueLayout.rowHeight
        tableView.sectionHeaderHeight = CatalogueLayout.sectionHeaderHeight
        tableView.register(CatalogueProductCell.self, forCellReuseIdentifier: CatalogueProductCell.reuseIdentifier)
        tableView.dataSource = self
        tableView.delegate = self
        tableView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(tableView)
    }

    /// Coming back from a product's page, its row's selection fades as the page slides away.
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if let selected = tableView.indexPathForSelectedRow { tableView.deselectRow(at: selected, animated: animated) }
    }

    /// Scrolls the aisle's section to the top, its title over its first row.
    private func scroll(to aisle: CatalogueAisle) {
        let top = tableView.rect(forSection: aisle.rawValue).minY
        tableView.setContentOffset(CGPoint(x: 0, y: top), animated: true)
    }

    private func showGrid() {
        navigationController?.pushViewController(CatalogueGridViewController(), animated: true)
    }

    // MARK: UITableViewDataSource

    func numberOfSections(in tableView: UITableView) -> Int {
        CatalogueAisle.allCases.count
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        CatalogueProduct.perAisle
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        CatalogueAisle(rawValue: section)?.name
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: CatalogueProductCell.reuseIdentifier, for: indexPath)
        (cell as? CatalogueProductCell)?.configure(with: CatalogueProduct(at: indexPath))
        return cell
    }

    // MARK: UITableViewDelegate

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let page = CatalogueDetailViewController(product: CatalogueProduct(at: indexPath))
        navigationController?.pushViewController(page, animated: true)
    }
}

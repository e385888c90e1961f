import UIKit

/// A kiosk's drinks menu made of stack views, as iOS menus often are: a vertical
/// stack of rows with a header and custom spacing after it, each row a horizontal
/// stack of name and price aligned on their first baselines, and sold-out items
/// hidden with an animation that closes the gap.
final class DrinksMenuStackView: UIStackView {
    struct Item {
        let name: String
        let price: String
    }

    let headerLabel: UILabel = {
        let label = UILabel()
        label.font = UIFont.boldSystemFont(ofSize: 24)
        label.text = "Drinks"
        return label
    }()

    private(set) var rows: [UIStackView] = []

    init(items: [Item]) {
        super.init(frame: .zero)
        axis = .vertical
        alignment = .fill
        distribution = .fill
        spacing = 4
        isLayoutMarginsRelativeArrangement = true
        directionalLayoutMargins = NSDirectionalEdgeInsets(top: 10, leading: 12, bottom: 10, trailing: 12)
        addArrangedSubview(headerLabel)
        setCustomSpacing(12, after: headerLabel)
        for item in items {
            let row = makeRow(for: item)
            rows.append(row)
            addArrangedSubview(row)
        }
    }

    required init(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func makeRow(for item: Item) -> UIStackView {
        let name = UILabel()
        name.text = item.name
        let price = UILabel()
        price.text = item.price
        price.font = UIFont.systemFont(ofSize: 14)
        price.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        let row = UIStackView(arrangedSubviews: [name, price])
        row.axis = .horizontal
        row.alignment = .firstBaseline
        row.spacing = 8
        return row
    }

    /// Hides (or shows again) the row of the item at `index`.
    func setSoldOut(_ soldOut: Bool, at index: Int, animated: Bool) {
        let row = rows[index]
        if animated {
            UIView.animate(withDuration: 0.25, delay: 0, options: .curveLinear, animations: {
                row.isHidden = soldOut
            })
        } else {
            row.isHidden = soldOut
        }
    }
}

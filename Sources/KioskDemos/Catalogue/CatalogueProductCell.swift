import UIKit

/// A product's row: its name at the left, its price in grey at the right (UIKit's
/// `.value1` style, chosen in `init(style:reuseIdentifier:)` as iOS apps do), and a
/// disclosure indicator saying a tap opens it.
final class CatalogueProductCell: UITableViewCell {
    static let reuseIdentifier = "CatalogueProductCell"

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .value1, reuseIdentifier: reuseIdentifier)
        accessoryType = .disclosureIndicator
    }

    func configure(with product: CatalogueProduct) {
        textLabel?.text = product.name
        detailTextLabel?.text = product.price
    }
}

import UIKit

/// A product's tile in the grid, photo style: the product's colour filling the tile,
/// its initials large in the middle and its name along the bottom.
final class CatalogueTileCell: UICollectionViewCell {
    static let reuseIdentifier = "CatalogueTileCell"
    let initialsLabel = UILabel()
    let nameLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.layer.cornerRadius = 6
        contentView.clipsToBounds = true
        initialsLabel.font = UIFont.boldSystemFont(ofSize: 32)
        initialsLabel.textColor = UIColor(white: 1, alpha: 0.9)
        initialsLabel.textAlignment = .center
        nameLabel.font = UIFont.systemFont(ofSize: 12)
        nameLabel.textColor = .white
        nameLabel.backgroundColor = UIColor(white: 0, alpha: 0.25)
        nameLabel.textAlignment = .center
        contentView.addSubview(initialsLabel)
        contentView.addSubview(nameLabel)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let bounds = contentView.bounds
        nameLabel.frame = CGRect(x: 0, y: bounds.height - 22, width: bounds.width, height: 22)
        initialsLabel.frame = CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height - 22)
    }

    func configure(with product: CatalogueProduct) {
        contentView.backgroundColor = product.color
        initialsLabel.text = product.initials
        nameLabel.text = product.name
    }
}

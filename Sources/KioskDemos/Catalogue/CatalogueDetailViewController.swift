import UIKit

/// A product's page, pushed from its row or its tile: its photo (drawn in the
/// product's colour), name, price and description in a column laid out by Auto
/// Layout, and an "Add to basket" button that says so once tapped.
final class CatalogueDetailViewController: UIViewController {
    let product: CatalogueProduct
    let photoView = UIImageView()
    let nameLabel = UILabel()
    let priceLabel = UILabel()
    let detailsLabel = UILabel()
    let addButton = UIButton(type: .system)
    let column = UIStackView()

    init(product: CatalogueProduct) {
        self.product = product
        super.init(nibName: nil, bundle: nil)
        title = product.aisle.name
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        photoView.image = Self.photo(of: product, side: CatalogueLayout.photoSide)
        nameLabel.text = product.name
        nameLabel.font = UIFont.boldSystemFont(ofSize: 22)
        nameLabel.textAlignment = .center
        priceLabel.text = product.price
        priceLabel.font = UIFont.systemFont(ofSize: 20)
        priceLabel.textColor = .systemBlue
        priceLabel.textAlignment = .center
        detailsLabel.text = product.details
        detailsLabel.font = UIFont.systemFont(ofSize: 15)
        detailsLabel.textColor = .darkGray
        detailsLabel.textAlignment = .center
        detailsLabel.numberOfLines = 0
        addButton.setTitle("Add to basket", for: .normal)
        addButton.setTitleColor(.white, for: .normal)
        addButton.backgroundColor = .systemBlue
        addButton.layer.cornerRadius = 8
        addButton.addAction(UIAction { [weak self] _ in self?.addToBasket() }, for: .touchUpInside)

        column.axis = .vertical
        column.alignment = .center
        column.spacing = 8
        for part in [photoView, nameLabel, priceLabel, detailsLabel, addButton] as [UIView] { column.addArrangedSubview(part) }
        column.setCustomSpacing(16, after: photoView)
        column.setCustomSpacing(16, after: detailsLabel)
        column.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(column)
        NSLayoutConstraint.activate([
            column.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
            column.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            column.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            photoView.widthAnchor.constraint(equalToConstant: CatalogueLayout.photoSide),
            photoView.heightAnchor.constraint(equalToConstant: CatalogueLayout.photoSide),
            detailsLabel.widthAnchor.constraint(equalTo: column.widthAnchor),
            addButton.widthAnchor.constraint(equalToConstant: 200),
            addButton.heightAnchor.constraint(equalToConstant: 44),
        ])
    }

    private func addToBasket() {
        addButton.setTitle("In the basket ✓", for: .normal)
        addButton.backgroundColor = .systemGreen
        addButton.isEnabled = false
    }

    /// The product's "photo", drawn at `side` points: a rounded square of its colour, the product on a plate.
    static func photo(of product: CatalogueProduct, side: CGFloat) -> UIImage {
        let bounds = CGRect(x: 0, y: 0, width: side, height: side)
        return UIGraphicsImageRenderer(size: bounds.size).image { _ in
            product.color.setFill()
            UIBezierPath(roundedRect: bounds, cornerRadius: side / 8).fill()
            // The product on a plate: a pale ellipse under a darker disc.
            UIColor(white: 1, alpha: 0.85).setFill()
            UIBezierPath(ovalIn: CGRect(x: side * 0.15, y: side * 0.55, width: side * 0.7, height: side * 0.25)).fill()
            UIColor(white: 0, alpha: 0.2).setFill()
            UIBezierPath(ovalIn: CGRect(x: side * 0.3, y: side * 0.22, width: side * 0.4, height: side * 0.4)).fill()
        }
    }
}

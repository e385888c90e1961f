import UIKit

/// A product row as iOS code writes it with explicit priorities: the name hugs its text
/// at 251 so that the description beside it (hugging at the default 250) takes the spare
/// width; the thumbnail asks for 64 points at 999 so that a narrow row squeezes it to a
/// quarter of its width instead of breaking a constraint; the price never compresses and
/// the name gives way (749) before the description (750) when space runs out.
final class ProductRowView: UIView {
    let thumbnailView = UIView()
    let nameLabel = UILabel()
    let detailLabel = UILabel()
    let priceLabel = UILabel()
    private(set) var thumbnailWidth: NSLayoutConstraint!

    init(name: String, detail: String, price: String) {
        super.init(frame: .zero)
        thumbnailView.backgroundColor = .systemOrange
        nameLabel.text = name
        nameLabel.font = UIFont.boldSystemFont(ofSize: 17)
        detailLabel.text = detail
        detailLabel.font = UIFont.systemFont(ofSize: 13)
        detailLabel.textColor = .secondaryLabel
        priceLabel.text = price
        for view in [thumbnailView, nameLabel, detailLabel, priceLabel] {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
        nameLabel.setContentHuggingPriority(UILayoutPriority(rawValue: 251), for: .horizontal)
        nameLabel.setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
        priceLabel.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        priceLabel.setContentCompressionResistancePriority(.required, for: .horizontal)

        thumbnailWidth = thumbnailView.widthAnchor.constraint(equalToConstant: 64)
        thumbnailWidth.priority = UILayoutPriority(rawValue: 999)
        NSLayoutConstraint.activate([
            thumbnailView.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            thumbnailView.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
            thumbnailView.bottomAnchor.constraint(equalTo: layoutMarginsGuide.bottomAnchor),
            thumbnailWidth,
            thumbnailView.widthAnchor.constraint(lessThanOrEqualTo: widthAnchor, multiplier: 0.25),
            nameLabel.leadingAnchor.constraint(equalTo: thumbnailView.trailingAnchor, constant: 8),
            nameLabel.centerYAnchor.constraint(equalTo: thumbnailView.centerYAnchor),
            detailLabel.leadingAnchor.constraint(equalTo: nameLabel.trailingAnchor, constant: 8),
            detailLabel.firstBaselineAnchor.constraint(equalTo: nameLabel.firstBaselineAnchor),
            priceLabel.leadingAnchor.constraint(equalTo: detailLabel.trailingAnchor, constant: 8),
            priceLabel.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            priceLabel.firstBaselineAnchor.constraint(equalTo: nameLabel.firstBaselineAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    /// Lets the name take the spare width instead of the description, as a row does when
    /// there is no description to show.
    func setNameTakesSpareWidth(_ takes: Bool) {
        nameLabel.setContentHuggingPriority(UILayoutPriority(rawValue: takes ? 249 : 251), for: .horizontal)
    }
}

import UIKit

/// A checkout summary card built with layout anchors, the way most UIKit code
/// written since iOS 9 lays out: `translatesAutoresizingMaskIntoConstraints = false`,
/// one `NSLayoutConstraint.activate([...])` block against the margins guide, a kept
/// height constraint that an animation block opens and closes with `layoutIfNeeded()`.
final class CheckoutSummaryCard: UIView {
    let titleLabel: UILabel = {
        let label = UILabel()
        label.font = UIFont.boldSystemFont(ofSize: 20)
        label.translatesAutoresizingMaskIntoConstraints = false
        return label
    }()

    let totalLabel: UILabel = {
        let label = UILabel()
        label.font = UIFont.systemFont(ofSize: 20)
        label.textAlignment = .right
        label.translatesAutoresizingMaskIntoConstraints = false
        return label
    }()

    let detailsView: UIView = {
        let view = UIView()
        view.backgroundColor = UIColor(red: 0.9, green: 0.9, blue: 0.9, alpha: 1)
        view.clipsToBounds = true
        view.translatesAutoresizingMaskIntoConstraints = false
        return view
    }()

    let payButton: UIButton = {
        let button = UIButton(type: .system)
        button.setTitle("Pay", for: .normal)
        button.backgroundColor = .systemBlue
        button.setTitleColor(.white, for: .normal)
        button.translatesAutoresizingMaskIntoConstraints = false
        return button
    }()

    private var detailsHeightConstraint: NSLayoutConstraint!
    private(set) var isExpanded = false
    static let detailsHeight: CGFloat = 60

    init(title: String, total: String) {
        super.init(frame: .zero)
        backgroundColor = .white
        layoutMargins = UIEdgeInsets(top: 12, left: 16, bottom: 12, right: 16)
        titleLabel.text = title
        totalLabel.text = total
        [titleLabel, totalLabel, detailsView, payButton].forEach { addSubview($0) }
        setUpConstraints()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func setUpConstraints() {
        let margins = layoutMarginsGuide
        detailsHeightConstraint = detailsView.heightAnchor.constraint(equalToConstant: 0)
        totalLabel.setContentHuggingPriority(.required, for: .horizontal)
        NSLayoutConstraint.activate([
            titleLabel.topAnchor.constraint(equalTo: margins.topAnchor),
            titleLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            totalLabel.firstBaselineAnchor.constraint(equalTo: titleLabel.firstBaselineAnchor),
            totalLabel.leadingAnchor.constraint(greaterThanOrEqualTo: titleLabel.trailingAnchor, constant: 8),
            totalLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),

            detailsView.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 8),
            detailsView.leadingAnchor.constraint(equalTo: leadingAnchor),
            detailsView.trailingAnchor.constraint(equalTo: trailingAnchor),
            detailsHeightConstraint,

            payButton.topAnchor.constraint(equalTo: detailsView.bottomAnchor, constant: 8),
            payButton.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            payButton.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            payButton.heightAnchor.constraint(equalToConstant: 44),
            payButton.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
    }

    /// Opens or closes the details strip; the card grows with it.
    func setExpanded(_ expanded: Bool, animated: Bool) {
        isExpanded = expanded
        detailsHeightConstraint.constant = expanded ? CheckoutSummaryCard.detailsHeight : 0
        guard animated else {
            superview?.layoutIfNeeded()
            return
        }
        UIView.animate(withDuration: 0.3, delay: 0, options: [.curveLinear], animations: {
            self.superview?.layoutIfNeeded()
        }, completion: nil)
    }
}

import UIKit

/// The visitor's badge, pushed when the form is sent: a "VISITOR" band, the photo, the
/// name and the address, in the form's language and reading direction.
final class CheckinBadgeViewController: UIViewController {
    let visitor: CheckinVisitor
    let language: CheckinLanguage
    let card = UIStackView()
    let headingLabel = UILabel()
    let photoView = UIImageView()
    let nameLabel = UILabel()
    let emailLabel = UILabel()

    init(visitor: CheckinVisitor, language: CheckinLanguage) {
        self.visitor = visitor
        self.language = language
        super.init(nibName: nil, bundle: nil)
        title = language.badgeTitle
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(red: 0.95, green: 0.96, blue: 0.98, alpha: 1)
        headingLabel.text = language.badgeHeading
        headingLabel.font = UIFont.boldSystemFont(ofSize: 20)
        headingLabel.textColor = .white
        headingLabel.backgroundColor = UIColor(red: 0.85, green: 0.2, blue: 0.2, alpha: 1)
        headingLabel.textAlignment = .center
        photoView.image = CheckinPhoto.load()
        photoView.contentMode = .scaleAspectFill
        photoView.clipsToBounds = true
        photoView.backgroundColor = .lightGray
        nameLabel.text = visitor.name
        nameLabel.font = UIFont.boldSystemFont(ofSize: 22)
        emailLabel.text = visitor.email
        emailLabel.font = UIFont.systemFont(ofSize: 15)
        emailLabel.textColor = .darkGray
        for label in [nameLabel, emailLabel] { label.textAlignment = .center }

        card.axis = .vertical
        card.alignment = .center
        card.spacing = 12
        card.backgroundColor = .white
        card.layer.cornerRadius = 12
        card.clipsToBounds = true
        card.isLayoutMarginsRelativeArrangement = true
        card.layoutMargins = UIEdgeInsets(top: 0, left: 0, bottom: 16, right: 0)
        for view in [headingLabel, photoView, nameLabel, emailLabel] as [UIView] {
            card.addArrangedSubview(view)
            view.semanticContentAttribute = language.direction
        }
        card.semanticContentAttribute = language.direction
        card.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(card)
        NSLayoutConstraint.activate([
            card.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            card.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            card.widthAnchor.constraint(equalToConstant: 240),
            headingLabel.widthAnchor.constraint(equalTo: card.widthAnchor),
            headingLabel.heightAnchor.constraint(equalToConstant: 36),
            photoView.widthAnchor.constraint(equalToConstant: CheckinLayout.photoSide),
            photoView.heightAnchor.constraint(equalToConstant: CheckinLayout.photoSide),
        ])
    }
}

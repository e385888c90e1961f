import UIKit

/// A card with a title and a coloured stripe, written the way UIKit views usually
/// are: subviews made in stored-property closures, a lazy layer, a designated
/// initialiser with defaults, and layout in `layoutSubviews`.
class CardView: UIView {
    let titleLabel: UILabel = {
        let label = UILabel()
        label.font = UIFont.boldSystemFont(ofSize: 18)
        label.textColor = Palette.ink
        label.textAlignment = .center
        return label
    }()

    private let stripeView: UIView = {
        let view = UIView()
        view.backgroundColor = Palette.accent
        return view
    }()

    private lazy var shadowLayer: CALayer = {
        let shadow = CALayer()
        shadow.backgroundColor = UIColor.black.withAlphaComponent(0.2).cgColor
        layer.insertSublayer(shadow, at: 0)
        return shadow
    }()

    var stripeHeight: CGFloat = 8 {
        didSet { setNeedsLayout() }
    }

    var accentColor: UIColor {
        get { stripeView.backgroundColor ?? Palette.accent }
        set { stripeView.backgroundColor = newValue }
    }

    init(title: String, accent: UIColor = Palette.accent, frame: CGRect = .zero) {
        super.init(frame: frame)
        backgroundColor = .white
        titleLabel.text = title
        addSubview(stripeView)
        addSubview(titleLabel)
        accentColor = accent
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        stripeView.frame = CGRect(x: 0, y: 0, width: bounds.width, height: stripeHeight)
        titleLabel.frame = bounds.inset(by: UIEdgeInsets(top: stripeHeight, left: 8, bottom: 0, right: 8))
        shadowLayer.frame = CGRect(x: 0, y: bounds.height - 2, width: bounds.width, height: 2)
    }
}

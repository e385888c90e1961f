import UIKit

/// An activity indicator: a dot that circles the view's centre once per `period`.
/// Built from a plain layer and a rotation animation, as such views usually are.
class SpinnerView: UIView {
    private let trackLayer = CALayer()
    private let dotLayer = CALayer()
    private static let spinKey = "spinner.rotation"

    var color: UIColor = .white {
        didSet { dotLayer.backgroundColor = color.cgColor }
    }
    var period: CFTimeInterval = 1.0
    private(set) var isAnimating = false

    override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func commonInit() {
        layer.addSublayer(trackLayer)
        trackLayer.addSublayer(dotLayer)
        dotLayer.backgroundColor = color.cgColor
        isHidden = true
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        trackLayer.frame = bounds
        let size = bounds.width / 5
        dotLayer.frame = CGRect(x: (bounds.width - size) / 2, y: 0, width: size, height: size)
        dotLayer.cornerRadius = size / 2
    }

    func startAnimating() {
        guard !isAnimating else { return }
        isAnimating = true
        isHidden = false
        trackLayer.add(AnimationFactory.shared.spin(period: period), forKey: SpinnerView.spinKey)
    }

    func stopAnimating() {
        guard isAnimating else { return }
        isAnimating = false
        trackLayer.removeAnimation(forKey: SpinnerView.spinKey)
        isHidden = true
    }
}

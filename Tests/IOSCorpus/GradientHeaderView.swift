import UIKit

/// A header band that fades from one colour at the top to another at the bottom,
/// its own layer a gradient layer (`layerClass`), with a colour change that
/// cross-fades the gradient as such headers commonly do.
final class GradientHeaderView: UIView {
    override class var layerClass: AnyClass {
        return CAGradientLayer.self
    }

    var gradientLayer: CAGradientLayer {
        return layer as! CAGradientLayer
    }

    var topColor: UIColor = .red {
        didSet { updateColors() }
    }

    var bottomColor: UIColor = .blue {
        didSet { updateColors() }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        gradientLayer.startPoint = CGPoint(x: 0.5, y: 0.0)
        gradientLayer.endPoint = CGPoint(x: 0.5, y: 1.0)
        updateColors()
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func updateColors() {
        gradientLayer.colors = [topColor.cgColor, bottomColor.cgColor]
    }

    /// Changes both colours, fading from the gradient shown now over `duration`.
    func setColors(top: UIColor, bottom: UIColor, animated: Bool, duration: CFTimeInterval = 0.5) {
        let newColors = [top.cgColor, bottom.cgColor]
        if animated {
            let animation = CABasicAnimation(keyPath: "colors")
            animation.fromValue = gradientLayer.presentation()?.colors ?? gradientLayer.colors
            animation.toValue = newColors
            animation.duration = duration
            animation.timingFunction = CAMediaTimingFunction(name: .linear)
            gradientLayer.add(animation, forKey: "colorChange")
        }
        topColor = top
        bottomColor = bottom
    }
}

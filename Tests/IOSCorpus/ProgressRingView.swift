import UIKit

/// A circular progress indicator: a grey track with a coloured arc drawn over it
/// from twelve o'clock, clockwise. The view's own layer is the track (a shape layer,
/// through `layerClass`); the arc is a second shape layer whose `strokeEnd` is the
/// progress, animated the way iOS progress rings usually animate it.
class ProgressRingView: UIView {
    override class var layerClass: AnyClass {
        return CAShapeLayer.self
    }

    private var trackLayer: CAShapeLayer {
        return layer as! CAShapeLayer
    }

    private let progressLayer = CAShapeLayer()

    var lineWidth: CGFloat = 10 {
        didSet { setNeedsLayout() }
    }

    var trackColor: UIColor = .lightGray {
        didSet { trackLayer.strokeColor = trackColor.cgColor }
    }

    var progressColor: UIColor = .red {
        didSet { progressLayer.strokeColor = progressColor.cgColor }
    }

    private(set) var progress: CGFloat = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func commonInit() {
        backgroundColor = .clear
        trackLayer.fillColor = nil
        trackLayer.strokeColor = trackColor.cgColor
        progressLayer.fillColor = UIColor.clear.cgColor
        progressLayer.strokeColor = progressColor.cgColor
        progressLayer.lineCap = .butt
        progressLayer.strokeEnd = 0
        layer.addSublayer(progressLayer)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let radius = (min(bounds.width, bounds.height) - lineWidth) / 2
        let circle = UIBezierPath(arcCenter: center, radius: radius, startAngle: -.pi / 2,
                                  endAngle: 3 * .pi / 2, clockwise: true)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        progressLayer.frame = bounds
        for shape in [trackLayer, progressLayer] {
            shape.path = circle.cgPath
            shape.lineWidth = lineWidth
        }
        CATransaction.commit()
    }

    func setProgress(_ value: CGFloat, animated: Bool, duration: TimeInterval = 1.0) {
        let newValue = max(0, min(1, value))
        if animated {
            let animation = CABasicAnimation(keyPath: "strokeEnd")
            animation.fromValue = progressLayer.presentation()?.strokeEnd ?? progress
            animation.toValue = newValue
            animation.duration = duration
            animation.timingFunction = CAMediaTimingFunction(name: .linear)
            progressLayer.add(animation, forKey: "progress")
        }
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        progressLayer.strokeEnd = newValue
        CATransaction.commit()
        progress = newValue
    }
}

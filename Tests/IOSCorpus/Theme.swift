import UIKit

/// Fonts, transforms and ready-made layers, from a plain struct: what a "Theme" or
/// "Style" file in an iOS project usually holds.
struct Theme {
    static let titleFont = UIFont.boldSystemFont(ofSize: 24)
    static let bodyFont = UIFont.systemFont(ofSize: 15)
    static let captionFont = bodyFont.withSize(12)

    static let pressedTransform = CGAffineTransform(scaleX: 0.95, y: 0.95)
    static let flippedTransform = CATransform3DMakeRotation(.pi, 0, 1, 0)
    static let liftedTransform = CATransform3DMakeTranslation(0, -4, 0)

    var cornerRadius: CGFloat = kDefaultCornerRadius
    var borderWidth: CGFloat = 2
    var borderColor: UIColor = Palette.ink

    /// A framed square layer, ready to add to a view's layer.
    func makeFrameLayer(side: CGFloat, fill: UIColor = Palette.paper) -> CALayer {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: side, height: side)
        layer.backgroundColor = fill.cgColor
        layer.borderColor = borderColor.cgColor
        layer.borderWidth = borderWidth
        layer.cornerRadius = cornerRadius
        layer.shadowOpacity = 0.25
        layer.shadowOffset = CGSize(width: 0, height: 2)
        layer.shadowRadius = 3
        return layer
    }

    /// A row of dots, for a page indicator.
    func makeDots(count: Int, diameter: CGFloat, spacing: CGFloat, color: UIColor) -> [CALayer] {
        return (0..<count).map { index in
            let dot = CALayer()
            dot.frame = CGRect(x: CGFloat(index) * (diameter + spacing), y: 0, width: diameter, height: diameter)
            dot.cornerRadius = diameter / 2
            dot.backgroundColor = color.cgColor
            return dot
        }
    }
}

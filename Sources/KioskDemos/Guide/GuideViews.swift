import CoreGraphics
import UIKit

/// The pieces the listings build their stages from.
@MainActor enum GuideViews {
    static let orange = UIColor(red: 0.95, green: 0.55, blue: 0.1, alpha: 1)
    static let teal = UIColor(red: 0.1, green: 0.6, blue: 0.6, alpha: 1)
    static let purple = UIColor(red: 0.5, green: 0.3, blue: 0.8, alpha: 1)
    static let blue = UIColor(red: 0.15, green: 0.4, blue: 0.85, alpha: 1)
    static let green = UIColor(red: 0.2, green: 0.65, blue: 0.3, alpha: 1)

    /// A `side`-point square in `colour` with `text` on it in bold white.
    static func swatch(_ text: String, _ colour: UIColor, side: CGFloat) -> UILabel {
        panel(text, colour, frame: CGRect(x: 0, y: 0, width: side, height: side), fontSize: side / 3)
    }

    /// A `frame`-sized panel in `colour` with `text` centred on it in bold white.
    static func panel(_ text: String, _ colour: UIColor, frame: CGRect, fontSize: CGFloat) -> UILabel {
        let label = UILabel(frame: frame)
        label.text = text
        label.font = UIFont.boldSystemFont(ofSize: fontSize)
        label.textColor = .white
        label.textAlignment = .center
        label.backgroundColor = colour
        return label
    }

    /// Adds `view` with its middle `offset` from the middle of `container`; flexible
    /// margins keep it there as the container resizes.
    static func place(_ view: UIView, in container: UIView, offset: CGPoint = .zero) {
        view.center = CGPoint(x: container.bounds.midX + offset.x, y: container.bounds.midY + offset.y)
        view.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin]
        container.addSubview(view)
    }

    /// A view filling `container` less `inset` on every side, resizing with it.
    static func inset(_ inset: CGFloat, in container: UIView) -> UIView {
        let view = UIView(frame: container.bounds.insetBy(dx: inset, dy: inset))
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.addSubview(view)
        return view
    }

    /// The root view of a listing: `frame`'s size, resizing with the stage.
    static func stageContent(_ frame: CGRect) -> UIView {
        let view = UIView(frame: CGRect(origin: .zero, size: frame.size))
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        return view
    }
}

import CoreGraphics
import Foundation

extension UINavigationBar {
    /// The title's font and colour from `titleTextAttributes` (`.font`, `.foregroundColor`),
    /// else the bold 17-point system font in black.
    func applyTitleAttributes() {
        let attributes = titleTextAttributes ?? [:]
        titleLabel.font = attributes[.font] as? UIFont ?? .boldSystemFont(ofSize: 17)
        titleLabel.textColor = attributes[.foregroundColor] as? UIColor ?? .black
        setNeedsLayout()
    }

    /// Shows the default-metrics background image over the whole bar (in place of its
    /// colour), and the shadow image in place of the hairline when both are set, as
    /// UIKit does. Without a background image the bar looks as it always does.
    func applyBackground() {
        let image = backgroundImages[.default]
        if let image {
            let view = backgroundImageView ?? UIImageView()
            view.image = image
            view.isUserInteractionEnabled = false
            if view.superview !== self { insertSubview(view, at: 0) }
            backgroundImageView = view
            backgroundColor = .clear
        } else {
            backgroundImageView?.removeFromSuperview()
            backgroundImageView = nil
            backgroundColor = barTintColor ?? Self.defaultBarColor
        }
        let shadow = image == nil ? nil : shadowImage
        hairline.isHidden = shadow != nil
        if let shadow {
            let view = shadowImageView ?? UIImageView()
            view.image = shadow
            view.isUserInteractionEnabled = false
            if view.superview !== self { addSubview(view) }
            shadowImageView = view
        } else {
            shadowImageView?.removeFromSuperview()
            shadowImageView = nil
        }
        setNeedsLayout()
    }

    /// Places the background and shadow images (from `layoutSubviews`).
    func layoutBackground() {
        backgroundImageView?.frame = bounds
        if let shadowImageView {
            let height = shadowImageView.image?.size.height ?? 0
            shadowImageView.frame = CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
        }
    }
}

import CoreGraphics
import Foundation

extension UINavigationBar {
    /// The title's font and colour from the assigned appearance's or the bar's
    /// `titleTextAttributes` (`.font`, `.foregroundColor`), else the bold 17-point
    /// system font in black.
    func applyTitleAttributes() {
        let attributes = assignedAppearance?.titleTextAttributes ?? titleTextAttributes ?? [:]
        titleLabel.font = attributes[.font] as? UIFont ?? .boldSystemFont(ofSize: 17)
        titleLabel.textColor = attributes[.foregroundColor] as? UIColor ?? .black
        setNeedsLayout()
    }

    /// Shows the background and the bottom line: the assigned appearance's when there
    /// is one; else the bar's colour, its default-metrics background image over the
    /// whole bar (in place of the colour), and its shadow image in place of the
    /// hairline when both images are set, as UIKit does. Without any of these the bar
    /// looks as it always does (no image views are made).
    func applyBackground() {
        let image: UIImage?, color: UIColor?, shadow: UIImage?, line: UIColor?
        if let appearance = assignedAppearance {
            image = appearance.backgroundImage
            color = appearance.backgroundColor
            shadow = appearance.shadowImage
            line = appearance.shadowColor
        } else {
            image = backgroundImages[.default]
            color = barTintColor ?? Self.defaultBarColor
            shadow = image == nil ? nil : shadowImage
            line = Self.hairlineColor
        }
        backgroundColor = image == nil ? color : .clear
        backgroundImageView = place(image, in: backgroundImageView, at: 0)
        hairline.backgroundColor = line ?? .clear
        hairline.isHidden = shadow != nil || line == nil
        shadowImageView = place(shadow, in: shadowImageView, at: subviews.count)
        setNeedsLayout()
    }

    /// `view` showing `image` (made when needed, inserted at `index`), or nil and gone without an image.
    private func place(_ image: UIImage?, in view: UIImageView?, at index: Int) -> UIImageView? {
        guard let image else {
            view?.removeFromSuperview()
            return nil
        }
        let shown = view ?? UIImageView()
        shown.image = image
        shown.isUserInteractionEnabled = false
        if shown.superview !== self { insertSubview(shown, at: index) }
        return shown
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

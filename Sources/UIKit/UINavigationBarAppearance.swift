import Foundation

/// How a navigation bar looks, as one value: its background (colour or image), the
/// line along its bottom (colour or image) and its title's attributes. Assigning one
/// to a bar's `standardAppearance` copies it, as UIKit does; later changes to this
/// one show once it is assigned again.
///
/// Kiosk draws no blur: the default background is the bar's light grey (247, 247, 247)
/// and the opaque one white; both have the bar's hairline, black at 0.3.
@preconcurrency @MainActor open class UINavigationBarAppearance {
    /// The bar's colour (under `backgroundImage`); nil or clear for none.
    open var backgroundColor: UIColor?
    /// An image stretched over the whole bar.
    open var backgroundImage: UIImage?
    /// The colour of the one-pixel line along the bar's bottom; nil or clear for none.
    open var shadowColor: UIColor?
    /// An image along the bar's bottom in place of the line.
    open var shadowImage: UIImage?
    /// The title's `.font` and `.foregroundColor` (the bold 17-point system font in black when absent).
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]

    /// The default look: the bar's light grey and its hairline.
    public init() { configureWithDefaultBackground() }

    /// A copy of `appearance`.
    public init(appearance: UINavigationBarAppearance) {
        backgroundColor = appearance.backgroundColor
        backgroundImage = appearance.backgroundImage
        shadowColor = appearance.shadowColor
        shadowImage = appearance.shadowImage
        titleTextAttributes = appearance.titleTextAttributes
    }

    /// The bar's default background: light grey with the hairline.
    open func configureWithDefaultBackground() {
        configure(background: UINavigationBar.defaultBarColor, shadow: UINavigationBar.hairlineColor)
    }

    /// An opaque background: white with the hairline.
    open func configureWithOpaqueBackground() {
        configure(background: .white, shadow: UINavigationBar.hairlineColor)
    }

    /// No background and no line: what is under the bar shows through.
    open func configureWithTransparentBackground() {
        configure(background: nil, shadow: nil)
    }

    private func configure(background: UIColor?, shadow: UIColor?) {
        backgroundColor = background
        backgroundImage = nil
        shadowColor = shadow
        shadowImage = nil
    }

    /// A copy of this appearance.
    open func copy() -> UINavigationBarAppearance { UINavigationBarAppearance(appearance: self) }
}

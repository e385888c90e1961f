import CoreGraphics

/// A blur of the content behind a `UIVisualEffectView`, with a tint over it by style.
/// Views in the effect view's `contentView` are not blurred.
@preconcurrency @MainActor open class UIBlurEffect: UIVisualEffect {
    /// The blur's look (Apple's names). UIKit does not document the numbers behind
    /// them; Kiosk gives each a blur radius and a tint close to how iOS shows it in
    /// light mode (Kiosk has no dark mode: the adaptive styles look light).
    public enum Style: Int, Sendable {
        case extraLight = 0, light = 1, dark = 2
        case regular = 4, prominent = 5
        case systemUltraThinMaterial = 6, systemThinMaterial = 7, systemMaterial = 8, systemThickMaterial = 9
        case systemChromeMaterial = 10
        case systemUltraThinMaterialLight = 11, systemThinMaterialLight = 12, systemMaterialLight = 13
        case systemThickMaterialLight = 14, systemChromeMaterialLight = 15
        case systemUltraThinMaterialDark = 16, systemThinMaterialDark = 17, systemMaterialDark = 18
        case systemThickMaterialDark = 19, systemChromeMaterialDark = 20
    }

    /// The style it was made with.
    public let style: Style

    public init(style: Style) {
        self.style = style
        super.init()
    }

    /// The blur's radius in points and the tint composited over it, as the render
    /// server draws them: light styles a translucent white, dark ones a translucent
    /// near-black, materials thicker (more opaque) from ultra-thin to thick.
    var appearance: (blurRadius: CGFloat, tint: UIColor) {
        switch style {
        case .extraLight, .prominent: (30, UIColor(white: 0.97, alpha: 0.8))
        case .light, .regular: (30, UIColor(white: 1, alpha: 0.3))
        case .dark: (30, UIColor(white: 0.11, alpha: 0.73))
        case .systemUltraThinMaterial, .systemUltraThinMaterialLight: (30, UIColor(white: 0.97, alpha: 0.35))
        case .systemThinMaterial, .systemThinMaterialLight: (30, UIColor(white: 0.97, alpha: 0.55))
        case .systemMaterial, .systemMaterialLight: (30, UIColor(white: 0.97, alpha: 0.7))
        case .systemThickMaterial, .systemThickMaterialLight: (30, UIColor(white: 0.97, alpha: 0.85))
        case .systemChromeMaterial, .systemChromeMaterialLight: (30, UIColor(white: 0.97, alpha: 0.75))
        case .systemUltraThinMaterialDark: (30, UIColor(white: 0.11, alpha: 0.35))
        case .systemThinMaterialDark: (30, UIColor(white: 0.11, alpha: 0.55))
        case .systemMaterialDark: (30, UIColor(white: 0.11, alpha: 0.7))
        case .systemThickMaterialDark: (30, UIColor(white: 0.11, alpha: 0.85))
        case .systemChromeMaterialDark: (30, UIColor(white: 0.11, alpha: 0.75))
        }
    }
}

import UIKit

/// App-wide navigation-bar styling, the way many apps set it up in one place: a
/// solid brand-coloured bar with white title and buttons, or a clear bar over content.
struct BrandNavigationStyle {
    var barColor: UIColor = UIColor(red: 0.0, green: 0.4, blue: 0.8, alpha: 1.0)
    var titleFont: UIFont = .boldSystemFont(ofSize: 20)

    func applySolid(to bar: UINavigationBar) {
        bar.isTranslucent = false
        bar.barTintColor = barColor
        bar.tintColor = .white
        bar.titleTextAttributes = [
            .foregroundColor: UIColor.white,
            .font: titleFont,
        ]
        bar.setBackgroundImage(nil, for: .default)
        bar.shadowImage = nil
    }

    /// The iOS 13+ way: one appearance for the standard and scroll-edge bars.
    func applyAppearance(to bar: UINavigationBar) {
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = barColor
        appearance.shadowColor = .clear
        appearance.titleTextAttributes = [.foregroundColor: UIColor.white, .font: titleFont]
        bar.standardAppearance = appearance
        bar.scrollEdgeAppearance = appearance
        bar.compactAppearance = appearance
        bar.tintColor = .white
    }

    func applyTransparent(to bar: UINavigationBar) {
        bar.setBackgroundImage(UIImage(), for: .default)
        bar.shadowImage = UIImage()
        bar.isTranslucent = true
    }
}

extension UINavigationController {
    func applyBrandStyle(_ style: BrandNavigationStyle = BrandNavigationStyle(), transparent: Bool = false) {
        if transparent {
            style.applyTransparent(to: navigationBar)
        } else {
            style.applySolid(to: navigationBar)
        }
    }
}

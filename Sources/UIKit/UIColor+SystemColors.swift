import CoreGraphics

/// The system and semantic colours of iOS, with their light-appearance sRGB values
/// (a kiosk has one appearance): what controls draw with, and what iOS code names.
extension UIColor {
    private static func rgb(_ red: CGFloat, _ green: CGFloat, _ blue: CGFloat, _ alpha: CGFloat = 1) -> UIColor {
        UIColor(red: red / 255, green: green / 255, blue: blue / 255, alpha: alpha)
    }

    // MARK: System colours

    public class var systemRed: UIColor { rgb(255, 59, 48) }
    public class var systemOrange: UIColor { rgb(255, 149, 0) }
    public class var systemYellow: UIColor { rgb(255, 204, 0) }
    public class var systemGreen: UIColor { rgb(52, 199, 89) }
    public class var systemMint: UIColor { rgb(0, 199, 190) }
    public class var systemTeal: UIColor { rgb(48, 176, 199) }
    public class var systemCyan: UIColor { rgb(50, 173, 230) }
    /// (0, 122, 255): the default tint.
    public class var systemBlue: UIColor { rgb(0, 122, 255) }
    public class var systemIndigo: UIColor { rgb(88, 86, 214) }
    public class var systemPurple: UIColor { rgb(175, 82, 222) }
    public class var systemPink: UIColor { rgb(255, 45, 85) }
    public class var systemBrown: UIColor { rgb(162, 132, 94) }
    /// (142, 142, 147): disabled controls' titles.
    public class var systemGray: UIColor { rgb(142, 142, 147) }
    public class var systemGray2: UIColor { rgb(174, 174, 178) }
    public class var systemGray3: UIColor { rgb(199, 199, 204) }
    public class var systemGray4: UIColor { rgb(209, 209, 214) }
    public class var systemGray5: UIColor { rgb(229, 229, 234) }
    public class var systemGray6: UIColor { rgb(242, 242, 247) }

    // MARK: Text

    public class var label: UIColor { rgb(0, 0, 0) }
    public class var secondaryLabel: UIColor { rgb(60, 60, 67, 0.6) }
    public class var tertiaryLabel: UIColor { rgb(60, 60, 67, 0.3) }
    public class var quaternaryLabel: UIColor { rgb(60, 60, 67, 0.18) }
    public class var placeholderText: UIColor { rgb(60, 60, 67, 0.3) }
    public class var link: UIColor { rgb(0, 122, 255) }
    public class var lightText: UIColor { UIColor(white: 1, alpha: 0.6) }
    public class var darkText: UIColor { UIColor(white: 0, alpha: 1) }

    // MARK: Separators and fills

    public class var separator: UIColor { rgb(60, 60, 67, 0.29) }
    public class var opaqueSeparator: UIColor { rgb(198, 198, 200) }
    public class var systemFill: UIColor { rgb(120, 120, 128, 0.2) }
    public class var secondarySystemFill: UIColor { rgb(120, 120, 128, 0.16) }
    public class var tertiarySystemFill: UIColor { rgb(118, 118, 128, 0.12) }
    public class var quaternarySystemFill: UIColor { rgb(116, 116, 128, 0.08) }

    // MARK: Backgrounds

    public class var systemBackground: UIColor { rgb(255, 255, 255) }
    public class var secondarySystemBackground: UIColor { rgb(242, 242, 247) }
    public class var tertiarySystemBackground: UIColor { rgb(255, 255, 255) }
    public class var systemGroupedBackground: UIColor { rgb(242, 242, 247) }
    public class var secondarySystemGroupedBackground: UIColor { rgb(255, 255, 255) }
    public class var tertiarySystemGroupedBackground: UIColor { rgb(242, 242, 247) }
}

import UIKit

// MARK: - Palette
//
// The app's colours in one place, the way most iOS projects keep them: a struct of
// static lets, a hex initialiser on UIColor, and a few derived shades.

struct Palette {
    static let ink = UIColor(red: 0.10, green: 0.12, blue: 0.16, alpha: 1.0)
    static let paper = UIColor(white: 0.97, alpha: 1.0)
    static let accent = UIColor(hex: 0xFF6B35)
    static let accentFaded = Palette.accent.withAlphaComponent(0.5)

    static let light = Palette()
    static let dark = Palette(background: ink, foreground: .white, tint: .brandTeal)

    let background: UIColor
    let foreground: UIColor
    let tint: UIColor

    init(background: UIColor = Palette.paper, foreground: UIColor = .black, tint: UIColor = Palette.accent) {
        self.background = background
        self.foreground = foreground
        self.tint = tint
    }

    /// Colours for the rows of a list, darkest first.
    func stripes(count: Int) -> [UIColor] {
        guard count > 1 else { return [tint] }
        return (0..<count).map { index in
            tint.withAlphaComponent(1.0 - CGFloat(index) / CGFloat(count))
        }
    }
}

extension UIColor {
    static let brandTeal = UIColor(hex: 0x2EC4B6)

    /// `0xRRGGBB`, as designers hand them over.
    convenience init(hex: UInt32, alpha: CGFloat = 1.0) {
        let red = CGFloat((hex >> 16) & 0xFF) / 255.0
        let green = CGFloat((hex >> 8) & 0xFF) / 255.0
        let blue = CGFloat(hex & 0xFF) / 255.0
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// `#RRGGBB` of the colour, for logs.
    var hexString: String {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        guard getRed(&red, green: &green, blue: &blue, alpha: &alpha) else { return "#??????" }
        return String(format: "#%02X%02X%02X", Int(round(red * 255)), Int(round(green * 255)), Int(round(blue * 255)))
    }
}

let kHairlineWidth: CGFloat = 0.5
let kDefaultCornerRadius: CGFloat = 12

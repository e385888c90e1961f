import CoreGraphics

/// The system colours controls draw with, with iOS's light-appearance sRGB values.
extension UIColor {
    /// (0, 122, 255): the default tint.
    public class var systemBlue: UIColor { UIColor(red: 0, green: 122.0 / 255, blue: 1, alpha: 1) }
    /// (142, 142, 147): disabled controls' titles.
    public class var systemGray: UIColor { UIColor(red: 142.0 / 255, green: 142.0 / 255, blue: 147.0 / 255, alpha: 1) }
}

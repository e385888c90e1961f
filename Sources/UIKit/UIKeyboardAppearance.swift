/// The keyboard's colours, with UIKit's raw values.
public enum UIKeyboardAppearance: Int, Sendable {
    case `default` = 0
    case dark = 1
    case light = 2

    /// An older name of `dark`.
    public static let alert = UIKeyboardAppearance.dark
}

extension UIButton {
    /// How a button looks, with UIKit's raw values. Kiosk has no icon set, so the
    /// icon types (detail disclosure, info, contact add, close) are not offered.
    public enum ButtonType: Int, Sendable {
        /// Plain: white titles, no tint, no highlight of its own (per-state values show it).
        case custom = 0
        /// Tinted titles that dim while highlighted and turn grey when disabled.
        case system = 1

        /// The old name of `.system`.
        public static var roundedRect: ButtonType { .system }
    }
}

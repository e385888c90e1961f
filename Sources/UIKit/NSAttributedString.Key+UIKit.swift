import Foundation

/// The text attributes UIKit defines (Apple's raw values), as bars'
/// `titleTextAttributes` and attributed text take them. Foundation on Linux has the key type, not these keys.
extension NSAttributedString.Key {
    /// A `UIFont`.
    public static let font = NSAttributedString.Key("NSFont")
    /// A `UIColor`.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
}

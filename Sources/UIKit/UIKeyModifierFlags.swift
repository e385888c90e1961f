/// The modifier keys held with a key (`UIKey.modifierFlags`), with UIKit's raw values.
public struct UIKeyModifierFlags: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Caps lock is on.
    public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
    public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
    public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
    /// Option (Alt on a PC keyboard).
    public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
    /// Command (the logo key on a PC keyboard).
    public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
    /// The key is on the numeric keypad.
    public static let numericPad = UIKeyModifierFlags(rawValue: 1 << 21)
}

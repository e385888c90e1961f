/// A flag of the `kiosk` command with a value it cannot take: names both and says
/// what would be valid.
public struct KioskOptionError: Error, Equatable, CustomStringConvertible {
    public let flag: String
    public let value: String
    /// What the flag takes, e.g. "0, 90, 180 or 270 (degrees clockwise)".
    public let expected: String

    public init(flag: String, value: String, expected: String) {
        self.flag = flag
        self.value = value
        self.expected = expected
    }

    public var description: String { "\(flag) '\(value)' is not valid: use \(expected)" }
}

/// What an animation shows outside its active interval.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// No effect before it begins or after it ends (the default).
    public static let removed = Self(rawValue: "removed")
    /// Holds the final value after it ends.
    public static let forwards = Self(rawValue: "forwards")
    /// Shows the first value before it begins.
    public static let backwards = Self(rawValue: "backwards")
    /// Both.
    public static let both = Self(rawValue: "both")
}

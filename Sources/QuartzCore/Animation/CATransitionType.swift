/// The predefined transition types.
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The layer fades as it becomes visible or hidden (the default).
    public static let fade = Self(rawValue: "fade")
    /// The new content slides into place over the old.
    public static let moveIn = Self(rawValue: "moveIn")
    /// The new content pushes the old out as it slides into place.
    public static let push = Self(rawValue: "push")
    /// The old content slides away, revealing the new.
    public static let reveal = Self(rawValue: "reveal")
}

/// Something that can handle events; views, view controllers and the application
/// form the responder chain through `next`. Equal only to itself, as NSObject is.
@MainActor open class UIResponder: Hashable {
    public init() {}

    /// The next responder up the chain, or nil at its end.
    open var next: UIResponder? { nil }

    nonisolated public static func == (a: UIResponder, b: UIResponder) -> Bool { a === b }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

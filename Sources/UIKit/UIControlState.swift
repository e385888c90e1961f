extension UIControl {
    /// What a control is showing: highlighted, disabled, selected …, with UIKit's raw values.
    public struct State: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        public static let focused = State(rawValue: 1 << 3)
        /// Bits free for the app's own states.
        public static let application = State(rawValue: 0x00FF_0000)
        /// Bits kept for the framework.
        public static let reserved = State(rawValue: 0xFF00_0000)
    }
}

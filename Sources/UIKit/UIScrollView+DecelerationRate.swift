import CoreGraphics

extension UIScrollView {
    /// How quickly coasting slows down: the fraction of its speed a scroll view keeps
    /// each millisecond after the finger lifts, as UIKit defines it.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }

        /// UIKit's default: 0.998 per millisecond.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// Quick to stop: 0.99 per millisecond.
        public static let fast = DecelerationRate(rawValue: 0.99)
    }
}

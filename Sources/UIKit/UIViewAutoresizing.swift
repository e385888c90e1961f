import CoreGraphics

extension UIView {
    /// Which of a view's margins and sizes stretch when its superview's bounds change size.
    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }
}

extension UIView.AutoresizingMask {
    /// `frame` resized for a superview that grew from `old` to `new`: the change in
    /// each direction is shared among the flexible parts in proportion to their
    /// current sizes (UIKit's rule), or all to the single flexible part.
    func resize(_ frame: CGRect, from old: CGSize, to new: CGSize) -> CGRect {
        func share(_ delta: CGFloat, _ parts: [(flexible: Bool, length: CGFloat)]) -> [CGFloat] {
            let flexible = parts.filter(\.flexible)
            guard !flexible.isEmpty, delta != 0 else { return parts.map { _ in 0 } }
            let total = flexible.reduce(0) { $0 + $1.length }
            return parts.map { part in
                guard part.flexible else { return 0 }
                return total > 0 ? delta * part.length / total : delta / CGFloat(flexible.count)
            }
        }
        let x = share(new.width - old.width, [(contains(.flexibleLeftMargin), frame.minX),
                                              (contains(.flexibleWidth), frame.width),
                                              (contains(.flexibleRightMargin), old.width - frame.maxX)])
        let y = share(new.height - old.height, [(contains(.flexibleTopMargin), frame.minY),
                                                (contains(.flexibleHeight), frame.height),
                                                (contains(.flexibleBottomMargin), old.height - frame.maxY)])
        return CGRect(x: frame.minX + x[0], y: frame.minY + y[0], width: frame.width + x[1], height: frame.height + y[1])
    }
}

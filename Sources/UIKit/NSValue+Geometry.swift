import Foundation
import QuartzCore

/// UIKit's names for boxing geometry in an `NSValue` (Foundation on Linux has the
/// `point:`/`pointValue` forms; these are the ones iOS code writes). Points, sizes and
/// rectangles work as an animation's `fromValue`/`toValue`/`values`, as do the
/// transforms (`NSValue(cgAffineTransform:)`, `NSValue(caTransform3D:)`, in QuartzCore);
/// keyboard notifications carry their frames as `cgRectValue`s.
extension NSValue {
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    public convenience init(cgSize size: CGSize) { self.init(size: size) }
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }

    /// A value holding `insets`' top, left, bottom, right.
    public convenience init(uiEdgeInsets insets: UIEdgeInsets) {
        self.init(doubles: [insets.top, insets.left, insets.bottom, insets.right].map(Double.init))
    }

    /// The point the value holds (zero when it holds something else).
    public var cgPointValue: CGPoint { if case .point(let point) = contents { point } else { .zero } }
    /// The size the value holds (zero when it holds something else).
    public var cgSizeValue: CGSize { if case .size(let size) = contents { size } else { .zero } }
    /// The rectangle the value holds (zero when it holds something else).
    public var cgRectValue: CGRect { if case .rect(let rect) = contents { rect } else { .zero } }

    /// The insets the value holds (zero when it holds something else).
    public var uiEdgeInsetsValue: UIEdgeInsets {
        guard let v = doubles(count: 4)?.map({ CGFloat($0) }) else { return .zero }
        return UIEdgeInsets(top: v[0], left: v[1], bottom: v[2], right: v[3])
    }
}

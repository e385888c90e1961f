import CoreGraphics
import Foundation

extension NSValue {
    /// A value holding `transform` (its a, b, c, d, tx, ty), as animations take it.
    /// UIKit's on iOS; here beside `init(caTransform3D:)`, which the render model reads too.
    public convenience init(cgAffineTransform transform: CGAffineTransform) {
        self.init(doubles: [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty].map(Double.init))
    }

    /// The transform the value holds (the identity when it holds something else).
    public var cgAffineTransformValue: CGAffineTransform {
        guard let v = doubles(count: 6)?.map({ CGFloat($0) }) else { return .identity }
        return CGAffineTransform(a: v[0], b: v[1], c: v[2], d: v[3], tx: v[4], ty: v[5])
    }
}

import CoreGraphics
import Foundation

extension NSValue {
    /// A value holding `transform`, as animations' `fromValue`/`toValue`/`values` take it.
    public convenience init(caTransform3D transform: CATransform3D) {
        self.init(doubles: transform.entries.map(Double.init))
    }

    /// The transform the value holds (the identity when it holds something else).
    public var caTransform3DValue: CATransform3D {
        guard let entries = doubles(count: 16) else { return CATransform3DIdentity }
        return CATransform3D(entries: entries.map { CGFloat($0) })
    }
}

import Foundation

extension AnimatableValue {
    /// What an `NSValue` holds, as iOS code boxes it for an animation:
    /// `NSValue(cgPoint:)`, `(cgSize:)`, `(cgRect:)`, `(cgAffineTransform:)` or
    /// `(caTransform3D:)`; nil for anything else.
    init?(boxed value: NSValue) {
        switch value.contents {
        case .point(let point): self = .point(point)
        case .size(let size): self = .size(size)
        case .rect(let rect): self = .rect(rect)
        case .doubles(let entries) where entries.count == 16: self = .transform(value.caTransform3DValue)
        case .doubles(let entries) where entries.count == 6:
            self = .transform(CATransform3DMakeAffineTransform(value.cgAffineTransformValue))
        default: return nil
        }
    }
}

import Foundation

extension AnimatableValue {
    /// What an `NSValue` holds, as iOS code boxes it for an animation:
    /// `NSValue(cgPoint:)`, `(cgSize:)`, `(cgRect:)`, `(cgAffineTransform:)` or
    /// `(caTransform3D:)`; nil for anything else.
    init?(boxed value: NSValue) {
        switch String(cString: value.objCType) {
        case "{CGPoint=dd}": self = .point(value.pointValue)
        case "{CGSize=dd}": self = .size(value.sizeValue)
        case "{CGRect={CGPoint=dd}{CGSize=dd}}": self = .rect(value.rectValue)
        case "[16d]": self = .transform(value.caTransform3DValue)
        case "[6d]": self = .transform(CATransform3DMakeAffineTransform(value.cgAffineTransformValue))
        default: return nil
        }
    }
}

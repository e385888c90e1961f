import CoreGraphics
import Foundation
import QuartzCore

/// A cubic Bézier timing curve for a property animator: one of UIKit's named curves
/// or two control points of your own (the curve runs from (0, 0) to (1, 1)).
@preconcurrency @MainActor open class UICubicTimingParameters: UITimingCurveProvider {
    /// The named curve; `.easeInOut` for a curve made from control points.
    public let animationCurve: UIView.AnimationCurve
    public let controlPoint1: CGPoint
    public let controlPoint2: CGPoint
    private let isBuiltin: Bool

    /// Core Animation's default curve, control points (0.25, 0.1) and (0.25, 1).
    public convenience init() {
        self.init(controlPoint1: CGPoint(x: 0.25, y: 0.1), controlPoint2: CGPoint(x: 0.25, y: 1))
    }

    public init(animationCurve curve: UIView.AnimationCurve) {
        animationCurve = curve
        let function = CAMediaTimingFunction(name: curve.timingFunctionName)
        let p = function.controlPoints
        controlPoint1 = CGPoint(x: CGFloat(p.0), y: CGFloat(p.1))
        controlPoint2 = CGPoint(x: CGFloat(p.2), y: CGFloat(p.3))
        isBuiltin = true
    }

    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        animationCurve = .easeInOut
        controlPoint1 = point1
        controlPoint2 = point2
        isBuiltin = false
    }

    open var timingCurveType: UITimingCurveType { isBuiltin ? .builtin : .cubic }
    open var cubicTimingParameters: UICubicTimingParameters? { self }
    open var springTimingParameters: UISpringTimingParameters? { nil }

    /// The curve as Core Animation plays it.
    var timingFunction: CAMediaTimingFunction {
        CAMediaTimingFunction(controlPoints: Float(controlPoint1.x), Float(controlPoint1.y),
                              Float(controlPoint2.x), Float(controlPoint2.y))
    }
}

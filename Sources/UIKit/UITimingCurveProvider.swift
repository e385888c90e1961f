import CoreGraphics
import Foundation
@_spi(KioskRuntime) import QuartzCore

/// The kind of timing curve a `UITimingCurveProvider` gives.
public enum UITimingCurveType: Int, Sendable {
    /// One of UIKit's built-in curves (a `UIView.AnimationCurve`).
    case builtin = 0
    /// A cubic Bézier curve.
    case cubic
    /// A spring.
    case spring
    /// A cubic curve and a spring together; played here as the spring.
    case composed
}

/// What paces a property animator: a cubic curve, a spring, or both.
@preconcurrency @MainActor public protocol UITimingCurveProvider: AnyObject {
    var timingCurveType: UITimingCurveType { get }
    var cubicTimingParameters: UICubicTimingParameters? { get }
    var springTimingParameters: UISpringTimingParameters? { get }
}

/// How a timing curve provider paces one run of a property animator, as Kiosk plays it.
@MainActor enum AnimatorTiming {
    case curve(CAMediaTimingFunction)
    case spring(UISpringTimingParameters)

    init(_ provider: any UITimingCurveProvider) {
        if provider.timingCurveType != .builtin && provider.timingCurveType != .cubic,
           let spring = provider.springTimingParameters {
            self = .spring(spring)
        } else {
            self = .curve(provider.cubicTimingParameters?.timingFunction ?? CAMediaTimingFunction(name: .default))
        }
    }

    /// The spring this timing plays over a run of `duration` seconds, if it is one.
    func spring(forDuration duration: TimeInterval) -> DampedSpring? {
        guard case .spring(let parameters) = self else { return nil }
        return parameters.spring(forDuration: duration)
    }

    /// Progress along the run (0 at its start, 1 at its end; a spring may overshoot)
    /// `fraction` of the way through its `duration` seconds.
    func progress(at fraction: Double, duration: TimeInterval) -> Double {
        switch self {
        case .curve(let function): function.progress(at: fraction)
        case .spring(let parameters): parameters.spring(forDuration: duration).progress(at: fraction * duration)
        }
    }

    /// A basic or spring animation of `keyPath` with this timing over `duration`.
    func makeAnimation(keyPath: String, duration: TimeInterval) -> CABasicAnimation {
        let animation: CABasicAnimation
        switch self {
        case .curve(let function):
            animation = CABasicAnimation(keyPath: keyPath)
            animation.timingFunction = function
        case .spring(let parameters):
            let spring = CASpringAnimation(keyPath: keyPath)
            spring.apply(parameters.spring(forDuration: duration))
            animation = spring
        }
        animation.duration = duration
        return animation
    }
}

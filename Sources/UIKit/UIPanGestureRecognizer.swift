import CoreGraphics
import Foundation

/// Recognizes fingers dragging (a continuous gesture): it begins once between
/// `minimumNumberOfTouches` and `maximumNumberOfTouches` fingers have moved their
/// centroid `hysteresis` points, changes as they move, and ends when fewer than the
/// minimum remain. The translation is measured from where the fingers touched down
/// (so it includes the first `hysteresis` points); fingers joining or leaving do not
/// make it jump.
@preconcurrency @MainActor open class UIPanGestureRecognizer: UIGestureRecognizer {
    open var minimumNumberOfTouches = 1
    open var maximumNumberOfTouches = Int.max

    /// Points the centroid moves before the pan begins.
    public static let hysteresis: CGFloat = 10
    /// Seconds of movement the velocity is measured over.
    public static let velocityInterval: TimeInterval = 0.1

    /// The window point the translation is measured from.
    private var origin = CGPoint.zero
    /// Translations (window coordinates) by time, for the velocity.
    private var samples: [(time: TimeInterval, translation: CGPoint)] = []

    /// The pan's total movement in `view`'s coordinates (the window's for nil).
    open func translation(in view: UIView?) -> CGPoint {
        let location = location(in: nil)
        guard let view else { return CGPoint(x: location.x - origin.x, y: location.y - origin.y) }
        let window = gestureWindow
        let a = view.convert(origin, from: window), b = view.convert(location, from: window)
        return CGPoint(x: b.x - a.x, y: b.y - a.y)
    }

    /// Makes the translation `translation` (in `view`'s coordinates, the window's for
    /// nil) from here on; the velocity starts over.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        let location = location(in: nil)
        if let view {
            let window = gestureWindow
            let here = view.convert(location, from: window)
            origin = view.convert(CGPoint(x: here.x - translation.x, y: here.y - translation.y), to: window)
        } else {
            origin = CGPoint(x: location.x - translation.x, y: location.y - translation.y)
        }
        let time = samples.last?.time ?? 0
        samples = [(time, currentTranslation)]
    }

    /// Points per second in `view`'s coordinates (the window's for nil): the movement
    /// since the latest sample at least `velocityInterval` seconds old (else the
    /// first), over the time since.
    open func velocity(in view: UIView?) -> CGPoint {
        guard let last = samples.last, let first = samples.first else { return .zero }
        let base = samples.last { $0.time <= last.time - Self.velocityInterval } ?? first
        let dt = last.time - base.time
        guard dt > 0 else { return .zero }
        let v = CGPoint(x: (last.translation.x - base.translation.x) / dt, y: (last.translation.y - base.translation.y) / dt)
        guard let view else { return v }
        let window = gestureWindow, location = location(in: nil)
        let a = view.convert(location, from: window)
        let b = view.convert(CGPoint(x: location.x + v.x, y: location.y + v.y), from: window)
        return CGPoint(x: b.x - a.x, y: b.y - a.y)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        let arriving = trackedTouches.filter { touches.contains($0) }
        for touch in arriving.dropFirst(max(0, maximumNumberOfTouches - (trackedTouches.count - arriving.count))) {
            ignore(touch, for: event)
        }
        let staying = trackedTouches.filter { !touches.contains($0) }
        if let before = Self.centroid(of: staying), let after = centroid {
            keepTranslation(from: before, to: after)
        } else {
            origin = centroid ?? origin
            samples = [(event.timestamp, .zero)]
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        samples.append((event.timestamp, currentTranslation))
        if state == .possible {
            let inRange = (minimumNumberOfTouches...maximumNumberOfTouches).contains(numberOfTouches)
            if inRange, let centroid, origin.distance(to: centroid) >= Self.hysteresis { state = .began }
        } else {
            state = .changed
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        let remaining = trackedTouches.filter { !touches.contains($0) }
        if state != .possible && remaining.count < minimumNumberOfTouches {
            samples.append((event.timestamp, currentTranslation))
            state = .ended
        } else if state == .possible && remaining.isEmpty {
            state = .failed
        } else if let after = Self.centroid(of: remaining), let before = centroid {
            keepTranslation(from: before, to: after)
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = state == .possible ? .failed : .cancelled
    }

    open override func reset() { samples = [] }

    /// Moves the origin with the centroid, from `before` to `after` (fingers joined or
    /// left), so that the translation stays the same.
    private func keepTranslation(from before: CGPoint, to after: CGPoint) {
        origin = CGPoint(x: origin.x + after.x - before.x, y: origin.y + after.y - before.y)
    }

    private var currentTranslation: CGPoint { translation(in: nil) }

    /// The window the gesture's points are in.
    private var gestureWindow: UIWindow? { trackedTouches.first?.window ?? view?.window }
}

import CoreGraphics
import Foundation

/// One finger on the screen, from touching down until it lifts or is cancelled: the
/// same object is handed to every touch method for that finger, updated in place.
@preconcurrency @MainActor public final class UITouch: Hashable {
    /// Where a touch is in its life, with UIKit's raw values.
    public enum Phase: Int, Sendable {
        case began, moved, stationary, ended, cancelled
    }

    /// Whether this touch changed in the event being delivered, and how.
    public internal(set) var phase: Phase
    /// When the touch last changed (seconds on `CACurrentMediaTime()`'s clock).
    public internal(set) var timestamp: TimeInterval
    /// Which tap in a quick series this touch is (1 for a lone touch); see `TapCounter`.
    public internal(set) var tapCount: Int
    /// The view the touch began in (the hit-test view); it keeps the touch even when
    /// the finger leaves it.
    public internal(set) var view: UIView?
    public internal(set) weak var window: UIWindow?
    /// The recognizers that receive this touch, set when it begins.
    public internal(set) var gestureRecognizers: [UIGestureRecognizer]?

    /// Where the finger is, in window coordinates.
    var windowLocation: CGPoint
    /// Where the finger was before the latest change, in window coordinates.
    var previousWindowLocation: CGPoint
    /// Where the finger touched down, in window coordinates.
    let startWindowLocation: CGPoint
    /// Orders the touches of one event: later touches have larger numbers.
    var serial = 0
    /// How far delivery to `view` has come.
    var viewDelivery = ViewDelivery.pending

    /// Delivery of a touch to its view: `pending` until the view is sent
    /// `touchesBegan`, `open` while it expects more, `closed` once it has its last
    /// call (or, having never seen the touch, will get none).
    enum ViewDelivery { case pending, open, closed }

    init(at location: CGPoint, timestamp: TimeInterval, tapCount: Int, view: UIView?, window: UIWindow) {
        phase = .began
        self.timestamp = timestamp
        self.tapCount = tapCount
        self.view = view
        self.window = window
        windowLocation = location
        previousWindowLocation = location
        startWindowLocation = location
    }

    /// Where the finger is, in `view`'s coordinates (the window's for nil).
    public func location(in view: UIView?) -> CGPoint { convert(windowLocation, to: view) }

    /// Where the finger was before the latest change, in `view`'s coordinates (the window's for nil).
    public func previousLocation(in view: UIView?) -> CGPoint { convert(previousWindowLocation, to: view) }

    /// A window point in `view`'s coordinates.
    func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        guard let view else { return point }
        return view.convert(point, from: window)
    }

    nonisolated public static func == (a: UITouch, b: UITouch) -> Bool { a === b }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

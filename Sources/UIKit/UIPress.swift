import Foundation

/// One key held on a hardware keyboard, from its press to its release: the same object
/// is handed to `pressesBegan` and `pressesEnded` (as a `UITouch` is for a finger), to
/// the responder that was first responder when the key went down.
@preconcurrency @MainActor open class UIPress: Hashable {
    /// Where a press is in its life, with UIKit's raw values.
    public enum Phase: Int, Sendable {
        case began, changed, stationary, ended, cancelled
    }

    public internal(set) var phase: Phase
    /// When the press last changed (seconds on `CACurrentMediaTime()`'s clock).
    public internal(set) var timestamp: TimeInterval
    /// The key.
    public internal(set) var key: UIKey?
    public internal(set) weak var window: UIWindow?
    /// The responder the press goes to.
    public internal(set) weak var responder: UIResponder?
    /// How hard the key is pressed: 1 while down, 0 once released (keys have no pressure).
    public var force: CGFloat { phase == .ended || phase == .cancelled ? 0 : 1 }
    /// The recognizers that receive the press: none (recognizers take touches only here).
    public var gestureRecognizers: [UIGestureRecognizer]? { nil }

    init(key: UIKey, phase: Phase, timestamp: TimeInterval, window: UIWindow, responder: UIResponder) {
        self.key = key
        self.phase = phase
        self.timestamp = timestamp
        self.window = window
        self.responder = responder
    }

    nonisolated public static func == (a: UIPress, b: UIPress) -> Bool { a === b }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

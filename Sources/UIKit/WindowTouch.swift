import Foundation

/// Kiosk's own: one change of one finger, as the platform hands it to a window — which
/// finger, what happened, where (window points) and when (media-clock seconds).
@_spi(KioskRuntime) public struct WindowTouch: Sendable, Equatable {
    public var finger: Int
    public var phase: UITouch.Phase
    public var location: CGPoint
    public var timestamp: TimeInterval

    public init(finger: Int, phase: UITouch.Phase, location: CGPoint, timestamp: TimeInterval) {
        self.finger = finger
        self.phase = phase
        self.location = location
        self.timestamp = timestamp
    }
}

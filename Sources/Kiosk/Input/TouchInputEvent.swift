import Foundation

/// One change of one finger, as an input source reports it: which finger, what
/// happened, where on the screen (points, after calibration and rotation) and when
/// (seconds on the media clock, CLOCK_MONOTONIC on a device). Independent of libinput,
/// so that scripts, tests and libinput all feed UIKit the same way.
public struct TouchInputEvent: Sendable, Equatable {
    /// What happened to the finger.
    public enum Phase: Sendable, Equatable {
        case began, moved, ended, cancelled
    }

    /// The finger: a slot number that stays the same from down to up (libinput's seat slot).
    public var finger: Int
    public var phase: Phase
    /// Where the finger is, in screen points (y down, origin top-left).
    public var location: CGPoint
    /// When it happened, in media-clock seconds.
    public var timestamp: TimeInterval

    public init(finger: Int, phase: Phase, location: CGPoint, timestamp: TimeInterval) {
        self.finger = finger
        self.phase = phase
        self.location = location
        self.timestamp = timestamp
    }
}

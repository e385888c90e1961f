import CoreGraphics
import Foundation
import Testing
@_spi(KioskRuntime) import UIKit

/// UILongPressGestureRecognizer: held fingers begin the gesture after
/// `minimumPressDuration`, moves change it, the lift ends it; moving or lifting early fails.
@MainActor @Suite struct LongPressGestureTests {
    private let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    private let view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))

    init() { window.addSubview(view) }

    private func touch(_ phase: UITouch.Phase, _ x: CGFloat, _ y: CGFloat, at t: TimeInterval, finger: Int = 0) {
        window.injectTouch(finger: finger, phase: phase, at: CGPoint(x: x, y: y), timestamp: t)
    }

    /// The states a recognizer's action saw, with the location in the view.
    private func logged(_ press: UILongPressGestureRecognizer) -> () -> [String] {
        var log: [String] = []
        press.addTarget(nil) { [view] in
            let p = $0.location(in: view)
            log.append("\($0.state.rawValue)@\(Int(p.x)),\(Int(p.y))")
        }
        return { log }
    }

    @Test func aHeldFingerBeginsAfterHalfASecondMovesAndEnds() {
        let press = UILongPressGestureRecognizer()
        let log = logged(press)
        view.addGestureRecognizer(press)
        #expect(press.minimumPressDuration == 0.5 && press.allowableMovement == 10 && press.numberOfTapsRequired == 0)
        touch(.began, 100, 100, at: 0)
        touch(.moved, 106, 104, at: 0.2)           // within 10 points
        #expect(window.nextGestureTimeout == 0.5)
        window.expireGestureTimeouts(at: 0.49)
        #expect(log().isEmpty && press.state == .possible)
        window.expireGestureTimeouts(at: 0.5)
        #expect(log() == ["1@106,104"] && press.state == .began)   // .began
        touch(.moved, 150, 180, at: 0.7)          // far is fine once begun
        touch(.ended, 150, 180, at: 0.9)
        #expect(log() == ["1@106,104", "2@150,180", "3@150,180"])  // began, changed, ended
        #expect(press.state == .possible)
    }

    @Test func movingOrLiftingEarlyFailsAndATapStillRecognizes() {
        let press = UILongPressGestureRecognizer()
        let log = logged(press)
        var taps = 0
        let tap = UITapGestureRecognizer { _ in taps += 1 }
        view.addGestureRecognizer(press)
        view.addGestureRecognizer(tap)
        touch(.began, 100, 100, at: 0)
        touch(.moved, 111, 100, at: 0.1)           // 11 points: too far
        window.expireGestureTimeouts(at: 1)
        touch(.ended, 111, 100, at: 1.1)
        #expect(log().isEmpty)
        touch(.began, 100, 100, at: 2)
        touch(.ended, 100, 100, at: 2.1)           // lifted early: a tap, not a press
        window.expireGestureTimeouts(at: 3)
        #expect(log().isEmpty && taps == 1)
    }

    @Test func twoFingersAndATapFirst() {
        let press = UILongPressGestureRecognizer()
        press.numberOfTouchesRequired = 2
        let log = logged(press)
        view.addGestureRecognizer(press)
        touch(.began, 100, 100, at: 0)
        window.expireGestureTimeouts(at: 0.6)      // one finger is not enough
        #expect(log().isEmpty)
        touch(.began, 140, 100, at: 0.7, finger: 1)
        window.expireGestureTimeouts(at: 1.2)
        #expect(log() == ["1@120,100"])
        touch(.ended, 100, 100, at: 1.3)
        touch(.ended, 140, 100, at: 1.3, finger: 1)
        // The first lift ends it, at the fingers' centroid then.
        #expect(log() == ["1@120,100", "3@120,100"])

        let tapThenHold = UILongPressGestureRecognizer()
        tapThenHold.numberOfTapsRequired = 1
        let held = logged(tapThenHold)
        view.removeGestureRecognizer(press)
        view.addGestureRecognizer(tapThenHold)
        touch(.began, 50, 50, at: 10)
        window.expireGestureTimeouts(at: 10.8)     // held past a tap's 0.75 s: no tap, it fails
        touch(.ended, 50, 50, at: 10.9)
        #expect(held().isEmpty && tapThenHold.state == .possible)
        touch(.began, 50, 50, at: 20)
        touch(.ended, 50, 50, at: 20.1)            // the tap
        touch(.began, 52, 50, at: 20.2)            // then the press
        window.expireGestureTimeouts(at: 20.7)
        #expect(held() == ["1@52,50"])
        touch(.ended, 52, 50, at: 21)
    }
}

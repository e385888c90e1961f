import CoreGraphics
import Foundation
@_spi(KioskRuntime) import UIKit

/// What a run answers to `kiosk ctl`: a tap goes into the run's touch queue (delivered
/// in the same main-loop turn), a script starts playing, status lines come from the run.
@MainActor struct RunControl {
    let window: UIWindow
    let dispatcher: TouchDispatcher
    /// The run's status lines at a time.
    let status: (Double) -> [String]
    /// Starts playing a script at a time.
    let play: (TouchScript, Double) -> Void

    /// A finger of its own for `kiosk ctl tap`, apart from libinput's and scripts'.
    static let finger = 1 << 22

    /// The reply to `request`, made within the main-loop turn at `now`.
    func answer(_ request: ControlRequest, at now: Double) -> String {
        switch request {
        case .status:
            return "ok:\n" + status(now).map { "  " + $0 }.joined(separator: "\n")
        case .tap(let point):
            let bounds = window.bounds
            guard bounds.contains(point) else {
                return "error: \(point.x),\(point.y) is off the screen (\(bounds.width)x\(bounds.height) points)"
            }
            dispatcher.enqueue([TouchInputEvent(finger: Self.finger, phase: .began, location: point, timestamp: now),
                                TouchInputEvent(finger: Self.finger, phase: .ended, location: point, timestamp: now)])
            return "ok: tapped \(point.x),\(point.y)"
        case .script(let path):
            do {
                play(try KioskRuntime.loadScript(URL(fileURLWithPath: path)), now)
                return "ok: playing \(path)"
            } catch {
                return "error: \(error)"
            }
        case .screenshot:
            return "error: screenshot is not supported yet"
        case .blank, .wake, .brightness:
            return "error: not supported yet: this display has no blanking or backlight control"
        }
    }
}

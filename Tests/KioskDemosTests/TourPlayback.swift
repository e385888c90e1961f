import CoreGraphics
import Kiosk
import KioskDemos
import KioskHeadless

/// Plays `demo`'s tour for `size` on `screen` step by step, as `kiosk demo` does, and
/// calls `afterLift` 0.6 s after each finger lifts (when what the touch started has
/// played), so a test can note the state after every gesture.
@MainActor func playTour(of demo: Demo, size: CGSize, on screen: HeadlessScreen, afterLift: () -> Void) throws {
    let script = try TouchScript(parsing: demo.tour(size), name: "\(demo.name) tour")
    let start = screen.time
    for step in script.steps {
        screen.advance(by: max(start + step.time - screen.time, 0))
        switch step.action {
        case .down(let p): screen.touchDown(at: p, finger: step.finger)
        case .move(let p): screen.touchMove(to: p, finger: step.finger)
        case .up:
            screen.touchUp(finger: step.finger)
            screen.advance(by: 0.6)
            afterLift()
        }
    }
}

import Foundation
@_spi(KioskRuntime) import KioskHeadless

extension HeadlessScreen {
    /// Plays `script` from now: for each step, lets time pass to the step's time
    /// (presenting frames on the way, as `advance(by:)` does), then puts the finger
    /// down, moves or lifts it. Returns at the time of the last step.
    public func play(_ script: TouchScript) {
        let start = time
        for step in script.steps {
            let wait = start + step.time - time
            if wait > 0 { advance(by: wait) }
            perform(step)
        }
    }

    /// Puts the step's finger down, moves or lifts it, now.
    func perform(_ step: TouchScript.Step) {
        switch step.action {
        case .down(let point): touchDown(at: point, finger: step.finger)
        case .move(let point): touchMove(to: point, finger: step.finger)
        case .up: touchUp(finger: step.finger)
        }
    }
}

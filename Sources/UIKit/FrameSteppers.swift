import Foundation

/// Something a window moves a step at every main-loop turn while it is in motion: a
/// scroll view coasting, springing back or easing to an offset. UIKit moves scroll
/// views frame by frame on the main thread rather than with Core Animation, and so
/// does Kiosk; each step sets the model, which the turn's commit then draws.
@MainActor protocol FrameStepping: AnyObject {
    /// Moves to where the motion is at media time `time`; returns whether it still
    /// moves (after telling anyone, who may have started a new motion).
    func step(to time: TimeInterval) -> Bool
}

/// A window's objects in motion, stepped by `MainLoopTurn` before layout. Empty when
/// nothing moves, so a settled turn does no work for them.
@MainActor final class FrameSteppers {
    private var steppers: [any FrameStepping] = []

    var isEmpty: Bool { steppers.isEmpty }

    /// Steps `stepper` at every turn from the next one on, until it is removed.
    func add(_ stepper: any FrameStepping) {
        if !steppers.contains(where: { $0 === stepper }) { steppers.append(stepper) }
    }

    /// Stops stepping `stepper`.
    func remove(_ stepper: any FrameStepping) {
        steppers.removeAll { $0 === stepper }
    }

    /// Steps each one to `time`, in the order they started; those that no longer move
    /// leave (also one that stopped after leaving the window, which could not remove itself).
    func step(to time: TimeInterval) {
        for stepper in steppers where !stepper.step(to: time) { remove(stepper) }
    }
}

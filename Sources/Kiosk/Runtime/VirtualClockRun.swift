import CoreGraphics
import Foundation
@_spi(KioskRuntime) import KioskHeadless
@_spi(KioskRuntime) import QuartzCore
@_spi(KioskRuntime) import UIKit

/// A headless run on the virtual clock, in lock-step as `HeadlessScreen` does it:
/// the app's first frame at t = 0, then one frame per 1/60 s step (and one at each
/// script step's time) while the script plays, then frames until nothing animates
/// and no display link runs (at most `idleTimeout` s). Idle time is skipped, not stepped through: after a frame
/// that left nothing to change, the next is drawn at the next script step. Nothing
/// depends on the machine's speed or clock, so every run gives the same frames.
/// SIGTERM/SIGINT end it after the frame in progress.
@MainActor struct VirtualClockRun {
    let width: Int
    let height: Int
    let scale: CGFloat
    let script: TouchScript?
    let idleTimeout: Double
    let signals: SignalGuard
    let progress: RuntimeProgress
    /// The board's keyboard, if a board was given (headless: no physical keyboard).
    var keyboard: BoardKeyboard?

    /// How long the recording holds the last picture after the run ends, so that a
    /// player looping it shows the final state before starting over.
    static let finalHold = 1.0

    /// What the run did.
    struct Outcome {
        var framesPresented: Int
        var endTime: Double
        var stoppedBySignal: Bool
    }

    /// Runs `root` on a new headless screen; `recorder` gets every frame from the first.
    func run(_ root: UIViewController, recorder: FrameRecorder?, onFirstFrame: (@Sendable () -> Void)?) -> Outcome {
        let screen = HeadlessScreen(width: width, height: height, scale: scale)
        keyboard?.apply(to: screen.window, physicalKeyboardPresent: false)
        screen.window.rootViewController = root
        screen.advance(by: 0)
        screen.recorder = recorder
        progress.frameRendered()
        progress.framePresented()
        onFirstFrame?()
        var stopped = false
        /// Whether the last frame left nothing to change (no touch since).
        var settled = false
        /// One frame towards `target`: to the next 1/60 s step, or to `target` if sooner
        /// — or straight to a finite `target` when the screen is settled.
        func step(toward target: Double) {
            let before = screen.framesPresented
            let next = settled && target.isFinite ? target : min(screen.nextFrameTime, target)
            screen.advance(by: next - screen.time)
            settled = screen.isSettled
            progress.mainLoopTurned()
            progress.frameRendered()
            if screen.framesPresented > before { progress.framePresented() }
            signals.handlePending()
            stopped = signals.stopRequested
        }
        if let script {
            let start = screen.time
            for scripted in script.steps {
                while !stopped && screen.time < start + scripted.time - 1e-9 { step(toward: start + scripted.time) }
                if stopped { break }
                screen.perform(scripted)
                settled = false
            }
        }
        let deadline = screen.time + idleTimeout
        if !stopped { step(toward: .infinity) }
        while !stopped && (screen.isAnimating || screen.window.nextGestureTimeout != nil || CADisplayLink.anyActive)
                && screen.time < deadline - 1e-9 {
            step(toward: deadline)
        }
        return Outcome(framesPresented: screen.framesPresented, endTime: screen.time, stoppedBySignal: stopped)
    }
}

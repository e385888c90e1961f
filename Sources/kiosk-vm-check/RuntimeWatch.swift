import Dispatch
import Foundation
import Glibc
import Kiosk
import QuartzCore
import Synchronization

/// What a driver thread asks of the flip demo that `KioskRuntime` runs on the main
/// thread: the first frame, its state (read on the main actor), waiting for a state,
/// waiting until the picture has settled and is on the glass, and the end of the
/// drive (SIGTERM to the runtime, as a service manager would stop it).
final class RuntimeWatch: Sendable {
    private let progress: RuntimeProgress
    private let probe: FlipProbe
    private let log: CheckLog
    private let firstFrame = DispatchSemaphore(value: 0)
    private let finished = DispatchSemaphore(value: 0)
    private let runtimeEnded = Atomic(false)

    @MainActor init(runtime: KioskRuntime, probe: FlipProbe, log: CheckLog) {
        progress = runtime.progress
        self.probe = probe
        self.log = log
    }

    /// For `KioskRuntime.onFirstFramePresented`.
    func firstFrameShown() { firstFrame.signal() }

    /// The runtime's `run` returned: a driver still waiting for the first frame gives up.
    func runtimeReturned() {
        runtimeEnded.store(true, ordering: .sequentiallyConsistent)
        firstFrame.signal()
    }

    /// Waits for the first frame on the glass; false if it did not come in `timeout`
    /// seconds or the runtime ended first.
    func waitForFirstFrame(timeout: Double) -> Bool {
        firstFrame.wait(timeout: .now() + timeout) == .success && !runtimeEnded.load(ordering: .sequentiallyConsistent)
    }

    /// The drive is over: stops the runtime (SIGTERM) if it still runs.
    func driveFinished() {
        finished.signal()
        if !runtimeEnded.load(ordering: .sequentiallyConsistent) { kill(getpid(), SIGTERM) }
    }

    /// Waits for `driveFinished()` (at most `timeout` seconds).
    func waitUntilFinished(timeout: Double) -> Bool { finished.wait(timeout: .now() + timeout) == .success }

    /// The demo's page and depth now.
    var state: FlipState { onMain { self.probe.state } }

    /// Runs `body` on the main actor and returns its result.
    func onMain<T: Sendable>(_ body: @escaping @MainActor @Sendable () -> T) -> T {
        DispatchQueue.main.sync { MainActor.assumeIsolated { body() } }
    }

    /// Polls the demo's state until it is `expected` (at most `timeout` seconds).
    func wait(until expected: FlipState, timeout: Double = 20) -> Bool {
        let deadline = MonotonicMediaClock().now + timeout
        while MonotonicMediaClock().now < deadline {
            if state == expected { return true }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return state == expected
    }

    /// Waits until the render server is idle and stays so over a main-loop turn (a
    /// completion handler may commit more), then until the last frame is on the glass.
    func settle(_ drm: DRMDisplay?) {
        for _ in 0..<20 {
            guard progress.waitUntilIdle(timeout: 30) else {
                log.expect(false, "the picture settles within 30 s")
                return
            }
            let frames = progress.framesRendered
            Thread.sleep(forTimeInterval: 0.1)
            if progress.framesRendered == frames && progress.waitUntilIdle(timeout: 0) { break }
        }
        drm?.waitUntilShown()
    }
}

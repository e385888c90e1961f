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
        waitFor(timeout: timeout) { self.state == expected }
    }

    /// Waits until libinput in the runtime has added more than `added` devices in all
    /// (at most `timeout` seconds): a device plugged in after that count was read is
    /// then taken in, and what it sends reaches the app. libinput drops what a device
    /// sent before it finished adding it.
    func waitForInputDevices(addedMoreThan added: Int, timeout: Double) -> Bool {
        waitFor(timeout: timeout) { self.progress.inputDevicesAdded > added }
    }

    /// Waits until libinput in the runtime has removed more than `removed` devices in all.
    func waitForInputDevices(removedMoreThan removed: Int, timeout: Double) -> Bool {
        waitFor(timeout: timeout) { self.progress.inputDevicesRemoved > removed }
    }

    /// Fingers the runtime has put down so far (touches, pointer presses, pen tips).
    var touchesBegan: Int { progress.touchesBegan }

    /// Waits until the runtime has put down more than `began` fingers in all.
    func waitForTouches(beganMoreThan began: Int, timeout: Double) -> Bool {
        waitFor(timeout: timeout) { self.progress.touchesBegan > began }
    }

    /// The input devices libinput in the runtime has added and removed so far.
    var inputDeviceCounts: (added: Int, removed: Int) { (progress.inputDevicesAdded, progress.inputDevicesRemoved) }

    private func waitFor(timeout: Double, _ condition: () -> Bool) -> Bool {
        let deadline = MonotonicMediaClock().now + timeout
        while !condition() {
            guard MonotonicMediaClock().now < deadline else { return false }
            Thread.sleep(forTimeInterval: 0.02)
        }
        return true
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

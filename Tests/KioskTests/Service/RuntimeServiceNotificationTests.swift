import CoreGraphics
import Foundation
@testable import Kiosk
import QuartzCore
import Testing
import UIKit

/// What a run tells a NOTIFY_SOCKET listener: STATUS=… with the display, READY=1
/// exactly once and only after the first frame was presented, STOPPING=1 when the
/// run stops — in that order. On the virtual clock, the deterministic lock-step (a
/// real-clock run needs the main queue, which a main-actor test occupies; the
/// virtual board's service test covers it on DRM).
@MainActor @Suite struct RuntimeServiceNotificationTests {
    /// What the listener had received when the app's first-frame callback ran, and
    /// how many frames were presented by then.
    private final class FirstFrameProbe: Sendable {
        let seen = Locked<(datagrams: [String], framesPresented: Int)?>(nil)
    }

    /// Runs `options` with NOTIFY_SOCKET set to a fresh listener; returns the probe's
    /// findings and every datagram received after it.
    private func notifications(_ options: KioskOptions) throws -> (atFirstFrame: [String]?, framesAtFirstFrame: Int?, after: [String]) {
        let listener = try DatagramListener()
        let runtime = KioskRuntime(options: options)
        runtime.serviceEnvironment = ["NOTIFY_SOCKET": listener.address]
        let probe = FirstFrameProbe()
        let progress = runtime.progress
        nonisolated(unsafe) let unsafeListener = listener
        runtime.onFirstFramePresented = {
            probe.seen.withLock { $0 = (unsafeListener.receiveWaiting(), progress.framesPresented) }
        }
        #expect(try runtime.run(rootViewController: SlidingBoxViewController(), signals: SignalGuard()) == 0)
        let seen = probe.seen.withLock { $0 }
        return (seen?.datagrams, seen?.framesPresented, listener.receiveWaiting())
    }

    @Test func aVirtualClockRunIsReadyAfterItsFirstFrameAndStopsOnce() throws {
        let options = RuntimeHeadlessRunTests.options(recording: nil, tour: "at 0.1 tap 5,5")
        let result = try notifications(options)
        #expect(result.atFirstFrame == ["STATUS=display: headless 40x30"])
        #expect(result.framesAtFirstFrame == 1)
        #expect(result.after == ["READY=1", "STOPPING=1"])
    }

    @Test func withoutNotifySocketARunSendsNothingAndStillEnds() throws {
        let runtime = KioskRuntime(options: RuntimeHeadlessRunTests.options(recording: nil, tour: nil))
        runtime.serviceEnvironment = [:]
        #expect(try runtime.run(rootViewController: SlidingBoxViewController(), signals: SignalGuard()) == 0)
        #expect(runtime.statistics?.framesPresented == 2)
    }
}

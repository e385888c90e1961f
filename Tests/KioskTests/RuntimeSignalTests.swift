import Foundation
import Glibc
@testable import Kiosk
import QuartzCore
import Testing
import UIKit

/// SIGTERM during a run: in the console suite, which runs its tests one at a time,
/// because signal handlers are process-wide.
extension ConsoleTests {
    @MainActor @Test func sigtermStopsARunInOrderAndTheRecordingIsStillWritten() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("kiosk-runtime-\(getpid())-sigterm.png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let signals = try SignalGuard()
        try signals.onStop {}
        let app = SlidingBoxViewController()
        // The second tap sends SIGTERM and waits until the pipe has it: the run stops
        // after the frame in progress instead of playing the third tap.
        var taps = 0
        app.onTap = {
            taps += 1
            guard taps == 2 else { return }
            kill(getpid(), SIGTERM)
            var ready = pollfd(fd: signals.fileDescriptor, events: Int16(POLLIN), revents: 0)
            _ = poll(&ready, 1, 10_000)
        }
        var options = KioskOptions()
        options.display = .headless(width: 40, height: 30)
        options.recordURL = URL(fileURLWithPath: path)
        options.tour = { _ in "at 0.1 tap 5,5 ; at 0.5 tap 5,5 ; at 0.9 tap 5,5" }
        let runtime = KioskRuntime(options: options)
        #expect(try runtime.run(rootViewController: app, signals: signals) == 0)
        #expect(signals.stopRequested)
        #expect(taps == 2)
        // The first slide as without a signal; the second tap ends at 0.55 s, and the
        // run stops after the frame at 34/60 s (the box starting to slide, at x = 23.3,
        // drawn at 23), which the recording holds for 1 s.
        #expect(try RuntimeHeadlessRunTests.frames(ofRecording: path) == [
            [0, 0, 40, 30, 167], [0, 0, 13, 10, 33], [3, 0, 17, 10, 33], [10, 0, 17, 10, 34], [17, 0, 13, 10, 300],
            [20, 0, 13, 10, 1000],
        ])
    }
}

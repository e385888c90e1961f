@testable import Kiosk
import QuartzCore
import Testing

/// Starting with no display connected: with `wait-for-display` the run tries again
/// until the display opens (or a stop signal comes); without it the error stands.
@Suite struct DisplayWaitTests {
    static let missing = KioskRuntimeError.noDisplayConnected("no connected display on /dev/dri/card0 (connectors: Virtual-1 disconnected)")

    /// A wait whose `open` fails with `failures` in turn, then opens the fake card.
    final class Opener {
        let fake = FakeDRMDevice()
        var failures: [KioskRuntimeError]
        var tries = 0
        init(failing failures: [KioskRuntimeError]) { self.failures = failures }

        func wait(signals: SignalGuard) -> DisplayWait {
            var wait = DisplayWait(open: { [self] () throws(KioskRuntimeError) -> any Display in
                tries += 1
                if !failures.isEmpty { throw failures.removeFirst() }
                do { return try fake.openDisplay() } catch { throw .display("\(error)") }
            }, signals: signals, service: ServiceLifecycle(environment: [:], progress: RuntimeProgress()))
            wait.retryInterval = 0.01
            return wait
        }
    }

    @Test func withoutWaitingNoDisplayIsTheErrorItWas() throws {
        let opener = Opener(failing: [Self.missing])
        #expect(throws: Self.missing) { try opener.wait(signals: SignalGuard()).run(waits: false) }
        #expect(opener.tries == 1)
        #expect(Self.missing.description == "display: no connected display on /dev/dri/card0 (connectors: Virtual-1 disconnected)")
    }

    @Test func waitingTriesUntilTheDisplayOpens() throws {
        let opener = Opener(failing: [Self.missing, Self.missing, Self.missing])
        let display = try #require(try opener.wait(signals: SignalGuard()).run(waits: true))
        defer { display.close() }
        #expect(opener.tries == 4)
        #expect(display.pixelWidth == 1024 && display.pixelHeight == 768)
    }

    @Test func aStopSignalEndsTheWaitWithoutADisplay() throws {
        let opener = Opener(failing: Array(repeating: Self.missing, count: 1000))
        let signals = try SignalGuard()
        signals.stopRequester(reason: "SIGTERM").requestStop()
        #expect(try opener.wait(signals: signals).run(waits: true) == nil)
        #expect(opener.tries == 1)
        #expect(signals.stopReason == "SIGTERM")
    }

    @Test func otherErrorsAreNotWaitedFor() throws {
        let refused = KioskRuntimeError.display("/dev/dri/card0: not DRM master")
        let opener = Opener(failing: [Self.missing, refused])
        #expect(throws: refused) { try opener.wait(signals: SignalGuard()).run(waits: true) }
        #expect(opener.tries == 2)
    }
}

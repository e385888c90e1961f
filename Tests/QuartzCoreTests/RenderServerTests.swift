import CoreGraphics
import Dispatch
@testable import QuartzCore
import Raster
import Testing

/// The render server on its own thread, paced by a display the test steps.
@Suite struct RenderServerTests {
    static let red = Pixel(rawValue: 0xFFFF_0000)

    /// The left edge of the red box in row 5, or nil when there is none.
    func boxLeft(_ screen: Bitmap) -> Int? {
        (0..<screen.width).first { screen[$0, 5] == Self.red }
    }

    @Test func aBlockedMainActorDoesNotStopCommittedAnimations() async throws {
        let display = SteppedDisplay(width: 100, height: 20)
        let server = RenderServer(display: display, kernels: .scalar)
        let clock = VirtualMediaClock(startingAt: 10)
        let log = await MainActor.run { MediaClocks.withClock(clock) { () -> DelegateLog in
            let root = CALayer(), box = CALayer()
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            root.frame = CGRect(x: 0, y: 0, width: 100, height: 20)
            box.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
            box.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            root.addSublayer(box)
            let move = basic("position.x", from: 5.0, to: 85.0)
            let log = DelegateLog()
            move.delegate = log
            box.add(move, forKey: "move")
            CATransaction.commit()
            server.rootLayer = root
            CATransaction.flush() // the animation begins at 10 on the virtual clock
            return log
        } }
        server.start()

        // Stall the main actor until released.
        let stalled = DispatchSemaphore(value: 0), release = DispatchSemaphore(value: 0)
        Task { @MainActor in
            stalled.signal()
            release.wait()
        }
        stalled.wait()

        // Half a second of virtual time passes on the render server alone.
        let frames = [10.0, 10.25, 10.5].map { display.frame(at: $0) }
        try #require(frames.allSatisfy { $0 != nil })
        #expect(frames.map { boxLeft($0!.screen) } == [0, 20, 40])
        #expect(frames[2]!.damage.bounds == Rect(x: 20, y: 0, width: 30, height: 10))

        let end = try #require(display.frame(at: 11)) // finished: back at the model position
        #expect(boxLeft(end.screen) == 0)
        #expect(server.waitUntilIdle(timeout: 10)) // its callbacks are queued for the main actor
        release.signal()

        // The main actor is free again; the callbacks queued meanwhile run first.
        let calls = await MainActor.run { log.calls }
        #expect(calls == ["start", "stop(true)"])
        display.close()
        server.stop()
    }
}

import CoreGraphics
import Dispatch
@_spi(KioskRuntime) @testable import QuartzCore
import Raster
import Testing

/// The render server on its own thread, paced by a display the test steps.
@Suite struct RenderServerTests {
    static let red = Pixel(rawValue: 0xFFFF_0000)

    /// The left edge of the red box in row 5, or nil when there is none.
    func boxLeft(_ screen: Bitmap) -> Int? {
        (0..<screen.width).first { screen[$0, 5] == Self.red }
    }

    @Test @MainActor func aDisplayThatChangesSizeGetsFramesOfItsNewSizeDrawnWhole() throws {
        let display = SteppedDisplay(width: 100, height: 20)
        let server = RenderServer(display: display, kernels: .scalar)
        let root = CALayer()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 20)
        root.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        CATransaction.commit()
        server.rootLayer = root
        CATransaction.flush()
        server.start()
        defer { server.stop() }
        let first = try #require(display.frame(at: 1))
        #expect(first.damage.bounds == Rect(x: 0, y: 0, width: 100, height: 20))
        // Plugged back in at 60 x 40; the app lays out for it (the layer's new frame).
        display.resize(width: 60, height: 40)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        root.frame = CGRect(x: 0, y: 0, width: 60, height: 40)
        CATransaction.commit()
        CATransaction.flush()
        let resized = try #require(display.frame(at: 2))
        #expect((resized.screen.width, resized.screen.height) == (60, 40))
        #expect(resized.damage.bounds == Rect(x: 0, y: 0, width: 60, height: 40))
        #expect((0..<40).allSatisfy { y in (0..<60).allSatisfy { resized.screen[$0, y] == Self.red } })
        #expect(display.framesOfAnotherSize == 0)
        display.close()
    }

    func pixels(_ bitmap: Bitmap) -> [Pixel] {
        (0..<bitmap.height).flatMap { y in (0..<bitmap.width).map { bitmap[$0, y] } }
    }

    /// A blue root of 100 × 20 with a 10 × 10 red box (at `alpha`) sliding from x 5 to
    /// 85 over a second from the next commit, with `delegate` told.
    @MainActor static func slidingBox(alpha: CGFloat, delegate: DelegateLog? = nil) -> CALayer {
        let root = CALayer(), box = CALayer()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 20)
        root.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        box.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        box.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: alpha)
        root.addSublayer(box)
        let move = basic("position.x", from: 5.0, to: 85.0)
        move.delegate = delegate
        box.add(move, forKey: "move")
        CATransaction.commit()
        return root
    }

    /// A server for `display` showing a half-transparent sliding box, its animation
    /// begun at `clock`'s time.
    @MainActor func slidingBox(on display: SteppedDisplay, clock: VirtualMediaClock) -> RenderServer {
        let server = RenderServer(display: display, kernels: .scalar)
        MediaClocks.withClock(clock) {
            server.rootLayer = Self.slidingBox(alpha: 0.5)
            CATransaction.flush()
        }
        return server
    }

    @Test @MainActor func aDisplayThatLendsItsPictureGetsEveryFrameDrawnInItAsACopyWouldShowIt() throws {
        let clock = VirtualMediaClock(startingAt: 10)
        let copying = SteppedDisplay(width: 100, height: 20)
        let lending = SteppedDisplay(width: 100, height: 20, lendsPicture: true)
        let servers = [slidingBox(on: copying, clock: clock), slidingBox(on: lending, clock: clock)]
        for server in servers { server.start() }
        defer { for server in servers { server.stop() } }
        var last: Bitmap?
        for t in [10.0, 10.25, 10.5, 10.75] {
            let copied = try #require(copying.frame(at: t)), drawn = try #require(lending.frame(at: t))
            #expect(drawn.damage == copied.damage, "damage at \(t)")
            #expect(pixels(drawn.screen) == pixels(copied.screen), "picture at \(t)")
            last = drawn.screen
        }
        // At 10.75 the box spans x 60..<70: half red over the blue root.
        let screen = try #require(last)
        let blue = Pixel(rawValue: 0xFF00_00FF), halfRedOverBlue = Pixel(rawValue: 0xFF80_007F)
        #expect([59, 60, 69, 70].map { screen[$0, 5] } == [blue, halfRedOverBlue, halfRedOverBlue, blue])
        #expect(screen[60, 10] == blue)
        // The lending display's server drew in its picture: it made no frame of its own.
        #expect(!servers[1].hasOwnFrame)
        #expect(servers[0].hasOwnFrame)
        copying.close()
        lending.close()
    }

    @Test func aBlockedMainActorDoesNotStopCommittedAnimations() async throws {
        let display = SteppedDisplay(width: 100, height: 20)
        let server = RenderServer(display: display, kernels: .scalar)
        let clock = VirtualMediaClock(startingAt: 10)
        let log = await MainActor.run { MediaClocks.withClock(clock) { () -> DelegateLog in
            let log = DelegateLog()
            server.rootLayer = Self.slidingBox(alpha: 1, delegate: log)
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

/// The render server's tables on its own thread come back to their size once the
/// transitions and animations played on it are over.
@Suite struct RenderServerTableTests {
    /// Draws the frames for `times` (each must change the picture: the display counts a
    /// frame done when it is presented) with the main actor held, so that no commit
    /// comes in between; then lets the main actor take the callbacks and commit what
    /// they changed, which the next frame takes in.
    func play(_ display: SteppedDisplay, _ server: RenderServer, at times: [CFTimeInterval], settles: Bool,
              clock: VirtualMediaClock) async throws {
        let held = DispatchSemaphore(value: 0), release = DispatchSemaphore(value: 0)
        Task { @MainActor in
            held.signal()
            release.wait()
        }
        held.wait()
        for t in times { try #require(display.frame(at: t) != nil) }
        if settles { #expect(server.waitUntilIdle(timeout: 10)) }
        release.signal()
        await MainActor.run { MediaClocks.withClock(clock) { CATransaction.flush() } }
    }

    @Test func transitionsAndAnimationsLeaveNothingBehind() async throws {
        let display = SteppedDisplay(width: 64, height: 48)
        let server = RenderServer(display: display, kernels: .scalar)
        let clock = VirtualMediaClock(startingAt: 0)
        let (root, page) = await MainActor.run { MediaClocks.withClock(clock) { () -> (CALayer, CALayer) in
            let root = CALayer(), page = CALayer()
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            root.frame = CGRect(x: 0, y: 0, width: 64, height: 48)
            page.frame = CGRect(x: 8, y: 8, width: 32, height: 24)
            page.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
            root.addSublayer(page)
            CATransaction.commit()
            server.rootLayer = root
            CATransaction.flush()
            return (root, page)
        } }
        server.start()
        try await play(display, server, at: [0], settles: true, clock: clock)
        let before = await MainActor.run { server.tableCounts }
        var t = 0.0
        for i in 0..<12 {
            t += 0.5
            // A transition to a page with a new yellow mark, which fades in.
            await MainActor.run { MediaClocks.withClock(clock) {
                clock.set(to: t)
                CATransaction.begin()
                CATransaction.setDisableActions(true)
                let transition = CATransition()
                transition.type = [.fade, .push, .moveIn, .reveal][i % 4]
                transition.duration = 0.1
                page.add(transition, forKey: nil)
                let mark = CALayer()
                mark.frame = CGRect(x: 2 * i, y: 2, width: 4, height: 4)
                mark.backgroundColor = CGColor(red: 1, green: 1, blue: 0, alpha: 1)
                page.sublayers = [mark]
                mark.add(basic("opacity", from: 0.0, to: 1.0, duration: 0.05), forKey: nil)
                CATransaction.commit()
                // Sent now, on this clock, even if another test left an implicit transaction open.
                CATransaction.flush()
            } }
            try await play(display, server, at: [t, t + 0.05], settles: false, clock: clock)
            #expect(await MainActor.run { server.tableCounts.transitions } == 1)
            try await play(display, server, at: [t + 0.1], settles: true, clock: clock)
        }
        await MainActor.run { MediaClocks.withClock(clock) {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            page.sublayers = nil
            CATransaction.commit()
            CATransaction.flush()
        } }
        try await play(display, server, at: [t + 0.5], settles: true, clock: clock)
        let after = await MainActor.run { server.tableCounts }
        #expect(after == before)
        #expect(after.layers == 2 && after.sentVersions == 2 && after.animations == 0 && after.finishedAnimations == 0)
        display.close()
        server.stop()
        _ = root
    }
}

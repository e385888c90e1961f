import CoreGraphics
import Foundation
@testable import Kiosk
import QuartzCore
import Raster
import Testing

/// Page-flip events drive a DRM display's frame clock: on the fake card's virtual
/// clock (a vblank every 1344 × 806 / 65 MHz, vkms's 1024×768@60 mode, from t = 100 s)
/// each frame is drawn for the vblank at which it will be shown, and a flip whose event
/// never comes is given up after the lost-flip timeout instead of freezing the screen.
@Suite struct DRMFrameClockTests {
    /// vkms's frame period.
    static let period = 1344.0 * 806.0 / 65_000_000.0

    static func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-9 }

    /// Draws `count` frames back to back: each presented as soon as its time is handed out.
    static func frameTimes(_ display: DRMDisplay, count: Int) throws -> [Double] {
        let frame = TestFrames.solid(.white, width: display.pixelWidth, height: display.pixelHeight)
        return try (0..<count).map { _ in
            let time = try #require(display.waitForNextFrame())
            display.present(frame.view, damage: TestFrames.whole(frame))
            return time
        }
    }

    @Test func eachFrameIsDrawnForTheVBlankItsFlipCompletesAt() throws {
        let fake = FakeDRMDevice()
        let display = try fake.openDisplay()
        defer { display.close() }
        let times = try Self.frameTimes(display, count: 6)
        // The first frame starts at the opening vblank (t = 100) and is shown at the next;
        // each later one starts when the flip before it completes.
        #expect(zip(times, (1...6).map { 100 + Double($0) * Self.period }).allSatisfy(Self.close))
        display.waitUntilShown()
        #expect(Self.close(fake.clock.now, 100 + 6 * Self.period))
        let stats = display.statistics
        #expect(stats.measuresVBlanks)
        #expect(stats.framesPresented == 6)
        #expect((stats.missedVBlanks, stats.framesLate, stats.lostFlips, stats.failedFlips) == (0, 0, 0, 0))
        // Frames 2–6 followed the one before: five intervals of one vblank each.
        #expect(stats.flipIntervals.count == 5 && Self.close(stats.flipIntervals.mean, Self.period))
        #expect(stats.vblankPeriods.count == 5 && Self.close(stats.vblankPeriods.mean, Self.period))
        #expect(stats.bytesCopied == 6 * 1024 * 768 * 4)
    }

    @Test func flipsWithIdleVBlanksBetweenThemStillMeasureThePeriod() throws {
        let fake = FakeDRMDevice()
        let display = try fake.openDisplay()
        defer { display.close() }
        let frame = TestFrames.solid(.white, width: 1024, height: 768)
        for _ in 0..<2 {
            _ = try #require(display.waitForNextFrame())
            display.present(frame.view, damage: TestFrames.whole(frame))
            display.waitUntilShown()
            // Three idle vblanks before the next frame: it is not drawn back to back.
            fake.clock.set(to: fake.clock.now + 3.5 * Self.period)
        }
        let stats = display.statistics
        #expect(stats.framesPresented == 2)
        #expect(stats.flipIntervals.count == 0 && stats.missedVBlanks == 0)
        #expect(stats.vblankPeriods.count == 1 && Self.close(stats.vblankPeriods.mean, Self.period))
    }

    @Test func theFrontBufferHoldsTheFlippedFrameAndItsTimes() throws {
        let fake = FakeDRMDevice()
        let display = try fake.openDisplay(DRMDisplayConfiguration(format: .xrgb8888))
        defer { display.close() }
        let red = TestFrames.solid(Pixel(red: 255, green: 0, blue: 0, alpha: 255), width: 1024, height: 768)
        let time = try #require(display.waitForNextFrame())
        display.present(red.view, damage: TestFrames.whole(red))
        display.waitUntilShown()
        let front = display.frontBuffer()
        #expect(front.drawnFor == time && front.shownAt.map { Self.close($0, 100 + Self.period) } == true)
        #expect(front.bytes.count == 1024 * 768 * 4)
        // XRGB8888 little-endian: blue, green, red, x.
        #expect(Array(front.bytes.prefix(4)) == [0, 0, 255, 255])
        #expect(fake.value(of: "FB_ID", on: DRMCardRecording.primaryPlane) == UInt64(fake.addedFramebuffers[1]))
    }

    @Test func aFlipEventThatNeverComesIsGivenUpAfterTheTimeout() throws {
        let fake = FakeDRMDevice()
        let display = try fake.openDisplay()
        defer { display.close() }
        fake.flipEventsToDrop = 1
        let times = try Self.frameTimes(display, count: 2)
        // The flip's vblank passed at 100 + P without an event; the display polls in
        // 50 ms slices and gives the flip up once 0.5 s have passed since it was
        // submitted (at 100): at 100 + P + 0.5. The next frame goes to the vblank after.
        #expect(Self.close(fake.clock.now, 100 + Self.period + 0.5))
        #expect(Self.close(times[1], 100 + 32 * Self.period))
        #expect(display.statistics.lostFlips == 1)
        #expect(display.statistics.framesPresented == 1)
        // The next flip has its event again.
        _ = try Self.frameTimes(display, count: 1)
        display.waitUntilShown()
        #expect(display.statistics.framesPresented == 3 && display.statistics.lostFlips == 1)
    }

    @Test func theLostFlipTimeoutIsConfigurable() throws {
        let fake = FakeDRMDevice()
        let display = try fake.openDisplay(DRMDisplayConfiguration(lostFlipTimeout: 0.1))
        defer { display.close() }
        fake.flipEventsToDrop = 1
        let times = try Self.frameTimes(display, count: 2)
        #expect(Self.close(fake.clock.now, 100 + Self.period + 0.1))
        #expect(Self.close(times[1], 100 + 8 * Self.period))
        #expect(display.statistics.lostFlips == 1)
    }

    @Test func aFlipTheKernelRefusesWaitsAndIsTriedAgain() throws {
        let fake = FakeDRMDevice()
        let display = try fake.openDisplay()
        defer { display.close() }
        fake.failures["atomicCommit"] = EBUSY
        _ = try Self.frameTimes(display, count: 1)
        #expect(display.statistics.failedFlips == 1 && display.statistics.framesPresented == 0)
        fake.failures = [:]
        display.waitUntilShown()
        #expect(display.statistics.framesPresented == 1)
    }

    @Test func closingReturnsNilToAWaitingFrame() throws {
        let fake = FakeDRMDevice()
        let display = try fake.openDisplay()
        display.close()
        #expect(display.waitForNextFrame() == nil)
    }

    /// The production path: a render server paced by the fake card's flips draws a
    /// layer tree into scanout memory.
    @MainActor @Test func aRenderServerDrawsThroughTheDisplay() throws {
        let fake = FakeDRMDevice()
        let display = try fake.openDisplay()
        defer { display.close() }
        let server = startedServerShowingBlue(on: display)
        #expect(server.waitUntilIdle(timeout: 60))
        server.stop()
        display.waitUntilShown()
        let front = display.frontBuffer()
        #expect(Array(front.bytes.prefix(4)) == [255, 0, 0, 255])
        #expect(Array(front.bytes.suffix(4)) == [255, 0, 0, 255])
        #expect(display.statistics.framesPresented == 1)
    }
}

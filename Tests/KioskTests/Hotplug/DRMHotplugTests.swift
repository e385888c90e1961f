import CoreGraphics
import Foundation
@testable import Kiosk
import QuartzCore
import Raster
import Testing

/// A DRM display whose connector loses its display and gets one back (`reprobe()`
/// after a hot-plug event), on the fake vkms card: frames go on on a timer with
/// nothing flipped, the newest picture comes back whole, another mode gets buffers of
/// its size (the board's mode and the rotation chosen again), and a display that comes
/// back while the output is powered down is lit at power-up.
@Suite struct DRMHotplugTests {
    typealias Card = DRMCardRecording
    typealias Assignment = DRMAtomicRequest.Assignment

    /// vkms's frame period.
    static let period = 1344.0 * 806.0 / 65_000_000.0

    static func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-9 }

    /// The recorded connector's modes.
    static var recordedModes: [DRMModeInfo] {
        FakeDRMDevice.vkms.connectors.first { $0.id == Card.connector }!.modes
    }

    /// A display offering the recorded modes with the first `width` × `height` one preferred (and listed first).
    static func modes(preferring width: UInt16, _ height: UInt16) -> [DRMModeInfo] {
        var modes = recordedModes.map { mode in
            var mode = mode
            mode.type &= ~DRMModeInfo.preferredType
            return mode
        }
        let index = modes.firstIndex { $0.hdisplay == width && $0.vdisplay == height }!
        var preferred = modes.remove(at: index)
        preferred.type |= DRMModeInfo.preferredType
        return [preferred] + modes
    }

    static func unplug(_ fake: FakeDRMDevice) { fake.connectorStates[Card.connector] = (2, []) }
    static func plug(_ fake: FakeDRMDevice, modes: [DRMModeInfo] = recordedModes) {
        fake.connectorStates[Card.connector] = (1, modes)
    }

    static func present(_ pixel: Pixel, on display: DRMDisplay) throws {
        let frame = TestFrames.solid(pixel, width: display.pixelWidth, height: display.pixelHeight)
        _ = try #require(display.waitForNextFrame())
        display.present(frame.view, damage: TestFrames.whole(frame))
    }

    /// The pages flipped and mode sets in the trace.
    static func flipsAndModesets(_ fake: FakeDRMDevice) -> [FakeDRMDevice.Call] {
        fake.modesetting.filter { if case .atomicCommit = $0 { true } else { false } }
    }

    @Test func unpluggedFramesComeOnATimerAndNothingFlips() throws {
        let fake = FakeDRMDevice()
        let display = try fake.openDisplay()
        defer { display.close() }
        try Self.present(.white, on: display)
        display.waitUntilShown()
        let shown = display.statistics.framesPresented
        Self.unplug(fake)
        #expect(try display.reprobe() == .disconnected)
        #expect(!display.isConnected)
        // A second event finds nothing new.
        #expect(try display.reprobe() == .unchanged)
        fake.resetTrace()
        let start = fake.clock.now
        var times: [Double] = []
        for _ in 0..<5 {
            let time = try #require(display.waitForNextFrame())
            times.append(time)
            let frame = TestFrames.solid(.black, width: 1024, height: 768)
            display.present(frame.view, damage: TestFrames.whole(frame))
        }
        // One frame each vblank period, on the vblanks' phase, and not one commit.
        let first = times[0]
        #expect(first > start && first - start <= Self.period + 1e-9)
        #expect(zip(times, times.dropFirst()).allSatisfy { Self.close($1 - $0, Self.period) })
        #expect(fake.trace.isEmpty)
        #expect(display.statistics.framesPresented == shown)
        #expect(display.readBack() == nil)
        display.waitUntilShown()
    }

    @Test func pluggedBackTheNewestPictureIsShownWholeInTheSameBuffers() throws {
        let fake = FakeDRMDevice()
        let display = try fake.openDisplay()
        defer { display.close() }
        let buffers = fake.addedFramebuffers
        try Self.present(.white, on: display)
        display.waitUntilShown()
        Self.unplug(fake)
        #expect(try display.reprobe() == .disconnected)
        // Drawn while unplugged: the newest picture, in buffer 0 (white went to buffer 1).
        try Self.present(Pixel(red: 255, green: 0, blue: 0, alpha: 255), on: display)
        Self.plug(fake)
        fake.resetTrace()
        #expect(try display.reprobe() == .reconnected)
        #expect(display.isConnected)
        // One mode set showing the red buffer, and no new buffers.
        let modesets = Self.flipsAndModesets(fake)
        #expect(modesets.count == 2) // the test-only commit, then the commit
        #expect(fake.value(of: "FB_ID", on: Card.primaryPlane) == UInt64(buffers[0]))
        #expect(fake.addedFramebuffers.isEmpty)
        #expect(fake.value(of: "ACTIVE", on: Card.crtc) == 1)
        let front = display.frontBuffer()
        #expect(Array(front.bytes.prefix(4)) == [0, 0, 255, 255])
        #expect(Array(front.bytes.suffix(4)) == [0, 0, 255, 255])
        // Frames flip again.
        fake.resetTrace()
        try Self.present(.white, on: display)
        display.waitUntilShown()
        let flip = DRMAtomicRequest([Assignment(object: Card.primaryPlane, property: 17, value: UInt64(buffers[1])),
                                     Assignment(object: Card.primaryPlane, property: 20, value: UInt64(Card.crtc))])
        #expect(fake.modesetting == [.atomicCommit(flip, [.pageFlipEvent, .nonblock])])
    }

    @Test func anotherModeGetsBuffersOfItsSizeAndFramesOfTheOldSizeAreDropped() throws {
        let fake = FakeDRMDevice()
        let display = try fake.openDisplay()
        defer { display.close() }
        let old = fake.addedFramebuffers
        try Self.present(.white, on: display)
        display.waitUntilShown()
        Self.unplug(fake)
        #expect(try display.reprobe() == .disconnected)
        Self.plug(fake, modes: Self.modes(preferring: 1280, 720))
        fake.resetTrace()
        #expect(try display.reprobe() == .resized)
        #expect((display.pixelWidth, display.pixelHeight) == (1280, 720))
        #expect(display.mode.description == "1280x720@60*")
        #expect(display.description == "DRM /dev/dri/card0 Virtual-1 1280x720@60*, atomic, rotation 0°")
        let added = fake.trace.compactMap { call -> [Int]? in
            if case .addFramebuffer(_, let width, let height, _) = call { [width, height] } else { nil }
        }
        #expect(added == [[1280, 720], [1280, 720]])
        let removed = fake.trace.compactMap { if case .removeFramebuffer(let id) = $0 { id } else { nil } }
        #expect(Set(removed) == Set(old))
        #expect(fake.value(of: "CRTC_W", on: Card.primaryPlane) == 1280)
        #expect(fake.value(of: "CRTC_H", on: Card.primaryPlane) == 720)
        // A frame drawn at the old size is not copied; one of the new size flips.
        fake.resetTrace()
        _ = try #require(display.waitForNextFrame())
        let stale = TestFrames.solid(.white, width: 1024, height: 768)
        display.present(stale.view, damage: TestFrames.whole(stale))
        #expect(fake.modesetting.isEmpty)
        try Self.present(.white, on: display)
        display.waitUntilShown()
        #expect(fake.modesetting.count == 1)
        #expect(display.statistics.bytesCopied >= 1280 * 720 * 4)
    }

    @Test func theBoardsModeAndTheRotationAreChosenAgain() throws {
        let fake = FakeDRMDevice()
        let display = try fake.openDisplay(DRMDisplayConfiguration(mode: DRMModeRequest(width: 800, height: 600),
                                                                   rotation: .degrees90))
        defer { display.close() }
        #expect((display.pixelWidth, display.pixelHeight) == (600, 800))
        Self.unplug(fake)
        #expect(try display.reprobe() == .disconnected)
        // The display comes back preferring 1920x1080: the board's 800x600 is still chosen.
        Self.plug(fake, modes: Self.modes(preferring: 1920, 1080))
        #expect(try display.reprobe() == .reconnected)
        #expect(display.mode.width == 800 && display.mode.height == 600)
        // A display without 800x600 gets its preferred mode, turned, rather than staying dark.
        Self.unplug(fake)
        #expect(try display.reprobe() == .disconnected)
        Self.plug(fake, modes: Self.modes(preferring: 1920, 1080).filter { $0.hdisplay != 800 })
        #expect(try display.reprobe() == .resized)
        #expect((display.pixelWidth, display.pixelHeight) == (1080, 1920))
    }

    @Test func aDisplayBackWhilePoweredDownIsLitAtPowerUp() throws {
        let fake = FakeDRMDevice()
        let display = try fake.openDisplay()
        defer { display.close() }
        try display.powerDown()
        Self.unplug(fake)
        #expect(try display.reprobe() == .disconnected)
        Self.plug(fake)
        fake.resetTrace()
        #expect(try display.reprobe() == .reconnected)
        #expect(fake.trace.isEmpty)
        #expect(fake.value(of: "ACTIVE", on: Card.crtc) == 0)
        try display.powerUp()
        #expect(Self.flipsAndModesets(fake).count == 2)
        #expect(fake.value(of: "ACTIVE", on: Card.crtc) == 1)
    }

    @Test func aProbeThatFindsNothingNewChangesNothing() throws {
        let fake = FakeDRMDevice()
        let display = try fake.openDisplay()
        defer { display.close() }
        fake.resetTrace()
        #expect(try display.reprobe() == .unchanged)
        #expect(fake.trace.isEmpty)
        #expect(display.isConnected)
    }

    @Test @MainActor func anAnimationRunsOnTheTimerWhileUnplugged() throws {
        let fake = FakeDRMDevice()
        let display = try fake.openDisplay()
        defer { display.close() }
        let server = startedServerShowingBlue(on: display)
        defer { server.stop() }
        #expect(server.waitUntilIdle(timeout: 60))
        display.waitUntilShown()
        Self.unplug(fake)
        #expect(try display.reprobe() == .disconnected)
        fake.resetTrace()
        let drawn = server.framesRendered
        let start = fake.clock.now
        // A one-second fade on the card's clock: drawn a frame a period, never flipped.
        MediaClocks.withClock(fake.clock) {
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 0.0
            fade.toValue = 1.0
            fade.duration = 1
            server.rootLayer?.add(fade, forKey: "fade")
            CATransaction.flush()
        }
        #expect(server.waitUntilIdle(timeout: 60))
        let frames = server.framesRendered - drawn
        #expect(frames == 60 || frames == 61)
        #expect(fake.clock.now - start >= 1 && fake.clock.now - start < 1 + 2 * Self.period)
        #expect(fake.trace.isEmpty)
        // The fade ended on the model's blue, the newest picture.
        let front = display.frontBuffer()
        #expect(Array(front.bytes.prefix(4)) == [255, 0, 0, 255])
    }
}

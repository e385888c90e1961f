import CoreGraphics
import Foundation
@testable import Kiosk
import Raster
import Testing

/// Around a VT switch the DRM display gives master up (after the flip in flight) and
/// takes it back, setting the mode again with the newest frame.
@Suite struct DRMSuspendTests {
    typealias Card = DRMCardRecording
    typealias Assignment = DRMAtomicRequest.Assignment

    @Test func suspendDropsMasterOnceTheFlipInFlightHasCompleted() throws {
        let fake = FakeDRMDevice()
        let display = try fake.openDisplay()
        defer { display.close() }
        _ = try DRMFrameClockTests.frameTimes(display, count: 1)
        fake.resetTrace()
        try display.suspend()
        #expect(fake.modesetting == [.dropMaster])
        #expect(!fake.isMaster())
        // The flip submitted at 100 completed at its vblank before master went.
        #expect(DRMFrameClockTests.close(fake.clock.now, 100 + DRMFrameClockTests.period))
        #expect(display.statistics.framesPresented == 1)
    }

    @Test func resumeTakesMasterBackAndSetsTheModeWithTheNewestFrame() throws {
        let fake = FakeDRMDevice()
        let display = try fake.openDisplay()
        defer { display.close() }
        let buffers = fake.addedFramebuffers
        let frame = TestFrames.solid(.white, width: 1024, height: 768)
        _ = try #require(display.waitForNextFrame())
        try display.suspend()
        // Drawn while another VT is in front: it waits instead of flipping.
        display.present(frame.view, damage: TestFrames.whole(frame))
        #expect(!fake.trace.contains { if case .atomicCommit(_, let flags) = $0 { flags.contains(.pageFlipEvent) } else { false } })
        fake.resetTrace()
        try display.resume()
        let blob = fake.createdModeBlobs[0]
        let expected = DRMAtomicModesetTests.modeset(blob: blob, framebuffer: buffers[1], width: 1024, height: 768)
        #expect(fake.modesetting == [.setMaster, .atomicCommit(DRMAtomicRequest(expected), [.allowModeset, .testOnly]),
                                     .atomicCommit(DRMAtomicRequest(expected), .allowModeset)])
        #expect(fake.isMaster())
        // Frames go on: the next is drawn into the buffer no longer on screen.
        _ = try DRMFrameClockTests.frameTimes(display, count: 1)
        display.waitUntilShown()
        #expect(fake.value(of: "FB_ID", on: Card.primaryPlane) == UInt64(buffers[0]))
    }

    @Test func framesWaitWhileSuspended() throws {
        let fake = FakeDRMDevice()
        let display = try fake.openDisplay()
        defer { display.close() }
        try display.suspend()
        let order = Locked<[String]>([])
        let returned = DispatchSemaphore(value: 0)
        Thread {
            _ = display.waitForNextFrame()
            order.withLock { $0.append("frame") }
            returned.signal()
        }.start()
        // Whatever the threads' timing, the frame comes only after the resume.
        order.withLock { $0.append("resume") }
        try display.resume()
        #expect(returned.wait(timeout: .now() + 10) == .success)
        #expect(order.withLock { $0 } == ["resume", "frame"])
    }

    @Test func anotherMasterMeanwhileIsAnErrorNamingTheCard() throws {
        let fake = FakeDRMDevice()
        let display = try fake.openDisplay()
        defer { display.close() }
        try display.suspend()
        fake.masterHeldElsewhere = true
        #expect(throws: DRMError.notMaster(card: "/dev/dri/card0", errno: EBUSY)) { try display.resume() }
        #expect(DRMError.notMaster(card: "/dev/dri/card0", errno: EBUSY).description
            == "/dev/dri/card0: cannot become DRM master (errno 16); is another compositor running?")
        // Once the other lets go, it comes back.
        fake.masterHeldElsewhere = false
        try display.resume()
        #expect(fake.isMaster())
    }

    @Test func theLegacyPathSetsTheCRTCOnResume() throws {
        let fake = FakeDRMDevice()
        fake.refusesAtomic = true
        let display = try fake.openDisplay()
        defer { display.close() }
        let onScreen = fake.addedFramebuffers[0]
        try display.suspend()
        fake.resetTrace()
        try display.resume()
        #expect(fake.modesetting == [.setMaster, .setCRTC(crtc: Card.crtc, framebuffer: onScreen, x: 0, y: 0,
                                                          connectors: [Card.connector], mode: DRMLegacyFallbackTests.recordedMode)])
    }
}

extension DRMAtomicRequest {
    /// A request of these assignments, in order.
    init(_ assignments: [Assignment]) {
        self.init()
        for a in assignments { set(a.object, a.property, a.value) }
    }
}

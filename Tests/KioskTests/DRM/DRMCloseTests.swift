@testable import Kiosk
import Testing

/// Closing a DRM display puts back what the CRTC showed before (the console's
/// framebuffer and mode), or turns it off if it was off, then drops master.
@Suite struct DRMCloseTests {
    typealias Card = DRMCardRecording
    typealias Assignment = DRMAtomicRequest.Assignment

    static var consoleMode: DRMModeInfo { FakeDRMDevice.vkms.crtcs[0].mode! }

    @Test func theConsolesFramebufferAndModeComeBack() throws {
        let fake = FakeDRMDevice()
        let display = try fake.openDisplay(DRMDisplayConfiguration(rotation: .degrees90))
        fake.resetTrace()
        display.close()
        let blob = fake.createdModeBlobs[0]
        let restore = DRMAtomicModesetTests.modeset(blob: blob, framebuffer: Card.consoleFramebuffer, width: 1024, height: 768)
        #expect(fake.trace == [.createModeBlob(blob, Self.consoleMode), .atomicCommit(DRMAtomicRequest(restore), .allowModeset),
                               .destroyPropertyBlob(blob), .dropMaster])
        let crtc = try fake.crtc(Card.crtc)
        #expect(crtc.framebuffer == Card.consoleFramebuffer && crtc.mode == Self.consoleMode)
        // Later calls do nothing.
        fake.resetTrace()
        display.close()
        #expect(fake.trace.isEmpty)
    }

    @Test func aTurnedPlaneIsTurnedBack() throws {
        let fake = FakeDRMDevice(FakeDRMDevice.vkms.withPlaneRotation())
        let display = try fake.openDisplay(DRMDisplayConfiguration(rotation: .degrees270))
        #expect(fake.value(of: "rotation", on: Card.primaryPlane) == 2)
        display.close()
        #expect(fake.value(of: "rotation", on: Card.primaryPlane) == 1)
    }

    @Test func aCRTCThatWasOffIsTurnedOff() throws {
        let fake = FakeDRMDevice(FakeDRMDevice.vkms.withCRTCOff())
        let display = try fake.openDisplay()
        fake.resetTrace()
        display.close()
        let off = [Assignment(object: Card.connector, property: 20, value: 0), Assignment(object: Card.crtc, property: 23, value: 0),
                   Assignment(object: Card.crtc, property: 22, value: 0), Assignment(object: Card.primaryPlane, property: 17, value: 0),
                   Assignment(object: Card.primaryPlane, property: 20, value: 0)]
        #expect(fake.modesetting == [.atomicCommit(DRMAtomicRequest(off), .allowModeset), .dropMaster])
        #expect(try fake.crtc(Card.crtc).mode == nil)
    }

    @Test func theLegacyPathRestoresWithSetCRTC() throws {
        let fake = FakeDRMDevice()
        fake.refusesAtomic = true
        let display = try fake.openDisplay()
        fake.resetTrace()
        display.close()
        #expect(fake.modesetting == [.setCRTC(crtc: Card.crtc, framebuffer: Card.consoleFramebuffer, x: 0, y: 0,
                                              connectors: [Card.connector], mode: Self.consoleMode), .dropMaster])
    }

    @Test func theLegacyPathTurnsAnOffCRTCOff() throws {
        let fake = FakeDRMDevice(FakeDRMDevice.vkms.withCRTCOff())
        fake.refusesAtomic = true
        let display = try fake.openDisplay()
        fake.resetTrace()
        display.close()
        #expect(fake.modesetting == [.setCRTC(crtc: Card.crtc, framebuffer: 0, x: 0, y: 0, connectors: [], mode: nil), .dropMaster])
    }

    @Test func closingWaitsForTheFlipInFlight() throws {
        let fake = FakeDRMDevice()
        let display = try fake.openDisplay()
        _ = try DRMFrameClockTests.frameTimes(display, count: 1)
        display.close()
        #expect(DRMFrameClockTests.close(fake.clock.now, 100 + DRMFrameClockTests.period))
        #expect(display.statistics.framesPresented == 1)
        #expect(try fake.crtc(Card.crtc).framebuffer == Card.consoleFramebuffer)
    }

    @Test func aSuspendedDisplayLeavesTheCardToItsMaster() throws {
        let fake = FakeDRMDevice()
        let display = try fake.openDisplay()
        try display.suspend()
        fake.resetTrace()
        display.close()
        #expect(fake.trace.isEmpty)
    }

    @Test func theBuffersAreFreedWhenTheDisplayGoes() throws {
        let fake = FakeDRMDevice()
        var display: DRMDisplay? = try fake.openDisplay()
        let buffers = fake.addedFramebuffers
        display?.close()
        display = nil
        #expect(fake.trace.filter { if case .removeFramebuffer = $0 { true } else { false } }.count == buffers.count)
        #expect(fake.trace.filter { if case .destroyDumbBuffer = $0 { true } else { false } }.count == buffers.count)
    }
}

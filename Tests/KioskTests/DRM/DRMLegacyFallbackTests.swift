@testable import Kiosk
import Testing

/// When the kernel refuses atomic mode setting (or it is forced off), the display
/// drives the card with drmModeSetCrtc and drmModePageFlip, and turns the picture itself.
@Suite struct DRMLegacyFallbackTests {
    typealias Card = DRMCardRecording

    static var recordedMode: DRMModeInfo { FakeDRMDevice.vkms.connectors[0].modes[0] }

    @Test func aKernelRefusingAtomicGetsTheLegacyCalls() throws {
        let fake = FakeDRMDevice()
        fake.refusesAtomic = true
        let display = try fake.openDisplay(DRMDisplayConfiguration(rotation: .degrees90))
        defer { display.close() }
        #expect(display.commitPath == "legacy")
        #expect(!display.rotatesInPlane)
        #expect(fake.modesetting == [.setCRTC(crtc: Card.crtc, framebuffer: fake.addedFramebuffers[0], x: 0, y: 0,
                                              connectors: [Card.connector], mode: Self.recordedMode)])
        #expect(display.description == "DRM /dev/dri/card0 Virtual-1 1024x768@60*, legacy, rotation 90°")
    }

    @Test func legacyCanBeForcedAndThenWritebackConnectorsAreNotAskedFor() throws {
        let fake = FakeDRMDevice()
        let display = try fake.openDisplay(DRMDisplayConfiguration(forceLegacy: true))
        defer { display.close() }
        #expect(display.commitPath == "legacy")
        #expect(fake.trace.filter { if case .setClientCapability = $0 { true } else { false } }
            == [.setClientCapability(.universalPlanes)])
        #expect(!display.canCaptureScanout)
    }

    @Test func legacyFramesFlipWithDrmModePageFlip() throws {
        let fake = FakeDRMDevice()
        fake.refusesAtomic = true
        let display = try fake.openDisplay()
        defer { display.close() }
        let buffers = fake.addedFramebuffers
        fake.resetTrace()
        let frame = TestFrames.solid(.white, width: 1024, height: 768)
        for _ in 0..<3 {
            _ = try #require(display.waitForNextFrame())
            display.present(frame.view, damage: TestFrames.whole(frame))
        }
        display.waitUntilShown()
        #expect(fake.modesetting == [.pageFlip(crtc: Card.crtc, framebuffer: buffers[1]),
                                     .pageFlip(crtc: Card.crtc, framebuffer: buffers[0]),
                                     .pageFlip(crtc: Card.crtc, framebuffer: buffers[1])])
        #expect(display.statistics.framesPresented == 3)
    }
}

import Glibc
@testable import Kiosk
import Testing

/// Powering a DRM output down and up: the CRTC's ACTIVE property in an atomic commit,
/// or the connector's DPMS property on the legacy path; frames wait meanwhile.
@Suite struct DRMPowerTests {
    typealias Card = DRMCardRecording
    typealias Assignment = DRMAtomicRequest.Assignment

    static func active(_ on: Bool) -> DRMAtomicRequest {
        DRMAtomicRequest([Assignment(object: Card.crtc, property: 22, value: on ? 1 : 0)])
    }

    @Test func atomicTurnsTheCRTCInactiveAndActive() throws {
        let fake = FakeDRMDevice()
        let display = try fake.openDisplay()
        defer { display.close() }
        fake.resetTrace()
        try display.powerDown()
        #expect(fake.modesetting == [.atomicCommit(Self.active(false), .allowModeset)])
        #expect(fake.value(of: "ACTIVE", on: Card.crtc) == 0)
        // Nothing more while down: a second call does nothing.
        try display.powerDown()
        try display.powerUp()
        #expect(fake.modesetting == [.atomicCommit(Self.active(false), .allowModeset), .atomicCommit(Self.active(true), .allowModeset)])
        #expect(fake.value(of: "ACTIVE", on: Card.crtc) == 1)
    }

    @Test func theLegacyPathSetsDPMS() throws {
        let fake = FakeDRMDevice()
        fake.refusesAtomic = true
        let display = try fake.openDisplay()
        defer { display.close() }
        fake.resetTrace()
        try display.powerDown()
        try display.powerUp()
        #expect(fake.modesetting == [.setConnectorProperty(connector: Card.connector, property: 2, value: 3),
                                     .setConnectorProperty(connector: Card.connector, property: 2, value: 0)])
    }

    @Test func aFrameDrawnWhileDownFlipsOnceUp() throws {
        let fake = FakeDRMDevice()
        let display = try fake.openDisplay()
        defer { display.close() }
        let buffers = fake.addedFramebuffers
        let frame = TestFrames.solid(.white, width: 1024, height: 768)
        _ = try #require(display.waitForNextFrame())
        try display.powerDown()
        display.present(frame.view, damage: TestFrames.whole(frame))
        try display.powerUp()
        fake.resetTrace()
        display.waitUntilShown()
        let flip = DRMAtomicRequest([Assignment(object: Card.primaryPlane, property: 17, value: UInt64(buffers[1])),
                                     Assignment(object: Card.primaryPlane, property: 20, value: UInt64(Card.crtc))])
        #expect(fake.modesetting == [.atomicCommit(flip, [.pageFlipEvent, .nonblock])])
        #expect(display.statistics.framesPresented == 1)
    }

    @Test func poweringDownWhileSuspendedHappensOnResume() throws {
        let fake = FakeDRMDevice()
        let display = try fake.openDisplay()
        defer { display.close() }
        try display.suspend()
        fake.resetTrace()
        try display.powerDown()
        #expect(fake.trace.isEmpty)
        try display.resume()
        #expect(fake.modesetting.last == .atomicCommit(Self.active(false), .allowModeset))
        #expect(fake.value(of: "ACTIVE", on: Card.crtc) == 0)
        try display.powerUp()
        #expect(fake.value(of: "ACTIVE", on: Card.crtc) == 1)
    }

    @Test func aRefusedPowerChangeNamesTheConnectorAndTheErrno() throws {
        let fake = FakeDRMDevice()
        let display = try fake.openDisplay()
        defer { display.close() }
        fake.failures["atomicCommit"] = EINVAL
        let error = DRMError.powerChangeRejected(card: "/dev/dri/card0", connector: "Virtual-1", on: false, path: "atomic", errno: EINVAL)
        #expect(throws: error) { try display.powerDown() }
        #expect(error.description == "/dev/dri/card0: turning Virtual-1 off (atomic) was refused (errno 22)")
    }

    @Test func aLegacyConnectorWithoutDPMSCannotPowerDown() throws {
        let fake = FakeDRMDevice(FakeDRMDevice.vkms.without("DPMS", on: Card.connector))
        fake.refusesAtomic = true
        let display = try fake.openDisplay()
        defer { display.close() }
        let error = DRMError.missingProperty(card: "/dev/dri/card0", object: "connector Virtual-1", property: "DPMS")
        #expect(throws: error) { try display.powerDown() }
        #expect(error.description == "/dev/dri/card0: connector Virtual-1 has no property DPMS")
    }
}

@testable import Kiosk
import QuartzCore
import Raster
import Testing

/// The atomic mode set a DRM display opens with, on the recorded vkms card: the exact
/// properties for each rotation, turned by the output pass (vkms's plane cannot turn)
/// or by the plane (the card given a rotation property).
@Suite struct DRMAtomicModesetTests {
    typealias Card = DRMCardRecording
    typealias Assignment = DRMAtomicRequest.Assignment

    /// vkms's property ids (Fixtures/vkms-card.json).
    static let crtcID: UInt32 = 20, modeID: UInt32 = 23, active: UInt32 = 22, fbID: UInt32 = 17
    static let srcX: UInt32 = 9, srcY: UInt32 = 10, srcW: UInt32 = 11, srcH: UInt32 = 12
    static let crtcX: UInt32 = 13, crtcY: UInt32 = 14, crtcW: UInt32 = 15, crtcH: UInt32 = 16

    /// The mode set's request: the connector on the CRTC, the mode, ACTIVE, and the
    /// primary plane showing a `width` × `height` framebuffer over the 1024×768 mode.
    static func modeset(blob: UInt32, framebuffer: UInt32, width: Int, height: Int) -> [Assignment] {
        let plane = Card.primaryPlane
        return [
            Assignment(object: Card.connector, property: crtcID, value: UInt64(Card.crtc)),
            Assignment(object: Card.crtc, property: modeID, value: UInt64(blob)),
            Assignment(object: Card.crtc, property: active, value: 1),
            Assignment(object: plane, property: fbID, value: UInt64(framebuffer)),
            Assignment(object: plane, property: crtcID, value: UInt64(Card.crtc)),
            Assignment(object: plane, property: srcX, value: 0),
            Assignment(object: plane, property: srcY, value: 0),
            Assignment(object: plane, property: srcW, value: UInt64(width) << 16),
            Assignment(object: plane, property: srcH, value: UInt64(height) << 16),
            Assignment(object: plane, property: crtcX, value: 0),
            Assignment(object: plane, property: crtcY, value: 0),
            Assignment(object: plane, property: crtcW, value: 1024),
            Assignment(object: plane, property: crtcH, value: 768),
        ]
    }

    /// The commits of opening: the test-only one, then the same request for real.
    func openingCommits(_ fake: FakeDRMDevice) -> [(DRMAtomicRequest, DRMAtomicFlags)] {
        fake.trace.compactMap { if case .atomicCommit(let request, let flags) = $0 { (request, flags) } else { nil } }
    }

    @Test(arguments: Rotation.allCases)
    func theOutputPassTurnsThePictureOnVkms(rotation: Rotation) throws {
        let fake = FakeDRMDevice()
        let display = try fake.openDisplay(DRMDisplayConfiguration(rotation: rotation))
        defer { display.close() }
        let commits = openingCommits(fake)
        let expected = Self.modeset(blob: fake.createdModeBlobs[0], framebuffer: fake.addedFramebuffers[0], width: 1024, height: 768)
        #expect(commits.map(\.0.assignments) == [expected, expected])
        #expect(commits.map(\.1) == [[.allowModeset, .testOnly], .allowModeset])
        #expect(!display.rotatesInPlane)
        #expect(fake.trace.contains(.createDumbBuffer(width: 1024, height: 768, bitsPerPixel: 32)))
        #expect((display.pixelWidth, display.pixelHeight) == (rotation.swapsAxes ? (768, 1024) : (1024, 768)))
        #expect(display.description == "DRM /dev/dri/card0 Virtual-1 1024x768@60*, atomic, rotation \(rotation.rawValue)°")
        #expect(fake.value(of: "FB_ID", on: Card.primaryPlane) == UInt64(fake.addedFramebuffers[0]))
    }

    /// The plane turns a picture-sized framebuffer: KMS counts counter-clockwise, so a
    /// clockwise quarter turn is DRM_MODE_ROTATE_270 (bit 3).
    @Test(arguments: [(Rotation.degrees0, UInt64(1)), (.degrees90, 8), (.degrees180, 4), (.degrees270, 2)])
    func aPlaneWithARotationPropertyTurnsThePicture(rotation: Rotation, bit: UInt64) throws {
        let fake = FakeDRMDevice(FakeDRMDevice.vkms.withPlaneRotation())
        let display = try fake.openDisplay(DRMDisplayConfiguration(rotation: rotation))
        defer { display.close() }
        let (width, height) = rotation.swapsAxes ? (768, 1024) : (1024, 768)
        let expected = Self.modeset(blob: fake.createdModeBlobs[0], framebuffer: fake.addedFramebuffers[0], width: width,
                                    height: height)
            + [Assignment(object: Card.primaryPlane, property: Card.rotationProperty, value: bit)]
        #expect(openingCommits(fake).map(\.0.assignments) == [expected, expected])
        #expect(display.rotatesInPlane == (rotation != .degrees0))
        #expect(fake.trace.contains(.createDumbBuffer(width: width, height: height, bitsPerPixel: 32)))
        #expect(fake.value(of: "rotation", on: Card.primaryPlane) == bit)
    }

    @Test func planeRotationCanBeTurnedOffForTheOutputPass() throws {
        let fake = FakeDRMDevice(FakeDRMDevice.vkms.withPlaneRotation())
        let display = try fake.openDisplay(DRMDisplayConfiguration(rotation: .degrees90, planeRotation: false))
        defer { display.close() }
        #expect(!display.rotatesInPlane)
        #expect(fake.value(of: "rotation", on: Card.primaryPlane) == 1) // DRM_MODE_ROTATE_0
        #expect(fake.trace.contains(.createDumbBuffer(width: 1024, height: 768, bitsPerPixel: 32)))
    }

    @Test func otherPlanesOnTheCRTCAreTurnedOff() throws {
        let fake = FakeDRMDevice(FakeDRMDevice.vkms.withCursorOnCRTC())
        let display = try fake.openDisplay()
        defer { display.close() }
        let expected = Self.modeset(blob: fake.createdModeBlobs[0], framebuffer: fake.addedFramebuffers[0], width: 1024, height: 768)
            + [Assignment(object: Card.cursorPlane, property: Self.fbID, value: 0),
               Assignment(object: Card.cursorPlane, property: Self.crtcID, value: 0)]
        #expect(openingCommits(fake).map(\.0.assignments) == [expected, expected])
        #expect(fake.value(of: "FB_ID", on: Card.cursorPlane) == 0)
    }

    @Test func rgb565TripleBufferedMakesThreeSixteenBitBuffers() throws {
        let fake = FakeDRMDevice()
        let display = try fake.openDisplay(DRMDisplayConfiguration(format: .rgb565, buffering: .triple))
        defer { display.close() }
        #expect(display.bufferCount == 3)
        #expect(fake.trace.filter { $0 == .createDumbBuffer(width: 1024, height: 768, bitsPerPixel: 16) }.count == 3)
        #expect(fake.trace.compactMap { if case .addFramebuffer(_, _, _, let format) = $0 { format } else { nil } }
            == Array(repeating: ScanoutFormat.rgb565.fourcc, count: 3))
    }
}

import Foundation
import Glibc
@testable import Kiosk
import QuartzCore
import Raster
import Testing

/// Every way opening a DRM display can fail, each with the message a person reads:
/// the card, and what was found, so the message alone says what to fix.
@Suite struct DRMErrorTests {
    typealias Card = DRMCardRecording
    let card = "/dev/dri/card0"

    /// The error opening `fake` with `configuration` throws, and its message.
    func failure(_ fake: FakeDRMDevice, _ configuration: DRMDisplayConfiguration = DRMDisplayConfiguration()) -> DRMError? {
        do {
            _ = try fake.openDisplay(configuration)
            return nil
        } catch {
            return error
        }
    }

    @Test func aRenderOnlyNodeIsNotKMS() {
        let fake = FakeDRMDevice()
        fake.isKMSDevice = false
        #expect(failure(fake) == .notKMS(card: card))
        #expect(failure(fake)?.description == "/dev/dri/card0 does not support mode setting (a render-only device?)")
    }

    @Test func permissionDeniedNamesTheNode() {
        let opener = DRMDeviceOpener { path throws(SystemError) in throw SystemError(call: "open", path: path, errno: EACCES) }
        #expect(throws: DRMError.system(SystemError(call: "open", path: card, errno: EACCES))) {
            try DRMDisplay(configuration: DRMDisplayConfiguration(path: card), opener: opener, clock: VirtualClock())
        }
        #expect(DRMError.system(SystemError(call: "open", path: card, errno: EACCES)).description
            == "/dev/dri/card0: open failed: Permission denied (errno 13)")
    }

    @Test func anotherMasterIsNamed() {
        let fake = FakeDRMDevice()
        fake.masterHeldElsewhere = true
        #expect(failure(fake) == .notMaster(card: card, errno: EBUSY))
        #expect(failure(fake)?.description == "/dev/dri/card0: cannot become DRM master (errno 16); is another compositor running?")
    }

    @Test func noConnectedDisplayListsTheConnectors() {
        let fake = FakeDRMDevice(FakeDRMDevice.vkms.disconnected())
        #expect(failure(fake) == .noConnectedDisplay(card: card, connectors: ["Virtual-1 disconnected"]))
        #expect(failure(fake)?.description == "no connected display on /dev/dri/card0 (connectors: Virtual-1 disconnected)")
    }

    @Test func noCardWithADisplayListsEachCard() throws {
        let directory = NSTemporaryDirectory() + "kiosk-drm-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        _ = FileManager.default.createFile(atPath: directory + "/card0", contents: Data())
        var recording = FakeDRMDevice.vkms.disconnected()
        recording.path = directory + "/card0"
        let fake = FakeDRMDevice(recording)
        let error = DRMError.noUsableCard(directory: directory, found: ["\(directory)/card0: Virtual-1 disconnected"])
        #expect(throws: error) { try DRMDevices.findCard(in: directory, opener: fake.opener) }
        #expect(throws: error) {
            try DRMDisplay(configuration: DRMDisplayConfiguration(devicesDirectory: directory), opener: fake.opener, clock: fake.clock)
        }
        #expect(error.description == "no DRM card in \(directory) has a connected display (\(directory)/card0: Virtual-1 disconnected)")
    }

    @Test func anUnknownConnectorListsTheOnesThereAre() {
        let fake = FakeDRMDevice()
        #expect(failure(fake, DRMDisplayConfiguration(connector: "HDMI-A-9"))
            == .unknownConnector(card: card, name: "HDMI-A-9", connectors: ["Virtual-1 connected"]))
        #expect(failure(fake, DRMDisplayConfiguration(connector: "HDMI-A-9"))?.description
            == "/dev/dri/card0 has no connector HDMI-A-9 (connectors: Virtual-1 connected)")
    }

    @Test func aModeTheConnectorLacksListsItsModes() {
        let fake = FakeDRMDevice()
        let request = DRMModeRequest(width: 800, height: 600, refreshHertz: 75)
        let error = failure(fake, DRMDisplayConfiguration(mode: request))
        guard case .modeNotFound(_, _, let requested, let available)? = error else {
            Issue.record("expected modeNotFound, got \(String(describing: error))")
            return
        }
        #expect(requested == "800x600@75")
        #expect(available.first == "1024x768@60*" && available.count == FakeDRMDevice.vkms.connectors[0].modes.count)
        #expect(error?.description.hasPrefix("/dev/dri/card0: connector Virtual-1 has no mode 800x600@75 (modes: 1024x768@60*, ") == true)
    }

    @Test func aConnectorWithoutModesIsNamed() {
        let fake = FakeDRMDevice(FakeDRMDevice.vkms.withModes([]))
        #expect(failure(fake) == .noModes(card: card, connector: "Virtual-1"))
        #expect(failure(fake)?.description == "/dev/dri/card0: connector Virtual-1 reports no modes")
    }

    @Test func aConnectorNoCRTCCanDriveIsNamed() {
        let fake = FakeDRMDevice(FakeDRMDevice.vkms.withoutCRTCsForEncoders())
        #expect(failure(fake) == .noCRTC(card: card, connector: "Virtual-1"))
        #expect(failure(fake)?.description == "/dev/dri/card0: no CRTC can drive connector Virtual-1")
    }

    @Test func anUnsupportedFormatListsThePlanesFormats() {
        let fake = FakeDRMDevice(FakeDRMDevice.vkms.withPrimaryFormats([ScanoutFormat.xrgb8888.fourcc]))
        #expect(failure(fake, DRMDisplayConfiguration(format: .rgb565))
            == .unsupportedFormat(card: card, format: "RGB565", formats: ["XR24"]))
        #expect(failure(fake, DRMDisplayConfiguration(format: .rgb565))?.description
            == "/dev/dri/card0: the primary plane cannot scan out RGB565 (formats: XR24)")
    }

    @Test func atomicNeedsAPrimaryPlane() {
        let fake = FakeDRMDevice(FakeDRMDevice.vkms.withoutPrimaryPlane())
        #expect(failure(fake) == .noPrimaryPlane(card: card, crtc: Card.crtc))
        #expect(failure(fake)?.description == "/dev/dri/card0: CRTC 35 has no primary plane")
    }

    @Test func aMissingPropertyIsNamedWithItsObject() {
        let fake = FakeDRMDevice(FakeDRMDevice.vkms.without("ACTIVE", on: Card.crtc))
        #expect(failure(fake) == .missingProperty(card: card, object: "CRTC 35", property: "ACTIVE"))
        #expect(failure(fake)?.description == "/dev/dri/card0: CRTC 35 has no property ACTIVE")
    }

    @Test func aRefusedTestCommitChangesNothingAndSaysSo() {
        let fake = FakeDRMDevice()
        fake.refusesTestOnlyCommits = true
        #expect(failure(fake) == .modesetRejected(card: card, connector: "Virtual-1", mode: "1024x768@60*", path: "atomic",
                                                  errno: EINVAL))
        #expect(failure(fake)?.description == "/dev/dri/card0: the atomic mode set of 1024x768@60* on Virtual-1 was refused (errno 22)")
        // Only test commits were tried: the console still shows.
        #expect(fake.value(of: "FB_ID", on: Card.primaryPlane) == UInt64(Card.consoleFramebuffer))
    }

    @Test func aRefusedLegacyModeSetSaysSo() {
        let fake = FakeDRMDevice()
        fake.refusesAtomic = true
        fake.failures["setCRTC"] = EINVAL
        #expect(failure(fake)?.description == "/dev/dri/card0: the legacy mode set of 1024x768@60* on Virtual-1 was refused (errno 22)")
    }

    @Test func buffersThatCannotBeMadeNameTheCall() {
        let fake = FakeDRMDevice()
        fake.failures["createDumbBuffer"] = ENOMEM
        #expect(failure(fake)?.description == "/dev/dri/card0: createDumbBuffer failed: Cannot allocate memory (errno 12)")
        #expect(failure(fake) == .system(SystemError(call: "createDumbBuffer", path: card, errno: ENOMEM)))
    }

    @Test func theRuntimeSaysDisplayAndTheReason() {
        let fake = FakeDRMDevice(FakeDRMDevice.vkms.disconnected())
        var options = KioskOptions()
        options.display = .drm(path: card)
        // Its own case, so that wait-for-display can wait for a display; the same message.
        #expect(throws: KioskRuntimeError.noDisplayConnected("no connected display on /dev/dri/card0 (connectors: Virtual-1 disconnected)")) {
            _ = try DRMBackend(opener: fake.opener).open(argument: card, options: options)
        }
        #expect(KioskRuntimeError.display("x").description == "display: x")
        #expect(KioskRuntimeError.noDisplayConnected("x").description == "display: x")
    }
}

/// A clock standing still, for opening displays that never get to frames.
private struct VirtualClock: MediaClock {
    var now: Double { 0 }
}

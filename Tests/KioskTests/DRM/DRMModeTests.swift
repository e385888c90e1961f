import CDRM
@testable import Kiosk
import Raster
import Testing

/// Modes, mode requests, rotation bits and fourcc codes.
@Suite struct DRMModeTests {
    @Test func aModeRequestIsWidthByHeightAndOptionallyHertz() {
        #expect(DRMModeRequest("1024x768") == DRMModeRequest(width: 1024, height: 768))
        #expect(DRMModeRequest("800x480@60") == DRMModeRequest(width: 800, height: 480, refreshHertz: 60))
        #expect(DRMModeRequest("800x480@60")?.description == "800x480@60")
        for bad in ["1024", "x768", "1024x", "1024x768@", "0x768", "1024x768@0", "axb", "1024x768@60@60", "-1x5"] {
            #expect(DRMModeRequest(bad) == nil, "\(bad)")
        }
    }

    @Test func theRefreshAndFramePeriodComeFromTheTimings() {
        // VESA DMT 1024×768 at 60 Hz: 65 MHz pixel clock, 1344 × 806 totals.
        var info = drmModeModeInfo()
        info.clock = 65000
        info.hdisplay = 1024
        info.htotal = 1344
        info.vdisplay = 768
        info.vtotal = 806
        info.vrefresh = 60
        info.type = UInt32(DRM_MODE_TYPE_PREFERRED | DRM_MODE_TYPE_DRIVER)
        let mode = DRMMode(info: info)
        #expect(mode.framePeriod == 1344.0 * 806.0 / 65_000_000.0)
        #expect(mode.refreshMillihertz == 60004)
        #expect(mode.refreshHertz == 60)
        #expect(mode.isPreferred)
        #expect(mode.description == "1024x768@60*")
        // No timings (a described mode): the nominal refresh.
        #expect(DRMMode(width: 800, height: 480, refreshHertz: 50).framePeriod == 1.0 / 50)
    }

    @Test func kmsTurnsCounterClockwise() {
        #expect(Rotation.degrees0.kmsRotationBit == 1)
        #expect(Rotation.degrees90.kmsRotationBit == 8) // DRM_MODE_ROTATE_270
        #expect(Rotation.degrees180.kmsRotationBit == 4)
        #expect(Rotation.degrees270.kmsRotationBit == 2) // DRM_MODE_ROTATE_90
        #expect(Rotation(kmsName: "rotate-90") == .degrees270)
        #expect(Rotation(kmsName: "rotate-270") == .degrees90)
        #expect(Rotation(kmsName: "reflect-x") == nil)
    }

    @Test func fourccCodes() {
        #expect(ScanoutFormat.xrgb8888.fourcc == 0x3432_5258)
        #expect(ScanoutFormat.rgb565.fourcc == 0x3631_4752)
        #expect(fourccName(ScanoutFormat.xrgb8888.fourcc) == "XR24")
        #expect(fourccName(ScanoutFormat.rgb565.fourcc) == "RG16")
    }

    @Test func theLegacyPathIsForcedByFlagOrEnvironment() {
        let automatic = DRMDisplayConfiguration()
        #expect(automatic.usesLegacy(environment: [:]) == false)
        #expect(automatic.usesLegacy(environment: ["KIOSK_DRM_LEGACY": "1"]) == true)
        #expect(automatic.usesLegacy(environment: ["KIOSK_DRM_LEGACY": "0"]) == false)
        #expect(DRMDisplayConfiguration(forceLegacy: true).usesLegacy(environment: [:]) == true)
    }
}

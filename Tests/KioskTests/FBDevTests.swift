import Glibc
@testable import Kiosk
import Raster
import Testing

@Suite struct FBDevTests {
    typealias Channel = FBDevScreenInfo.Channel

    /// vfb's 1024×768-32@60: VESA timings (pixel clock 15384 ps, 1344 × 806 totals),
    /// channels as vfb reports them (red in the low byte).
    private func vfbMode(bitsPerPixel: Int = 32, red: Channel = Channel(offset: 0, length: 8),
                         green: Channel = Channel(offset: 8, length: 8), blue: Channel = Channel(offset: 16, length: 8),
                         virtualHeight: Int = 768, memory: Int = 8 << 20) -> FBDevScreenInfo {
        FBDevScreenInfo(name: "Virtual FB", width: 1024, height: 768, virtualWidth: 1024, virtualHeight: virtualHeight,
                        yOffset: 0, bitsPerPixel: bitsPerPixel, red: red, green: green, blue: blue,
                        bytesPerRow: 1024 * bitsPerPixel / 8, memoryLength: memory, yPanStep: 1, isPackedPixels: true,
                        pixelClock: 15384, horizontalTotal: 1344, verticalTotal: 806, videoMode: 0)
    }

    @Test func layoutsKioskDrawsAreRecognisedAndOthersRefused() {
        let c = Channel.init(offset:length:)
        #expect(vfbMode(red: c(16, 8), blue: c(0, 8)).layout == FBDevPixelLayout(format: .xrgb8888, swapsRedAndBlue: false))
        #expect(vfbMode().layout == FBDevPixelLayout(format: .xrgb8888, swapsRedAndBlue: true))
        #expect(vfbMode(bitsPerPixel: 16, red: c(11, 5), green: c(5, 6), blue: c(0, 5)).layout
            == FBDevPixelLayout(format: .rgb565, swapsRedAndBlue: false))
        #expect(vfbMode(bitsPerPixel: 16, red: c(0, 5), green: c(5, 6), blue: c(11, 5)).layout?.description == "BGR565")
        // RGBA 5551 and 24 bpp are not drawn.
        #expect(vfbMode(bitsPerPixel: 16, red: c(0, 5), green: c(5, 5), blue: c(10, 5)).layout == nil)
        #expect(vfbMode(bitsPerPixel: 24).layout == nil)
        var planar = vfbMode()
        planar.isPackedPixels = false
        #expect(planar.layout == nil)
    }

    @Test func refreshRateComesFromThePixelClockAndTotals() {
        var mode = vfbMode()
        #expect(mode.refreshRate == 1e12 / (15384.0 * 1344 * 806))
        #expect(mode.refreshRate.map { ($0 * 1000).rounded() } == 60006)
        mode.videoMode = 1  // interlaced: two fields a frame
        #expect(mode.refreshRate.map { ($0 * 1000).rounded() } == 120012)
        mode.videoMode = 2  // double scan
        #expect(mode.refreshRate.map { ($0 * 1000).rounded() } == 30003)
        mode.pixelClock = 0
        #expect(mode.refreshRate == nil)
    }

    @Test func framesThatFitNeedBothVirtualHeightAndMemory() {
        #expect(vfbMode().framesThatFit == 1)
        #expect(vfbMode(virtualHeight: 1536).framesThatFit == 2)
        #expect(vfbMode(virtualHeight: 1536, memory: 4 << 20).framesThatFit == 1)
        #expect(vfbMode(bitsPerPixel: 16, virtualHeight: 2400).framesThatFit == 3)
    }

    @Test func redAndBlueTradePlacesInEveryPixelIncludingTheTail() {
        let width = 11
        let source = Bitmap(width: width, height: 2)
        for x in 0..<width { source.view[x, 1] = Pixel(rawValue: 0x80_10_20_30 &+ UInt32(x) << 16 &+ UInt32(x)) }
        let destination = Bitmap(width: width, height: 2, fill: Pixel(rawValue: 0x0102_0304))
        RedBlueSwap.copy(Rect(x: 0, y: 1, width: width, height: 1), of: source.view, to: destination.view)
        for x in 0..<width {
            #expect(destination.view[x, 1].rawValue == 0x80_30_20_10 &+ UInt32(x) << 16 &+ UInt32(x))
            #expect(destination.view[x, 0].rawValue == 0x0102_0304)
        }
    }

    @Test func aMissingDeviceIsNamed() {
        #expect(throws: FBDevError.system(SystemError(call: "open", path: "/nonexistent/fb7", errno: ENOENT))) {
            try FBDevDisplay(configuration: .init(device: .path("/nonexistent/fb7")))
        }
    }

    @Test func aDeviceNotFoundByNameListsWhatThereIs() {
        let found = FBDevDevice.all().map { "\($0.path) (\($0.name))" }
        #expect(throws: FBDevError.noDeviceNamed("No Such FB", found: found)) {
            try FBDevDisplay(configuration: .init(device: .named("No Such FB")))
        }
        #expect(FBDevError.noDeviceNamed("Virtual FB", found: []).description
            == "no framebuffer named \"Virtual FB\" (found: no /dev/fb* devices)")
        #expect(FBDevError.noDeviceNamed("Virtual FB", found: ["/dev/fb0 (vkmsdrmfb)"]).description
            == "no framebuffer named \"Virtual FB\" (found: /dev/fb0 (vkmsdrmfb))")
    }
}

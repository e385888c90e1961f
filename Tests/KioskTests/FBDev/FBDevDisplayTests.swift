import Foundation
import Glibc
@testable import Kiosk
import QuartzCore
import Raster
import Testing

/// The fbdev display on the recorded framebuffers: vfb (8 MiB, red in the low byte,
/// no FBIO_WAITFORVSYNC, no FBIOBLANK) and vkms's fbdev emulation (one frame of memory,
/// XRGB8888, both ioctls).
@Suite struct FBDevDisplayTests {
    static let red = Pixel(red: 255, green: 0, blue: 0, alpha: 255)
    static let blue = Pixel(red: 0, green: 0, blue: 255, alpha: 255)

    static func open(_ fake: FakeFramebufferDevice, doubleBuffered: Bool = true,
                     rotation: Rotation = .degrees0) throws(FBDevError) -> FBDevDisplay {
        try FBDevDisplay(configuration: .init(device: .path(fake.path), rotation: rotation,
                                              requestsDoubleBuffering: doubleBuffered),
                         kernels: .simd, opener: fake.opener)
    }

    /// Presents a whole frame of `pixel` (after the pacer hands out a frame).
    static func present(_ pixel: Pixel, on display: FBDevDisplay) {
        let frame = TestFrames.solid(pixel, width: display.pixelWidth, height: display.pixelHeight)
        display.present(frame.view, damage: TestFrames.whole(frame))
    }

    /// The colour bits of a visible vfb pixel (red in the low byte).
    static func rgb(_ value: UInt32) -> UInt32 { value & 0x00FF_FFFF }

    @Test func vfbIsAskedForASecondFrameAndPansBetweenThem() throws {
        let fake = FakeFramebufferDevice(FakeFramebufferDevice.vfb)
        let display = try Self.open(fake)
        defer { display.close() }
        #expect(fake.trace == [.setVariableScreenInfo(yresVirtual: 1536), .panDisplay(yoffset: 0), .map(length: 4096 * 768 * 2)])
        #expect(display.bufferCount == 2)
        #expect(display.layout.description == "XBGR8888")
        #expect(display.description == "fbdev /dev/fb1 1024x768, 2 buffer(s), rotation 0°")
        #expect(abs(display.refreshRate - 1e12 / (15384.0 * 1344 * 806)) < 1e-9)
        fake.resetTrace()
        Self.present(Self.red, on: display)
        #expect(fake.trace == [.panDisplay(yoffset: 768)])
        #expect(Self.rgb(fake.visiblePixel(x: 0, y: 0)) == 0x0000FF && display.frontBuffer == 1)
        Self.present(Self.blue, on: display)
        #expect(fake.trace == [.panDisplay(yoffset: 768), .panDisplay(yoffset: 0)])
        #expect(Self.rgb(fake.visiblePixel(x: 1023, y: 767)) == 0xFF0000 && display.frontBuffer == 0)
        #expect(display.statistics.framesPresented == 2 && display.statistics.bytesCopied == 2 * 1024 * 768 * 4)
        #expect(!display.statistics.measuresVBlanks)
    }

    @Test func withOneBufferFramesAreCopiedIntoTheVisibleOne() throws {
        let fake = FakeFramebufferDevice(FakeFramebufferDevice.vfb)
        let display = try Self.open(fake, doubleBuffered: false)
        defer { display.close() }
        #expect(fake.trace == [.map(length: 4096 * 768)])
        #expect(display.bufferCount == 1)
        Self.present(Self.red, on: display)
        #expect(fake.trace == [.map(length: 4096 * 768)])
        #expect(Self.rgb(fake.visiblePixel(x: 10, y: 10)) == 0x0000FF)
    }

    @Test func vkmssFbdevHasMemoryForOneFrameOnly() throws {
        let fake = FakeFramebufferDevice(FakeFramebufferDevice.vkms)
        let display = try Self.open(fake, rotation: .degrees90)
        defer { display.close() }
        #expect(fake.trace == [.map(length: 4096 * 768)])
        #expect(display.bufferCount == 1 && display.refreshRate == 60)
        #expect((display.pixelWidth, display.pixelHeight) == (768, 1024))
        #expect(display.description == "fbdev /dev/fb0 1024x768, 1 buffer(s), rotation 90°")
        Self.present(Self.red, on: display)
        #expect(fake.visiblePixel(x: 0, y: 0) & 0x00FF_FFFF == 0xFF0000) // XRGB8888
    }

    @Test func closingPutsTheModeBack() throws {
        let fake = FakeFramebufferDevice(FakeFramebufferDevice.vfb)
        let display = try Self.open(fake)
        Self.present(Self.red, on: display)
        fake.resetTrace()
        display.close()
        #expect(fake.trace == [.setVariableScreenInfo(yresVirtual: 768)])
        #expect(fake.variable == FakeFramebufferDevice.vfb.variable)
        #expect(display.waitForNextFrame() == nil)
        fake.resetTrace()
        display.close()
        #expect(fake.trace.isEmpty)
    }

    @Test func withoutWaitForVSyncFramesArePacedByTheTimer() throws {
        let fake = FakeFramebufferDevice(FakeFramebufferDevice.vfb)
        let display = try Self.open(fake)
        defer { display.close() }
        let first = try #require(display.waitForNextFrame())
        #expect(display.pacing == .timer)
        // On the refresh grid.
        let period = 1 / display.refreshRate
        #expect(abs(first / period - (first / period).rounded()) < 1e-6)
    }

    @Test func withWaitForVSyncEachVSyncReleasesAFrame() throws {
        let fake = FakeFramebufferDevice(FakeFramebufferDevice.vkms)
        let display = try Self.open(fake)
        defer {
            display.close()
            fake.stopVSyncs()
        }
        let before = MonotonicMediaClock().now
        fake.vsync()
        let time = try #require(display.waitForNextFrame())
        #expect(display.pacing == .vsync)
        // A period after the vsync, which came after `before`.
        #expect(time - 1.0 / 60 >= before)
    }

    @Test func aDriverThatCannotBlankGetsABlackScreenAndThePictureBack() throws {
        let fake = FakeFramebufferDevice(FakeFramebufferDevice.vfb)
        let display = try Self.open(fake)
        defer { display.close() }
        Self.present(Self.red, on: display)
        fake.resetTrace()
        try display.powerDown()
        #expect(fake.trace.isEmpty) // FBIOBLANK answered EINVAL
        #expect(display.blankingInEffect == .black && display.isPoweredDown)
        #expect(Self.rgb(fake.visiblePixel(x: 0, y: 0)) == 0 && Self.rgb(fake.visiblePixel(x: 1023, y: 767)) == 0)
        try display.powerUp()
        #expect(Self.rgb(fake.visiblePixel(x: 0, y: 0)) == 0x0000FF && Self.rgb(fake.visiblePixel(x: 1023, y: 767)) == 0x0000FF)
        #expect(display.blankingInEffect == nil && !display.isPoweredDown)
        // Frames go on.
        _ = try #require(display.waitForNextFrame())
    }

    @Test func aDriverThatBlanksIsAskedToAndNoVSyncIsAwaitedMeanwhile() throws {
        let fake = FakeFramebufferDevice(FakeFramebufferDevice.vkms)
        let display = try Self.open(fake)
        defer {
            display.close()
            fake.stopVSyncs()
        }
        fake.vsync()
        _ = try #require(display.waitForNextFrame())
        Self.present(Self.red, on: display)
        try display.powerDown()
        #expect(fake.trace.last == .blank(.powerDown) && fake.isBlanked)
        #expect(display.blankingInEffect == .driver)
        // The pacing thread may still be in the wait it began before; it begins no other.
        fake.vsync()
        fake.vsync()
        Thread.sleep(forTimeInterval: 0.05)
        #expect(fake.vsyncWaitsWhileBlanked == 0)
        try display.powerUp()
        #expect(fake.trace.last == .blank(.unblank) && !fake.isBlanked)
        // The picture stayed in memory, and frames come again with the vsyncs.
        #expect(fake.visiblePixel(x: 0, y: 0) & 0x00FF_FFFF == 0xFF0000)
        fake.vsync()
        _ = try #require(display.waitForNextFrame())
        #expect(display.pacing == .vsync)
    }

    @Test func aVTSwitchKeepsThePictureAndPutsItBackWithTheNewestFrame() throws {
        let fake = FakeFramebufferDevice(FakeFramebufferDevice.vfb)
        let display = try Self.open(fake)
        defer { display.close() }
        Self.present(Self.red, on: display) // buffer 1, on screen
        try display.suspend()
        try fake.panDisplay(FakeFramebufferDevice.vfb.variable) // the console pans to the top
        fake.scribble(0x00AB_CDEF)             // and draws its text
        Self.present(Self.blue, on: display)   // a frame drawn meanwhile goes aside
        #expect(fake.visiblePixel(x: 5, y: 5) == 0x00AB_CDEF)
        fake.resetTrace()
        try display.resume()
        #expect(fake.trace == [.panDisplay(yoffset: 768)])
        #expect(Self.rgb(fake.visiblePixel(x: 5, y: 5)) == 0xFF0000 && Self.rgb(fake.visiblePixel(x: 1023, y: 767)) == 0xFF0000)
        _ = try #require(display.waitForNextFrame())
    }

    @Test func afterAVTSwitchTheBufferTheConsoleDrewOverIsCopiedWhole() throws {
        let fake = FakeFramebufferDevice(FakeFramebufferDevice.vfb)
        let display = try Self.open(fake)
        defer { display.close() }
        let corner = Region(Rect(x: 0, y: 0, width: 1, height: 1))
        let red = TestFrames.solid(Self.red, width: 1024, height: 768)
        Self.present(Self.red, on: display)              // buffer 1
        Self.present(Self.red, on: display)              // buffer 0: both red
        display.present(red.view, damage: corner)        // buffer 1 on screen; buffer 0 lacks one pixel
        try display.suspend()
        try fake.panDisplay(FakeFramebufferDevice.vfb.variable) // the console pans to the top
        fake.scribble(0x00AB_CDEF)                       // and draws over buffer 0
        try display.resume()
        #expect(display.frontBuffer == 1 && fake.variable.yoffset == 768)
        // The next frame changes one pixel and goes to buffer 0: all of it is copied,
        // the console's text with it, not only the pixels buffer 0 was known to lack.
        let blue = TestFrames.solid(Self.blue, width: 1024, height: 768)
        display.present(blue.view, damage: corner)
        #expect(display.frontBuffer == 0)
        #expect(Self.rgb(fake.visiblePixel(x: 5, y: 5)) == 0xFF0000 && Self.rgb(fake.visiblePixel(x: 1023, y: 767)) == 0xFF0000)
    }

    @Test func poweringDownWhileSuspendedDarkensOnResume() throws {
        let fake = FakeFramebufferDevice(FakeFramebufferDevice.vfb)
        let display = try Self.open(fake, doubleBuffered: false)
        defer { display.close() }
        Self.present(Self.red, on: display)
        try display.suspend()
        try display.powerDown()
        fake.scribble(0x0012_3456)
        try display.resume()
        #expect(Self.rgb(fake.visiblePixel(x: 0, y: 0)) == 0 && display.blankingInEffect == .black)
        try display.powerUp()
        #expect(Self.rgb(fake.visiblePixel(x: 0, y: 0)) == 0x0000FF)
    }

    @Test func aBlankTheDriverRefusesOtherwiseIsAnError() throws {
        let fake = FakeFramebufferDevice(FakeFramebufferDevice.vkms)
        let display = try Self.open(fake)
        defer {
            display.close()
            fake.stopVSyncs()
        }
        fake.fail("blank", with: EIO)
        #expect(throws: FBDevError.system(SystemError(call: "blank", path: "/dev/fb0", errno: EIO))) { try display.powerDown() }
        #expect(!display.isPoweredDown)
        #expect(FBDevError.system(SystemError(call: "FBIOBLANK FB_BLANK_POWERDOWN", path: "/dev/fb0", errno: EIO)).description
            == "/dev/fb0: FBIOBLANK FB_BLANK_POWERDOWN failed: Input/output error (errno 5)")
    }

    @Test func anUnsupportedFormatIsNamedAndTheModePutBack() {
        var recording = FakeFramebufferDevice.vfb
        recording.variable.bitsPerPixel = 24
        let fake = FakeFramebufferDevice(recording)
        #expect(throws: FBDevError.self) { try Self.open(fake) }
        #expect(fake.trace == [.setVariableScreenInfo(yresVirtual: 1536), .setVariableScreenInfo(yresVirtual: 768)])
        do {
            _ = try Self.open(FakeFramebufferDevice(recording), doubleBuffered: false)
        } catch {
            #expect(error.description.hasPrefix("/dev/fb1: unsupported pixel format (Virtual FB: 1024×768 (virtual 1024×768) at 24 bpp"))
            #expect(error.description.hasSuffix("; Kiosk draws 32 bpp XRGB8888 and 16 bpp RGB565"))
        }
    }

    @Test func memoryThatCannotBeMappedIsNamedAndTheModePutBack() {
        let fake = FakeFramebufferDevice(FakeFramebufferDevice.vfb)
        fake.fail("map", with: ENOMEM)
        #expect(throws: FBDevError.system(SystemError(call: "map", path: "/dev/fb1", errno: ENOMEM))) { try Self.open(fake) }
        #expect(fake.variable == FakeFramebufferDevice.vfb.variable)
    }

    @Test func aDeviceNamedByItsDriverIsFoundThroughTheOpener() throws {
        let fake = FakeFramebufferDevice(FakeFramebufferDevice.vfb)
        let display = try FBDevDisplay(configuration: .init(device: .named("Virtual FB")), kernels: .simd, opener: fake.opener)
        display.close()
        #expect(display.path == "/dev/fb1")
        #expect(throws: FBDevError.noDeviceNamed("vkmsdrmfb", found: ["/dev/fb1 (Virtual FB)"])) {
            try FBDevDisplay(configuration: .init(device: .named("vkmsdrmfb")), kernels: .simd, opener: fake.opener)
        }
    }
}

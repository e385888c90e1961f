import CoreGraphics
import Foundation
import Glibc
@testable import Kiosk
@testable import KioskHeadless
import QuartzCore
import Raster
import Testing
@_spi(KioskRuntime) import UIKit

/// `kiosk ctl screenshot`: the picture read back from what each display scans out
/// (the fake kernel's DRM dumb buffers and fbdev memory, a headless picture), turned
/// upright and written as a PNG, compared pixel for pixel with the frame presented.
@MainActor @Suite struct ScreenshotReadBackTests {
    /// A frame in which every pixel differs (red: x, green: y, blue: their high bits),
    /// so a turn or a swap anywhere shows.
    static func known(width: Int, height: Int) -> Bitmap {
        let frame = Bitmap(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                frame[x, y] = Pixel(red: UInt8(x & 0xFF), green: UInt8(y & 0xFF), blue: UInt8((x >> 8) << 4 | y >> 8), alpha: 255)
            }
        }
        return frame
    }

    /// How many pixels of `a` and `b` differ (all when their sizes do).
    static func differences(_ a: Bitmap, _ b: Bitmap) -> Int {
        guard a.width == b.width && a.height == b.height else { return max(a.width * a.height, b.width * b.height) }
        var count = 0
        for y in 0..<a.height {
            let (rowA, rowB) = (a.view.row(y), b.view.row(y))
            if memcmp(rowA, rowB, a.width * 4) == 0 { continue }
            for x in 0..<a.width where rowA[x] != rowB[x] { count += 1 }
        }
        return count
    }

    static func temporaryPNG(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("kiosk-screenshot-\(getpid())-\(name).png").path
    }

    /// A `RunControl` answering for `display`, with an idle screen that never dims.
    static func control(_ display: any Display, window: UIWindow) -> (RunControl, IdleScreen) {
        let screen = UIScreen(bounds: window.bounds, scale: 1)
        let idle = IdleScreen(settings: ScreenIdleSettings(), display: display, backlight: nil, screen: screen,
                              clock: VirtualMediaClock(startingAt: 0))
        let control = RunControl(window: window, dispatcher: TouchDispatcher(window: window), display: display, idle: idle,
                                 backlightRoot: "/sys/class/backlight", status: { _ in [] }, play: { _, _ in })
        return (control, idle)
    }

    /// Presents `frame` on a DRM display and waits for its flip.
    static func show(_ frame: Bitmap, on display: DRMDisplay) throws {
        _ = try #require(display.waitForNextFrame())
        display.present(frame.view, damage: TestFrames.whole(frame))
        display.waitUntilShown()
    }

    @Test func drmReadsTheFrontBufferBackAndTheScreenshotIsThatFrame() throws {
        let fake = FakeDRMDevice()
        let display = try fake.openDisplay(DRMDisplayConfiguration(format: .xrgb8888))
        defer { display.close() }
        let frame = Self.known(width: 1024, height: 768)
        try Self.show(frame, on: display)
        let picture = try #require(display.readBack())
        #expect(Self.differences(picture, frame) == 0)

        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1024, height: 768))
        let (control, idle) = Self.control(display, window: window)
        defer { idle.detach() }
        let path = Self.temporaryPNG("drm")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let size = try PNGCodec.encode(frame.view).count
        #expect(control.answer(.screenshot(path: path), at: 1) == "ok: wrote \(path) (1024x768 pixels, \(size) bytes)")
        let written = try PNGCodec.read(contentsOf: path)
        #expect(Self.differences(written, frame) == 0)
        #expect(FileManager.default.contents(atPath: path)?.count == size)
    }

    /// vkms's plane cannot turn: the output pass wrote the picture a quarter turn
    /// clockwise into a mode-sized buffer, and the read-back turns it upright again.
    @Test func drmTurnedAQuarterIsReadBackUpright() throws {
        let fake = FakeDRMDevice()
        let display = try fake.openDisplay(DRMDisplayConfiguration(rotation: .degrees90))
        defer { display.close() }
        #expect(!display.rotatesInPlane && display.pixelWidth == 768 && display.pixelHeight == 1024)
        let frame = Self.known(width: 768, height: 1024)
        try Self.show(frame, on: display)
        // In scanout the picture's top-left pixel is at the top-right, (1023, 0).
        let front = display.frontBuffer()
        #expect(front.width == 1024 && front.height == 768)
        // XRGB8888 little-endian: blue, green, red; (0, 1) of the picture is at (1022, 0).
        #expect(Array(front.bytes[(1023 * 4)..<(1023 * 4 + 3)]) == [0, 0, 0])
        #expect(Array(front.bytes[(1022 * 4)..<(1022 * 4 + 3)]) == [0, 1, 0])
        #expect(Array(front.bytes[(1024 * 4 + 1023 * 4)..<(1024 * 4 + 1023 * 4 + 3)]) == [0, 0, 1])
        let picture = try #require(display.readBack())
        #expect(picture.width == 768 && picture.height == 1024)
        #expect(Self.differences(picture, frame) == 0)
        #expect(picture[767, 1023] == Pixel(red: 0xFF, green: 0xFF, blue: 0x23, alpha: 255))
    }

    /// vfb keeps red in the low byte (XBGR8888): the read-back swaps it back, and turns
    /// the quarter turn back.
    @Test func fbdevWithRedAndBlueSwappedTurnedAQuarterIsReadBackUpright() throws {
        let fake = FakeFramebufferDevice(FakeFramebufferDevice.vfb)
        let display = try FBDevDisplayTests.open(fake, rotation: .degrees90)
        defer { display.close() }
        #expect(display.layout.swapsRedAndBlue && display.pixelWidth == 768 && display.pixelHeight == 1024)
        let frame = Self.known(width: 768, height: 1024)
        display.present(frame.view, damage: TestFrames.whole(frame))
        // The picture's (1, 0) (red 1) is at scanout (1023, 1), red in the low byte.
        #expect(FBDevDisplayTests.rgb(fake.visiblePixel(x: 1023, y: 1)) == 0x00_0001)
        let picture = try #require(display.readBack())
        #expect(Self.differences(picture, frame) == 0)
    }

    @Test(arguments: Rotation.allCases)
    func fbdevOnVkmsIsReadBackAsPresentedAtEveryRotation(rotation: Rotation) throws {
        let fake = FakeFramebufferDevice(FakeFramebufferDevice.vkms)
        let display = try FBDevDisplayTests.open(fake, rotation: rotation)
        defer {
            display.close()
            fake.stopVSyncs()
        }
        let frame = Self.known(width: display.pixelWidth, height: display.pixelHeight)
        display.present(frame.view, damage: TestFrames.whole(frame))
        let picture = try #require(display.readBack())
        #expect(Self.differences(picture, frame) == 0)
    }

    /// RGB565 keeps 5, 6 and 5 bits: read back, each channel widens to the nearest
    /// 8-bit value (full stays 255, none stays 0).
    @Test func rgb565IsWidenedToTheNearestEightBitValue() {
        var memory: [UInt16] = [0xF800, 0x07E0, 0x001F, 0xFFFF, 0x0000, 0b10000_100000_10000]
        let picture = memory.withUnsafeMutableBytes {
            ScanoutReadBack(format: .rgb565, rotation: .degrees0).picture(from: $0.baseAddress!, bytesPerRow: 12, width: 6, height: 1)
        }
        #expect((0..<6).map { picture[$0, 0].rawValue } == [0xFFFF_0000, 0xFF00_FF00, 0xFF00_00FF, 0xFFFF_FFFF, 0xFF00_0000, 0xFF84_8284])
        let swapped = memory.withUnsafeMutableBytes {
            ScanoutReadBack(format: .rgb565, swapsRedAndBlue: true, rotation: .degrees0)
                .picture(from: $0.baseAddress!, bytesPerRow: 12, width: 6, height: 1)
        }
        #expect(swapped[0, 0].rawValue == 0xFF00_00FF && swapped[2, 0].rawValue == 0xFFFF_0000)
    }

    @Test func headlessGivesTheLastPicturePresented() throws {
        let display = HeadlessDisplay(pixelWidth: 64, pixelHeight: 48)
        let frame = Self.known(width: 64, height: 48)
        display.present(frame.view, damage: TestFrames.whole(frame))
        #expect(Self.differences(try #require(display.readBack()), frame) == 0)
        display.close()
        #expect(display.readBack() == nil)
    }

    /// No picture of ours on the glass (blanked, another VT in front) or a folder that
    /// cannot take the file: an error saying which, and no file.
    @Test func whatCannotBeCapturedOrWrittenIsAnErrorAndWritesNothing() throws {
        let fake = FakeDRMDevice()
        let display = try fake.openDisplay()
        defer { display.close() }
        try Self.show(Self.known(width: 1024, height: 768), on: display)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1024, height: 768))
        let (control, idle) = Self.control(display, window: window)
        defer { idle.detach() }
        let path = Self.temporaryPNG("refused")
        #expect(control.answer(.screenshot(path: "/nonexistent-kiosk-folder/s.png"), at: 1)
                == "error: screenshot: cannot write into /nonexistent-kiosk-folder (No such file or directory): "
                + "the folder must exist and be writable by the kiosk's user (uid \(getuid()))")
        idle.blank()
        #expect(control.answer(.screenshot(path: path), at: 2)
                == "error: the screen is blanked: nothing is on the glass to capture (kiosk ctl wake first)")
        idle.wake()
        try display.suspend()
        #expect(display.readBack() == nil)
        #expect(control.answer(.screenshot(path: path), at: 3)
                == "error: nothing of this kiosk's is on the glass now (another VT is in front, the display is off, or none is connected)")
        #expect(!FileManager.default.fileExists(atPath: path))
        try display.resume()
        #expect(display.readBack() != nil)
    }
}

import CoreGraphics
@testable import Kiosk
import QuartzCore
import Raster
import Testing

/// `--board`: a board file's settings as a run's defaults, and flags over them.
@Suite struct RuntimeBoardOptionsTests {
    static let drmBoard = """
        name = panel
        [display]
        backend = drm
        device = /dev/dri/card1
        connector = DSI-1
        mode = 800x480@60
        format = rgb565
        rotation = 90
        dpi = 269
        [touch]
        udev-property = ID_INPUT_TOUCHSCREEN=1
        calibration = 0 -1 1 1 0 0
        [fonts]
        regular = /opt/fonts/Inter-Regular.otf
        """

    @Test func aDRMBoardGivesTheDisplayRotationScaleTouchAndFonts() throws {
        let board = try BoardFile.parse(Self.drmBoard, file: "panel.board")
        let options = try KioskOptions.parse(board: board)
        #expect(options.display == .drm(path: "/dev/dri/card1"))
        #expect(options.rotation == .degrees90)
        #expect(options.scale == 2)
        let drm = options.drmConfiguration(path: "/dev/dri/card1")
        #expect(drm.connector == "DSI-1" && drm.format == .rgb565 && drm.rotation == .degrees90 && drm.scale == 2)
        #expect(drm.mode?.description == "800x480@60")
        #expect(options.touch.match == .udevProperty(name: "ID_INPUT_TOUCHSCREEN", value: "1"))
        #expect(options.touch.calibration?.values == [0, -1, 1, 1, 0, 0])
        #expect(options.board?.fonts.regular == "/opt/fonts/Inter-Regular.otf")
    }

    @Test func flagsOverrideTheBoard() throws {
        let board = try BoardFile.parse(Self.drmBoard, file: "panel.board")
        let options = try KioskOptions.parse(board: board, display: "drm:/dev/dri/card0", rotate: "180")
        #expect(options.display == .drm(path: "/dev/dri/card0"))
        let drm = options.drmConfiguration(path: "/dev/dri/card0")
        // The board's connector and format stay; the path and rotation are the flags'.
        #expect(drm.path == "/dev/dri/card0" && drm.connector == "DSI-1" && drm.format == .rgb565)
        #expect(drm.rotation == .degrees180 && drm.scale == 2)
        // Naming the backend without a path keeps the board's device.
        #expect(try KioskOptions.parse(board: board, display: "drm").display == .drm(path: "/dev/dri/card1"))
        #expect(try KioskOptions.parse(board: board, display: "fbdev").display == .fbdev(path: nil))
        let headless = try KioskOptions.parse(board: board, display: "headless:320x240")
        #expect(headless.display == .headless(width: 320, height: 240))
    }

    /// `render-threads` is the run's default; `--render-threads` overrides it; with
    /// neither, every core online draws.
    @Test func renderThreadsComeFromTheBoardOrTheFlag() throws {
        let board = try BoardFile.parse("name = b\nrender-threads = 3\n[display]\nbackend = drm\n", file: "b.board")
        #expect(try KioskOptions.parse(board: board).renderThreads == 3)
        #expect(try KioskOptions.parse(board: board, renderThreads: "2").renderThreads == 2)
        #expect(try KioskOptions.parse(board: board, renderThreads: "2").renderThreadCount == 2)
        let plain = try KioskOptions.parse()
        #expect(plain.renderThreads == nil && plain.renderThreadCount == RenderWorkers.onlineCores)
        for value in ["0", "65", "two", ""] {
            #expect(throws: KioskOptionError.self) { try KioskOptions.parseRenderThreads(value) }
            var message = ""
            do { _ = try KioskOptions.parseRenderThreads(value) } catch { message = error.description }
            #expect(message == "--render-threads '\(value)' is not valid: use a whole number of threads from 1 to 64, e.g. 4 (default: every core online)")
        }
    }

    @Test func anFBDevBoardNamesItsFramebufferByDriver() throws {
        let board = try BoardFile.parse("name = vfb\n[display]\nbackend = fbdev\ndriver-name = Virtual FB\nrotation = 270",
                                        file: "vfb.board")
        let options = KioskOptions(board: board)
        #expect(options.display == .fbdev(path: nil))
        let fbdev = try #require(options.fbdevConfiguration(path: nil))
        #expect(fbdev.device == .named("Virtual FB") && fbdev.rotation == .degrees270)
        #expect(options.fbdevConfiguration(path: "/dev/fb1")?.device == .path("/dev/fb1"))
        #expect(options.touch == BoardTouch())
    }

    @Test func withoutABoardTheDRMConfigurationIsTheDefault() throws {
        let options = try KioskOptions.parse(rotate: "270")
        let drm = options.drmConfiguration(path: nil)
        #expect(drm.path == nil && drm.connector == nil && drm.mode == nil && drm.format == .xrgb8888)
        #expect(drm.rotation == .degrees270 && drm.scale == 1)
        #expect(options.touch == BoardTouch())
    }
}

import Foundation
@testable import Kiosk
import Raster
import Testing

/// The shipped board files, and what each value in a board file turns into.
@Suite struct BoardFileTests {
    /// The repository's board/ folder, found from this file's path.
    static let boardDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("board").path

    /// A board with `display` (the [display] section's lines) and `extra` text after it.
    static func parse(display: String, extra: String = "") throws(BoardFileErrors) -> BoardFile {
        try BoardFile.parse("name = test\n[display]\n\(display)\n\(extra)", file: "test.board")
    }

    @Test func everyShippedBoardParses() throws {
        let names = BoardFile.availableNames(in: [Self.boardDirectory])
        #expect(names == ["generic-hdmi-usb-touch", "pinephone", "raspberry-pi-7inch", "virtual-qemu", "virtual-qemu-fbdev"])
        for name in names {
            let board = try BoardFile.named(name, in: [Self.boardDirectory])
            #expect(board.name == name)
            #expect(board.path == Self.boardDirectory + "/" + name + ".board")
            #expect(board.summary?.isEmpty == false)
        }
    }

    @Test func thePinePhoneIsAPortraitDSIPanelAtScale2() throws {
        let board = try BoardFile.named("pinephone", in: [Self.boardDirectory])
        guard case .drm(let drm) = board.display.backend else { Issue.record("not drm"); return }
        #expect(drm.path == nil)
        #expect(drm.connector == "DSI-1")
        #expect(drm.mode == DRMModeRequest(width: 720, height: 1440))
        #expect(drm.rotation == .degrees0)
        #expect(drm.format == .xrgb8888)
        #expect(drm.scale == 2)
        #expect(board.display.dotsPerInch == 269)
        #expect(board.touch == BoardTouch(match: .name("Goodix Capacitive TouchScreen")))
        #expect(board.fonts == BoardFonts(regular: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
                                          bold: "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"))
    }

    @Test func thePiDisplayIs800x480OnDSI1() throws {
        let board = try BoardFile.named("raspberry-pi-7inch", in: [Self.boardDirectory])
        guard case .drm(let drm) = board.display.backend else { Issue.record("not drm"); return }
        #expect(drm.connector == "DSI-1")
        #expect(drm.mode == DRMModeRequest(width: 800, height: 480))
        #expect(board.display.scale == 1)
        #expect(board.touch.match == .udevProperty(name: "ID_INPUT_TOUCHSCREEN", value: "1"))
        #expect(board.touch.backend == .udev(seat: "seat0"))
    }

    @Test func theVirtualBoardsAreVkmsAndVfb() throws {
        let vkms = try BoardFile.named("virtual-qemu", in: [Self.boardDirectory])
        guard case .drm(let drm) = vkms.display.backend else { Issue.record("not drm"); return }
        #expect(drm.path == "/dev/dri/card0")
        #expect(drm.connector == "Virtual-1")
        #expect(drm.mode == DRMModeRequest(width: 1024, height: 768, refreshHertz: 60))
        #expect(vkms.touch.match == .name("Kiosk Virtual Touchscreen"))

        let vfb = try BoardFile.named("virtual-qemu-fbdev", in: [Self.boardDirectory])
        guard case .fbdev(let fbdev) = vfb.display.backend else { Issue.record("not fbdev"); return }
        #expect(fbdev.device == .named("Virtual FB"))
        #expect(fbdev.requestsDoubleBuffering)
        #expect(fbdev.rotation == .degrees0)
    }

    @Test func everyDisplayKeyReachesTheConfiguration() throws {
        let board = try Self.parse(display: """
            backend = drm
            device = /dev/dri/card1
            connector = HDMI-A-2   # the second HDMI port
            mode = 1920x1080@50
            rotation = 270
            format = RGB565
            buffering = triple
            legacy = yes
            plane-rotation = no
            wait-for-display = yes
            scale = 1.5
            dpi = 300
            """, extra: """
            [touch]
            device = /dev/input/event3
            seat = seat1
            calibration = 0 -1 1 1 0 0
            [fonts]
            regular = /opt/fonts/Inter-Regular.otf
            bold = /opt/fonts/Inter-Bold.otf
            """)
        guard case .drm(let drm) = board.display.backend else { Issue.record("not drm"); return }
        #expect(drm.path == "/dev/dri/card1")
        #expect(drm.connector == "HDMI-A-2")
        #expect(drm.mode == DRMModeRequest(width: 1920, height: 1080, refreshHertz: 50))
        #expect(drm.rotation == .degrees270)
        #expect(drm.format == .rgb565)
        #expect(drm.buffering == .triple)
        #expect(drm.forceLegacy)
        #expect(!drm.planeRotation)
        #expect(board.display.waitsForDisplay)
        #expect(drm.scale == 1.5, "an explicit scale wins over the one dpi gives")
        #expect(board.touch == BoardTouch(match: .path("/dev/input/event3"), seat: "seat1",
                                          calibration: CalibrationMatrix([0, -1, 1, 1, 0, 0])))
        #expect(board.touch.backend == .path(["/dev/input/event3"]))
        #expect(board.fonts == BoardFonts(regular: "/opt/fonts/Inter-Regular.otf", bold: "/opt/fonts/Inter-Bold.otf"))
    }

    @Test func startingWithoutADisplayFailsUnlessTheBoardWaits() throws {
        #expect(try !Self.parse(display: "backend = drm").display.waitsForDisplay)
        #expect(try !Self.parse(display: "backend = drm\nwait-for-display = no").display.waitsForDisplay)
        #expect(try BoardFile.named("virtual-qemu", in: [Self.boardDirectory]).display.waitsForDisplay)
    }

    @Test func defaultsAreTheConfigurationsOwn() throws {
        let board = try Self.parse(display: "backend = fbdev")
        guard case .fbdev(let fbdev) = board.display.backend else { Issue.record("not fbdev"); return }
        #expect(fbdev.device == .path("/dev/fb0"))
        #expect(fbdev.rotation == .degrees0)
        #expect(fbdev.scale == 1)
        #expect(fbdev.requestsDoubleBuffering)
        #expect(board.display.dotsPerInch == nil)
        #expect(board.summary == nil)
        #expect(board.touch == BoardTouch(match: .anyTouchDevice, seat: "seat0", calibration: nil))
    }

    @Test func densityGivesAWholeScaleOfAtLeastOne() {
        #expect(BoardDisplay.scale(forDotsPerInch: 269) == 2)
        #expect(BoardDisplay.scale(forDotsPerInch: 131) == 1)
        #expect(BoardDisplay.scale(forDotsPerInch: 72) == 1)
        #expect(BoardDisplay.scale(forDotsPerInch: 458) == 3)
    }

    @Test func touchMatchesByPathNameOrUdevProperty() {
        let goodix = (name: "Goodix Capacitive TouchScreen", path: "/dev/input/event1",
                      properties: ["ID_INPUT_TOUCHSCREEN": "1", "ID_PATH": "platform-1c2ac00.i2c"])
        func matches(_ match: TouchDeviceMatch) -> Bool {
            match.matches(name: goodix.name, path: goodix.path, udevProperties: goodix.properties)
        }
        #expect(matches(.anyTouchDevice))
        #expect(matches(.path("/dev/input/event1")))
        #expect(!matches(.path("/dev/input/event2")))
        #expect(matches(.name("Goodix Capacitive TouchScreen")))
        #expect(!matches(.name("Goodix")))
        #expect(matches(.udevProperty(name: "ID_INPUT_TOUCHSCREEN", value: "1")))
        #expect(!matches(.udevProperty(name: "ID_INPUT_TOUCHSCREEN", value: "0")))
        #expect(!matches(.udevProperty(name: "ID_INPUT_TABLET", value: "1")))
    }

    @Test func namedLooksInTheCheckoutAndSaysWhatItFound() throws {
        #expect(BoardFile.searchDirectories == ["/etc/kiosk/board", "/usr/share/kiosk/board", Self.boardDirectory])
        #expect(try BoardFile.named("pinephone").path == Self.boardDirectory + "/pinephone.board")
        #expect(try BoardFile.load("pinephone").name == "pinephone")
        #expect(try BoardFile.load(Self.boardDirectory + "/virtual-qemu.board").name == "virtual-qemu")
        let error = #expect(throws: BoardFileErrors.self) { try BoardFile.named("pinephon", in: [Self.boardDirectory]) }
        #expect(error?.description == "pinephon.board: no board named \"pinephon\" in \(Self.boardDirectory); allowed: "
                + "generic-hdmi-usb-touch, pinephone, raspberry-pi-7inch, virtual-qemu, virtual-qemu-fbdev")
        let missing = #expect(throws: BoardFileErrors.self) { try BoardFile.load("/nonexistent/x.board") }
        #expect(missing?.description == "/nonexistent/x.board: no such file")
    }
}

import CoreGraphics
import Foundation
@testable import Kiosk
@testable import KioskHeadless
import QuartzCore
import Raster
import Testing
@_spi(KioskRuntime) import UIKit

/// `kiosk ctl blank | wake | brightness | status` on a DRM display through the fake
/// kernel and a backlight folder laid out like sysfs: the exact replies, the commits
/// and backlight values they cause, the wake touch that no button sees, no frame drawn
/// while blanked, and malformed requests that change nothing.
@MainActor @Suite struct RunControlPowerTests {
    typealias Card = DRMCardRecording

    /// A DRM display on the fake vkms card, a 100×100-point window with a counting
    /// button at (10, 10, 40, 40), a backlight folder and the run's `RunControl`.
    @MainActor final class Rig {
        let fake = FakeDRMDevice()
        let display: DRMDisplay
        let sysfs: BacklightTests.FakeSysfs
        let headless = HeadlessScreen(width: 100, height: 100)
        let button = UIButton(type: .system)
        let clock = VirtualMediaClock(startingAt: 0)
        let uiScreen: UIScreen
        let idle: IdleScreen
        let dispatcher: TouchDispatcher
        let control: RunControl
        var taps = 0

        init(backlights: [(name: String, max: String, brightness: String)] = [("panel", "1000\n", "800\n")],
             settings: ScreenIdleSettings = ScreenIdleSettings()) throws {
            display = try fake.openDisplay()
            sysfs = try BacklightTests.FakeSysfs(backlights)
            let window = headless.window
            button.frame = CGRect(x: 10, y: 10, width: 40, height: 40)
            window.addSubview(button)
            headless.moveApplication(to: .active)
            let backlight = backlights.isEmpty ? nil : try Backlight(root: sysfs.root)
            uiScreen = UIScreen(bounds: window.bounds, scale: 1)
            idle = IdleScreen(settings: settings, display: display, backlight: backlight, screen: uiScreen, clock: clock)
            dispatcher = TouchDispatcher(window: window)
            control = RunControl(window: window, dispatcher: dispatcher, display: display, idle: idle,
                                 backlightRoot: sysfs.root, status: { ["uptime: \(Int($0)) s"] }, play: { _, _ in })
            button.addAction(UIAction { [unowned self] _ in taps += 1 }, for: .touchUpInside)
            fake.resetTrace()
        }

        func close() {
            idle.detach()
            display.close()
        }

        /// A finger's tap at (20, 20) at `time`, through the idle screen to the window.
        func tap(at time: Double) {
            let point = CGPoint(x: 20, y: 20)
            dispatcher.enqueue(idle.filter([TouchInputEvent(finger: 0, phase: .began, location: point, timestamp: time),
                                            TouchInputEvent(finger: 0, phase: .ended, location: point, timestamp: time + 0.1)]))
            dispatcher.deliver()
        }

        func ask(_ request: ControlRequest) -> String { control.answer(request, at: clock.now) }
    }

    /// Notifications seen (posted on the main actor).
    @MainActor final class Posts { var count = 0 }

    @Test func blankWakeAndBrightnessReplyTheStateAfterAndGoThroughTheIdleScreen() throws {
        let rig = try Rig()
        defer { rig.close() }
        let posts = Posts()
        let counter = NotificationCenter.default.addObserver(forName: UIScreen.brightnessDidChangeNotification,
                                                             object: rig.uiScreen, queue: nil) { [posts] _ in
            MainActor.assumeIsolated { posts.count += 1 }
        }
        defer { NotificationCenter.default.removeObserver(counter) }
        #expect(rig.ask(.status) == "ok:\n  uptime: 0 s\n  screen: awake\n  brightness: 80 % when awake; backlight panel at 800 of 1000")
        #expect(rig.ask(.wake) == "ok: screen awake (it was already)")
        #expect(rig.fake.modesetting.isEmpty)
        #expect(rig.ask(.brightness(60)) == "ok: brightness 60 % (panel level 600 of 1000); screen awake")
        // UIScreen.brightness reads it, and the app is told as of a change from Control Center.
        #expect(rig.sysfs.brightness("panel") == "600\n" && rig.uiScreen.brightness == 0.6 && posts.count == 1)

        rig.clock.set(to: 10)
        #expect(rig.ask(.blank) == "ok: screen blanked; the next touch wakes it")
        #expect(rig.fake.modesetting == [IdleScreenTests.active(false)])
        #expect(rig.sysfs.brightness("panel") == "0\n")
        #expect(UIApplication.shared.applicationState == .background)
        #expect(rig.ask(.blank) == "ok: screen blanked (it was already)")
        #expect(rig.fake.modesetting == [IdleScreenTests.active(false)])
        // Set while blanked: kept for the wake, the backlight stays off.
        #expect(rig.ask(.brightness(35)) == "ok: brightness 35 % (panel level 350 of 1000) from the wake; screen blanked")
        #expect(rig.sysfs.brightness("panel") == "0\n" && posts.count == 2)
        #expect(rig.ask(.status) == "ok:\n  uptime: 10 s\n  screen: blanked\n  brightness: 35 % when awake; backlight panel at 0 of 1000")

        rig.clock.set(to: 12)
        #expect(rig.ask(.wake) == "ok: screen awake")
        #expect(rig.fake.modesetting == [IdleScreenTests.active(false), IdleScreenTests.active(true)])
        #expect(rig.sysfs.brightness("panel") == "350\n")
        #expect(UIApplication.shared.applicationState == .active)
    }

    /// Blanked by `kiosk ctl`, the screen wakes at the next touch, which no button sees;
    /// the touch after it is the app's.
    @Test func theTouchThatWakesACtlBlankIsSwallowed() throws {
        let rig = try Rig()
        defer { rig.close() }
        #expect(rig.ask(.blank) == "ok: screen blanked; the next touch wakes it")
        rig.tap(at: 5)
        #expect(rig.taps == 0 && rig.idle.state == .awake && rig.sysfs.brightness("panel") == "800\n")
        #expect(rig.fake.modesetting == [IdleScreenTests.active(false), IdleScreenTests.active(true)])
        rig.tap(at: 6)
        #expect(rig.taps == 1)
    }

    /// `wake` restarts the idle countdown as a touch does.
    @Test func wakeRestartsTheCountdown() throws {
        let rig = try Rig(settings: ScreenIdleSettings(dimAfter: 10, blankAfter: 20))
        defer { rig.close() }
        rig.clock.set(to: 10)
        rig.idle.update()
        #expect(rig.idle.state == .dimmed && rig.sysfs.brightness("panel") == "100\n")
        rig.clock.set(to: 15)
        #expect(rig.ask(.wake) == "ok: screen awake")
        #expect(rig.sysfs.brightness("panel") == "800\n" && rig.idle.nextDeadline == 25)
        #expect(rig.fake.modesetting.isEmpty)
    }

    @Test func aBoardWithoutABacklightSaysSoAndStillBlanks() throws {
        let rig = try Rig(backlights: [])
        defer { rig.close() }
        #expect(rig.ask(.brightness(50)) == "error: no backlight under \(rig.sysfs.root): this board's brightness cannot be set")
        #expect(rig.ask(.status) == "ok:\n  uptime: 0 s\n  screen: awake\n  brightness: no backlight under \(rig.sysfs.root)")
        #expect(rig.ask(.blank) == "ok: screen blanked; the next touch wakes it")
        #expect(rig.fake.modesetting == [IdleScreenTests.active(false)])
    }

    /// A backlight file that cannot be written is an error naming it, and the
    /// brightness chosen stays as it was.
    @Test func anUnwritableBacklightIsNamedAndChangesNothing() throws {
        let rig = try Rig()
        defer { rig.close() }
        let file = rig.sysfs.root + "/panel/brightness"
        try FileManager.default.removeItem(atPath: file)
        try FileManager.default.createDirectory(atPath: file, withIntermediateDirectories: false)
        #expect(rig.ask(.brightness(20)) == "error: \(BacklightError.file(path: file, action: "open for writing", errno: EISDIR))")
        #expect(rig.idle.chosenBrightness == 0.8)
    }

    /// Malformed requests never reach the run: an error reply, no commit, no backlight
    /// write, no file.
    @Test func malformedArgumentsAreRefusedAndChangeNothing() throws {
        let rig = try Rig()
        defer { rig.close() }
        let path = ControlSocketTests.temporaryPath("power")
        let socket = try ControlSocket(path: path)
        let clients = ["brightness 300\n", "brightness x\n", "screenshot\n", "screenshot relative.png\n", "blank now\n"]
            .map { ControlSocketTests.Client(path, sending: $0) }
        var reached = 0
        #expect(socket.poll(now: 0) { reached += 1; return rig.control.answer($0, at: 0) } == 0)
        #expect(reached == 0)
        let brightness = "error: brightness takes a whole number of percent from 0 to 100, e.g. brightness 60\n"
        let screenshot = "error: screenshot takes one absolute path to a .png file, e.g. screenshot /tmp/screen.png\n"
        #expect(clients.map { $0.reply() } == [brightness, brightness, screenshot, screenshot, "error: blank takes no arguments\n"])
        #expect(rig.sysfs.brightness("panel") == "800\n" && rig.idle.state == .awake && rig.fake.modesetting.isEmpty)
    }

    /// The render server draws nothing while `kiosk ctl` has the screen blanked: a
    /// change committed meanwhile is the one frame presented after `wake`.
    @Test func noFrameIsDrawnWhileBlankedAndTheWakeDrawsAgain() throws {
        let rig = try Rig()
        defer { rig.close() }
        let server = startedServerShowingBlue(on: rig.display)
        let layer = try #require(server.rootLayer)
        defer { server.stop() }
        #expect(server.waitUntilIdle(timeout: 60))
        rig.display.waitUntilShown()
        #expect(rig.display.statistics.framesPresented == 1)
        #expect(rig.ask(.blank) == "ok: screen blanked; the next touch wakes it")
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        CATransaction.commit()
        CATransaction.flush()
        #expect(!server.waitUntilIdle(timeout: 0.2))
        #expect(rig.display.statistics.framesPresented == 1)
        #expect(rig.display.readBack() == nil)
        #expect(rig.ask(.wake) == "ok: screen awake")
        #expect(server.waitUntilIdle(timeout: 60))
        rig.display.waitUntilShown()
        #expect(rig.display.statistics.framesPresented == 2)
        #expect(try #require(rig.display.readBack())[0, 0] == Pixel(red: 255, green: 0, blue: 0, alpha: 255))
    }
}

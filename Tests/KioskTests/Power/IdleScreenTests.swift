import Foundation
@testable import Kiosk
@testable import KioskHeadless
import QuartzCore
import Testing
@_spi(KioskRuntime) import UIKit

/// The idle screen on a device, through the fake kernel and a folder laid out like
/// sysfs: the exact backlight values written, the DRM commits and FBIOBLANK calls,
/// the app's state, frames while blanked, and the wake touch that no button sees.
@MainActor @Suite struct IdleScreenTests {
    typealias Card = DRMCardRecording
    static let settings = ScreenIdleSettings(dimAfter: 10, blankAfter: 20, dimBrightness: 0.1)

    /// A headless window with a button at (10, 10, 40, 40) that counts its taps.
    @MainActor final class Stage {
        let screen = HeadlessScreen(width: 100, height: 100)
        let button = UIButton(type: .system)
        var taps = 0
        init() {
            button.frame = CGRect(x: 10, y: 10, width: 40, height: 40)
            screen.window.addSubview(button)
            button.addAction(UIAction { [unowned self] _ in taps += 1 }, for: .touchUpInside)
            screen.moveApplication(to: .active)
        }
        /// A tap at (20, 20) at `time`, through `idle` and on to the window.
        func tap(at time: Double, through idle: IdleScreen) {
            let events = [TouchInputEvent(finger: 0, phase: .began, location: CGPoint(x: 20, y: 20), timestamp: time),
                          TouchInputEvent(finger: 0, phase: .ended, location: CGPoint(x: 20, y: 20), timestamp: time + 0.25)]
            let dispatcher = TouchDispatcher(window: screen.window)
            dispatcher.enqueue(idle.filter(events))
            dispatcher.deliver()
        }
    }

    static func active(_ on: Bool) -> DRMFakeCall {
        .atomicCommit(DRMAtomicRequest([DRMAtomicRequest.Assignment(object: Card.crtc, property: 22, value: on ? 1 : 0)]), .allowModeset)
    }
    typealias DRMFakeCall = FakeDRMDevice.Call

    @Test func itDimsBlanksAndWakesOnDRMAndTheWakeTouchNeverReachesTheButton() throws {
        let sysfs = try BacklightTests.FakeSysfs([("panel", "1000\n", "800\n")])
        let fake = FakeDRMDevice()
        let display = try fake.openDisplay()
        defer { display.close() }
        let stage = Stage()
        let clock = VirtualMediaClock(startingAt: 100)
        let uiScreen = UIScreen(bounds: CGRect(x: 0, y: 0, width: 100, height: 100), scale: 1)
        let idle = IdleScreen(settings: Self.settings, display: display, backlight: try Backlight(root: sysfs.root),
                              screen: uiScreen, clock: clock)
        defer { idle.detach() }
        var blankChanges: [Bool] = []
        idle.onBlankChange = { blankChanges.append($0) }
        #expect(uiScreen.brightness == 0.8)
        fake.resetTrace()

        clock.set(to: 109.999)
        idle.update()
        #expect(idle.state == .awake && sysfs.brightness("panel") == "800\n")
        clock.set(to: 110)
        idle.update()
        #expect(idle.state == .dimmed && sysfs.brightness("panel") == "100\n")
        #expect(fake.modesetting.isEmpty && UIApplication.shared.applicationState == .active)

        clock.set(to: 120)
        idle.update()
        #expect(idle.state == .blanked && sysfs.brightness("panel") == "0\n")
        #expect(fake.modesetting == [Self.active(false)])
        #expect(fake.value(of: "ACTIVE", on: Card.crtc) == 0)
        #expect(UIApplication.shared.applicationState == .background)
        #expect(blankChanges == [true])

        // The wake tap: the screen comes on, the app comes back, the button sees nothing.
        stage.tap(at: 130, through: idle)
        #expect(stage.taps == 0)
        #expect(idle.state == .awake && sysfs.brightness("panel") == "800\n")
        #expect(fake.modesetting == [Self.active(false), Self.active(true)])
        #expect(UIApplication.shared.applicationState == .active)
        #expect(blankChanges == [true, false])
        #expect(idle.nextDeadline == 140.25)
        // The next tap is the app's.
        stage.tap(at: 131, through: idle)
        #expect(stage.taps == 1)
    }

    @Test func aTouchWhileDimmedWakesAndIsSwallowedToo() throws {
        let sysfs = try BacklightTests.FakeSysfs([("panel", "255", "255")])
        let fake = FakeDRMDevice()
        let display = try fake.openDisplay()
        defer { display.close() }
        let stage = Stage()
        let clock = VirtualMediaClock(startingAt: 0)
        let uiScreen = UIScreen(bounds: CGRect(x: 0, y: 0, width: 100, height: 100), scale: 1)
        let idle = IdleScreen(settings: Self.settings, display: display, backlight: try Backlight(root: sysfs.root),
                              screen: uiScreen, clock: clock)
        defer { idle.detach() }
        fake.resetTrace()
        clock.set(to: 10)
        idle.update()
        #expect(sysfs.brightness("panel") == "26\n")
        stage.tap(at: 11, through: idle)
        #expect(stage.taps == 0 && idle.state == .awake && sysfs.brightness("panel") == "255\n")
        #expect(fake.modesetting.isEmpty)
    }

    @Test func aKeyPressWakesTheScreenAndRestartsTheCountdown() throws {
        let sysfs = try BacklightTests.FakeSysfs([("panel", "1000\n", "800\n")])
        let fake = FakeDRMDevice()
        let display = try fake.openDisplay()
        defer { display.close() }
        let stage = Stage()
        let clock = VirtualMediaClock(startingAt: 0)
        let uiScreen = UIScreen(bounds: CGRect(x: 0, y: 0, width: 100, height: 100), scale: 1)
        let idle = IdleScreen(settings: Self.settings, display: display, backlight: try Backlight(root: sysfs.root),
                              screen: uiScreen, clock: clock)
        defer { idle.detach() }
        fake.resetTrace()
        // Awake: a key restarts the countdown (dim 10 s after it).
        idle.keyPressed(at: 5)
        #expect(idle.nextDeadline == 15)
        clock.set(to: 35)
        idle.update()
        #expect(idle.state == .blanked && fake.modesetting == [Self.active(false)])
        idle.keyPressed(at: 36)
        #expect(idle.state == .awake && sysfs.brightness("panel") == "800\n")
        #expect(fake.modesetting == [Self.active(false), Self.active(true)])
        #expect(idle.nextDeadline == 46)
        #expect(UIApplication.shared.applicationState == .active && stage.taps == 0)
    }

    @Test func theAppsBrightnessSetsTheBacklightAndComesBackAfterADim() throws {
        let sysfs = try BacklightTests.FakeSysfs([("panel", "1000", "1000")])
        let fake = FakeDRMDevice()
        let display = try fake.openDisplay()
        defer { display.close() }
        let stage = Stage()
        let clock = VirtualMediaClock(startingAt: 0)
        let uiScreen = UIScreen(bounds: CGRect(x: 0, y: 0, width: 100, height: 100), scale: 1)
        let idle = IdleScreen(settings: Self.settings, display: display, backlight: try Backlight(root: sysfs.root),
                              screen: uiScreen, clock: clock)
        defer { idle.detach() }
        uiScreen.brightness = 0.5
        #expect(sysfs.brightness("panel") == "500\n")
        uiScreen.brightness = 2
        #expect(uiScreen.brightness == 1 && sysfs.brightness("panel") == "1000\n")
        uiScreen.brightness = 0.05
        clock.set(to: 10)
        idle.update()
        // Dimmed, never brighter than the app had it.
        #expect(sysfs.brightness("panel") == "50\n")
        // Set while dimmed: remembered, shown on wake.
        uiScreen.brightness = 0.7
        #expect(sysfs.brightness("panel") == "50\n")
        stage.tap(at: 12, through: idle)
        #expect(sysfs.brightness("panel") == "700\n")
    }

    @Test func isIdleTimerDisabledHoldsTheScreenOnAndReEnablingRestartsTheCountdown() throws {
        let fake = FakeDRMDevice()
        let display = try fake.openDisplay()
        defer { display.close() }
        let clock = VirtualMediaClock(startingAt: 0)
        let uiScreen = UIScreen(bounds: CGRect(x: 0, y: 0, width: 100, height: 100), scale: 1)
        let idle = IdleScreen(settings: Self.settings, display: display, backlight: nil, screen: uiScreen, clock: clock)
        defer {
            idle.detach()
            UIApplication.shared.isIdleTimerDisabled = false
        }
        fake.resetTrace()
        clock.set(to: 5)
        UIApplication.shared.isIdleTimerDisabled = true
        clock.set(to: 1000)
        idle.update()
        #expect(idle.state == .awake && idle.nextDeadline == nil && fake.modesetting.isEmpty)
        UIApplication.shared.isIdleTimerDisabled = false
        #expect(idle.nextDeadline == 1010)
        clock.set(to: 1019.5)
        idle.update()
        #expect(idle.state == .dimmed)
        clock.set(to: 1020)
        idle.update()
        #expect(idle.state == .blanked && fake.modesetting == [Self.active(false)])
        // The app holding it on again wakes it.
        UIApplication.shared.isIdleTimerDisabled = true
        #expect(idle.state == .awake && fake.modesetting == [Self.active(false), Self.active(true)])
    }

    /// Woken while another VT is in front, the app stays in the background (the VT's
    /// return makes it active).
    @Test func aWakeWhileAnotherVTIsInFrontLeavesTheAppInTheBackground() throws {
        let fake = FakeDRMDevice()
        let display = try fake.openDisplay()
        defer { display.close() }
        let stage = Stage()
        let clock = VirtualMediaClock(startingAt: 0)
        let uiScreen = UIScreen(bounds: CGRect(x: 0, y: 0, width: 100, height: 100), scale: 1)
        let idle = IdleScreen(settings: Self.settings, display: display, backlight: nil, screen: uiScreen, clock: clock)
        defer { idle.detach() }
        clock.set(to: 20)
        idle.update()
        #expect(idle.state == .blanked && UIApplication.shared.applicationState == .background)
        idle.isInFront = false
        stage.tap(at: 21, through: idle)
        #expect(idle.state == .awake && UIApplication.shared.applicationState == .background)
    }

    /// A finger resting on the screen as it blanks is cancelled (its lift would come
    /// while no turn delivers it); its lift later is dropped and does not wake.
    @Test func aFingerDownAsTheScreenBlanksIsCancelled() throws {
        let fake = FakeDRMDevice()
        let display = try fake.openDisplay()
        defer { display.close() }
        let stage = Stage()
        final class Recorder: UIView {
            var log: [String] = []
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("began") }
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("ended") }
            override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
                log.append(touches.map { "cancelled \(Int($0.location(in: self).x)),\(Int($0.location(in: self).y))" }.joined())
            }
        }
        let view = Recorder(frame: CGRect(x: 60, y: 60, width: 40, height: 40))
        stage.screen.window.addSubview(view)
        let clock = VirtualMediaClock(startingAt: 0)
        let uiScreen = UIScreen(bounds: CGRect(x: 0, y: 0, width: 100, height: 100), scale: 1)
        let idle = IdleScreen(settings: Self.settings, display: display, backlight: nil, screen: uiScreen, clock: clock)
        defer { idle.detach() }
        let dispatcher = TouchDispatcher(window: stage.screen.window)
        let point = CGPoint(x: 70, y: 80)
        dispatcher.enqueue(idle.filter([TouchInputEvent(finger: 2, phase: .began, location: point, timestamp: 5)]))
        dispatcher.deliver()
        #expect(idle.filter([]).isEmpty)
        clock.set(to: 25)
        idle.update()
        #expect(idle.state == .blanked)
        let cancels = idle.filter([])
        #expect(cancels == [TouchInputEvent(finger: 2, phase: .cancelled, location: point, timestamp: 25)])
        dispatcher.enqueue(cancels)
        dispatcher.deliver()
        #expect(view.log == ["began", "cancelled 10,20"])
        #expect(idle.filter([TouchInputEvent(finger: 2, phase: .ended, location: point, timestamp: 26)]).isEmpty)
        #expect(idle.state == .blanked && idle.filter([]).isEmpty)
    }

    /// The render server draws nothing while blanked: a change committed then waits,
    /// and is the one frame presented after the wake.
    @Test func noFrameIsPresentedWhileBlanked() throws {
        let fake = FakeDRMDevice()
        let display = try fake.openDisplay()
        defer { display.close() }
        let clock = VirtualMediaClock(startingAt: 0)
        let uiScreen = UIScreen(bounds: CGRect(x: 0, y: 0, width: 100, height: 100), scale: 1)
        let idle = IdleScreen(settings: ScreenIdleSettings(blankAfter: 1), display: display, backlight: nil,
                              screen: uiScreen, clock: clock)
        defer { idle.detach() }
        let server = startedServerShowingBlue(on: display)
        let layer = try #require(server.rootLayer)
        defer { server.stop() }
        #expect(server.waitUntilIdle(timeout: 60))
        display.waitUntilShown()
        #expect(display.statistics.framesPresented == 1)
        clock.set(to: 1)
        idle.update()
        #expect(idle.state == .blanked)
        fake.resetTrace()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        CATransaction.commit()
        CATransaction.flush()
        // The commit cannot be drawn while the display is down: the server is not idle.
        #expect(!server.waitUntilIdle(timeout: 0.2))
        #expect(display.statistics.framesPresented == 1)
        #expect(fake.modesetting.isEmpty)
        _ = idle.filter([TouchInputEvent(finger: 3, phase: .began, location: .zero, timestamp: 2)])
        #expect(server.waitUntilIdle(timeout: 60))
        display.waitUntilShown()
        #expect(display.statistics.framesPresented == 2)
        #expect(Array(display.frontBuffer().bytes.prefix(4)) == [0, 0, 255, 255])
    }

    @Test func fbdevBlanksThroughFBIOBLANKWhereTheDriverCan() throws {
        let fake = FakeFramebufferDevice(FakeFramebufferDevice.vkms)
        let display = try FBDevDisplayTests.open(fake)
        defer {
            display.close()
            fake.stopVSyncs()
        }
        let clock = VirtualMediaClock(startingAt: 0)
        let uiScreen = UIScreen(bounds: CGRect(x: 0, y: 0, width: 100, height: 100), scale: 1)
        let idle = IdleScreen(settings: ScreenIdleSettings(blankAfter: 5), display: display, backlight: nil,
                              screen: uiScreen, clock: clock)
        defer { idle.detach() }
        clock.set(to: 5)
        idle.update()
        #expect(fake.trace.last == .blank(.powerDown) && fake.isBlanked && display.blankingInEffect == .driver)
        _ = idle.filter([TouchInputEvent(finger: 0, phase: .began, location: .zero, timestamp: 6)])
        #expect(fake.trace.last == .blank(.unblank) && !fake.isBlanked && !display.isPoweredDown)
    }

    @Test func fbdevThatRefusesFBIOBLANKDrawsBlackAndStopsDrawing() throws {
        let fake = FakeFramebufferDevice(FakeFramebufferDevice.vfb)
        let display = try FBDevDisplayTests.open(fake)
        defer { display.close() }
        FBDevDisplayTests.present(FBDevDisplayTests.red, on: display)
        let clock = VirtualMediaClock(startingAt: 0)
        let uiScreen = UIScreen(bounds: CGRect(x: 0, y: 0, width: 100, height: 100), scale: 1)
        let idle = IdleScreen(settings: ScreenIdleSettings(blankAfter: 5), display: display, backlight: nil,
                              screen: uiScreen, clock: clock)
        defer { idle.detach() }
        fake.resetTrace()
        clock.set(to: 5)
        idle.update()
        #expect(display.blankingInEffect == .black && display.isPoweredDown)
        #expect(FBDevDisplayTests.rgb(fake.visiblePixel(x: 0, y: 0)) == 0 && FBDevDisplayTests.rgb(fake.visiblePixel(x: 1023, y: 767)) == 0)
        // Stopped drawing: a frame presented meanwhile does not reach the screen.
        FBDevDisplayTests.present(FBDevDisplayTests.blue, on: display)
        #expect(FBDevDisplayTests.rgb(fake.visiblePixel(x: 0, y: 0)) == 0)
        _ = idle.filter([TouchInputEvent(finger: 0, phase: .began, location: .zero, timestamp: 6)])
        #expect(!display.isPoweredDown && display.blankingInEffect == nil)
        // The frame presented meanwhile is the picture that comes back.
        #expect(FBDevDisplayTests.rgb(fake.visiblePixel(x: 0, y: 0)) == 0xFF0000)
    }
}

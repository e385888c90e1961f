import CoreGraphics
import Foundation
@testable import Kiosk
@testable import KioskHeadless
import QuartzCore
import Testing
@_spi(KioskRuntime) import UIKit

/// A run's answers to `kiosk ctl`, on a headless screen: a tap reaches the control
/// under it in the turn's delivery; what cannot be done says so and changes nothing.
@MainActor @Suite struct RunControlTests {
    private func control(_ screen: HeadlessScreen, played: @escaping (TouchScript, Double) -> Void = { _, _ in })
        -> (RunControl, TouchDispatcher) {
        let dispatcher = TouchDispatcher(window: screen.window)
        let idle = IdleScreen(settings: ScreenIdleSettings(), display: screen.display, backlight: nil,
                              screen: UIScreen(bounds: screen.window.bounds, scale: 1), clock: VirtualMediaClock(startingAt: 0))
        idle.detach()
        return (RunControl(window: screen.window, dispatcher: dispatcher, display: screen.display, idle: idle,
                           backlightRoot: "/sys/class/backlight", status: { ["uptime: \(Int($0)) s"] }, play: played),
                dispatcher)
    }

    @Test func aTapReachesTheControlUnderItAndStatusListsTheRunsLines() {
        let screen = HeadlessScreen(width: 100, height: 100)
        let button = UIControl(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        screen.window.addSubview(button)
        var sent: [String] = []
        button.addAction(UIAction { _ in sent.append("up inside") }, for: .touchUpInside)
        let (control, dispatcher) = control(screen)
        #expect(control.answer(.tap(CGPoint(x: 20, y: 30)), at: 5) == "ok: tapped 20.0,30.0")
        #expect(sent.isEmpty)
        #expect(dispatcher.deliver().map(\.phase) == [.began, .ended])
        #expect(sent == ["up inside"])
        #expect(control.answer(.status, at: 42.7)
                == "ok:\n  uptime: 42 s\n  screen: awake\n  brightness: no backlight under /sys/class/backlight")
    }

    @Test func whatCannotBeDoneIsAnErrorAndChangesNothing() throws {
        let screen = HeadlessScreen(width: 100, height: 100)
        var played: [Double] = []
        let (control, dispatcher) = control(screen) { _, time in played.append(time) }
        #expect(control.answer(.tap(CGPoint(x: 100, y: 5)), at: 1) == "error: 100.0,5.0 is off the screen (100.0x100.0 points)")
        #expect(control.answer(.script(path: "/nonexistent/taps.txt"), at: 1)
                == "error: script: /nonexistent/taps.txt: no such file")
        #expect(control.answer(.brightness(50), at: 1) == "error: no backlight under /sys/class/backlight: this board's brightness cannot be set")
        #expect(dispatcher.deliver().isEmpty && played.isEmpty)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("kiosk-ctl-\(getpid()).txt").path
        try "at 0.5 tap 10,10\n".write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(control.answer(.script(path: path), at: 7) == "ok: playing \(path)")
        #expect(played == [7])
    }
}

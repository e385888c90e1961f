import CoreGraphics
import Foundation
import Glibc
import KioskHeadless
import QuartzCore
@_spi(KioskRuntime) import UIKit

/// What a run answers to `kiosk ctl`: a tap goes into the run's touch queue (delivered
/// in the same main-loop turn), a script starts playing, a screenshot is read back from
/// the display and written by this process, blank, wake and brightness go through the
/// run's `IdleScreen` (as the idle timeout and `UIScreen.brightness` do), status lines
/// come from the run. Every reply says the state after.
@MainActor struct RunControl {
    let window: UIWindow
    let dispatcher: TouchDispatcher
    /// The display the run draws on, read back for screenshots.
    let display: any Display
    let idle: IdleScreen
    /// Where backlights were looked for, named when there is none.
    let backlightRoot: String
    /// The run's status lines at a time.
    let status: (Double) -> [String]
    /// Starts playing a script at a time.
    let play: (TouchScript, Double) -> Void

    /// A finger of its own for `kiosk ctl tap`, apart from libinput's and scripts'.
    static let finger = 1 << 22

    /// The reply to `request`, made within the main-loop turn at `now`.
    func answer(_ request: ControlRequest, at now: Double) -> String {
        switch request {
        case .status:
            return "ok:\n" + (status(now) + screenLines).map { "  " + $0 }.joined(separator: "\n")
        case .tap(let point):
            let bounds = window.bounds
            guard bounds.contains(point) else {
                return "error: \(point.x),\(point.y) is off the screen (\(bounds.width)x\(bounds.height) points)"
            }
            dispatcher.enqueue([TouchInputEvent(finger: Self.finger, phase: .began, location: point, timestamp: now),
                                TouchInputEvent(finger: Self.finger, phase: .ended, location: point, timestamp: now)])
            return "ok: tapped \(point.x),\(point.y)"
        case .script(let path):
            do {
                play(try KioskRuntime.loadScript(URL(fileURLWithPath: path)), now)
                return "ok: playing \(path)"
            } catch {
                return "error: \(error)"
            }
        case .screenshot(let path):
            return screenshot(to: path)
        case .blank:
            let was = idle.state
            idle.blank()
            return "ok: screen \(Self.name(idle.state))" + (was == .blanked ? " (it was already)" : "; the next touch wakes it")
        case .wake:
            let was = idle.state
            idle.wake()
            return "ok: screen \(Self.name(idle.state))" + (was == .awake ? " (it was already)" : "")
        case .brightness(let percent):
            guard let backlight = idle.backlightDevice else {
                return "error: no backlight under \(backlightRoot): this board's brightness cannot be set"
            }
            do {
                try idle.setBrightness(Double(percent) / 100)
            } catch {
                return "error: \(error)"
            }
            let level = "\(backlight.name) level \(backlight.level(forFraction: Double(percent) / 100)) of \(backlight.maximum)"
            return idle.state == .awake ? "ok: brightness \(percent) % (\(level)); screen awake"
                : "ok: brightness \(percent) % (\(level)) from the wake; screen \(Self.name(idle.state))"
        }
    }

    /// Reads the picture on the glass back and writes it to `path` as a PNG, whole or not at all.
    private func screenshot(to path: String) -> String {
        guard idle.state != .blanked else {
            return "error: the screen is blanked: nothing is on the glass to capture (kiosk ctl wake first)"
        }
        guard let picture = display.readBack() else {
            return "error: nothing of this kiosk's is on the glass now (another VT is in front, the display is off, or none is connected)"
        }
        let folder = (path as NSString).deletingLastPathComponent
        guard access(folder.isEmpty ? "/" : folder, W_OK) == 0 else {
            let why = String(cString: strerror(errno))
            return "error: screenshot: cannot write into \(folder) (\(why)): "
                + "the folder must exist and be writable by the kiosk's user (uid \(getuid()))"
        }
        do {
            let size = try PNGFileWriter.write(picture.view, to: path)
            return "ok: wrote \(path) (\(picture.width)x\(picture.height) pixels, \(size) bytes)"
        } catch {
            return "error: screenshot: \(error)"
        }
    }

    /// `status`'s lines about the screen's power and backlight.
    private var screenLines: [String] {
        var lines = ["screen: \(Self.name(idle.state))"]
        guard let backlight = idle.backlightDevice else {
            lines.append("brightness: no backlight under \(backlightRoot)")
            return lines
        }
        let percent = Int((idle.chosenBrightness * 100).rounded())
        let now: String
        do {
            now = "at \(try backlight.level()) of \(backlight.maximum)"
        } catch {
            now = "unreadable: \(error)"
        }
        lines.append("brightness: \(percent) % when awake; backlight \(backlight.name) \(now)")
        return lines
    }

    private static func name(_ state: IdlePolicy.State) -> String {
        switch state {
        case .awake: "awake"
        case .dimmed: "dimmed"
        case .blanked: "blanked"
        }
    }
}

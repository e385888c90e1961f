import CoreGraphics
import Foundation
import Glibc
import Kiosk
import KioskHeadless
import QuartzCore
import Raster
import UIKit

/// `touch`: listens on udev's seat0 until a touchscreen is plugged in (hot-plug), or
/// opens the one `--device` names (the path backend), then expects the tap and swipe that board/qemu/tests/fbdev-input plays on it: the tap at
/// panel (100, 200) must reach a UIControl, the swipe from (300, 400) to (700, 400) a
/// pan recognizer — both at the exact screen points the display's rotation gives.
/// Touches are delivered once per 1/60 s frame, as the runtime does.
@MainActor struct TouchCheck {
    let rotation: Rotation
    let readyFile: String?
    let timeout: Double
    /// Given to libinput; the expected points go through it too.
    let calibration: CalibrationMatrix?
    let backend: LibInputSource.Backend
    let log = CheckLog()

    /// The panel, in the touchscreen's units (one unit a pixel: see touchscreen.evemu).
    static let panel = CGSize(width: 1024, height: 768)

    init(_ options: Options) throws(UsageError) {
        rotation = try options.rotation()
        readyFile = options.string("--ready")
        timeout = try options.number("--timeout", default: 60)
        backend = options.string("--device").map { .path([$0]) } ?? .udev(seat: "seat0")
        if let text = options.string("--calibration") {
            guard let matrix = CalibrationMatrix(text) else { throw UsageError(message: "--calibration \(text): expected six numbers") }
            calibration = matrix
        } else {
            calibration = nil
        }
    }

    /// A control that remembers where its finger went down and came up.
    final class TapTarget: UIControl {
        var began: [CGPoint] = []
        var ended: [CGPoint] = []
        override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
            began.append(touch.location(in: nil))
            return true
        }
        override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
            if let touch { ended.append(touch.location(in: nil)) }
        }
    }

    func run() throws -> Int32 {
        let mapping = TouchMapping(screenSize: rotation.swapsAxes ? CGSize(width: 768, height: 1024) : Self.panel, rotation: rotation)
        func screenPoint(_ x: Double, _ y: Double) -> CGPoint {
            let n = (calibration ?? .identity).apply(x: x / Self.panel.width, y: y / Self.panel.height)
            return mapping.screenPoint(normalizedX: n.x, normalizedY: n.y)
        }
        // libinput applies a calibration in single precision: points then agree to a
        // thousandth of a point, not exactly.
        let tolerance = calibration == nil ? 0 : 1e-3
        func near(_ a: CGPoint?, _ b: CGPoint) -> Bool {
            guard let a else { return false }
            return abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
        }
        let tapPoint = screenPoint(100, 200)
        let swipeFrom = screenPoint(300, 400), swipeTo = screenPoint(700, 400)
        report("\(backend), rotation \(rotation.rawValue), calibration \(calibration.map { "\($0)" } ?? "none"): screen \(mapping.screenSize); tap expected at \(tapPoint), swipe \(swipeFrom) -> \(swipeTo)")

        let screen = HeadlessScreen(width: Int(mapping.screenSize.width), height: Int(mapping.screenSize.height))
        let target = TapTarget(frame: CGRect(x: tapPoint.x - 20, y: tapPoint.y - 20, width: 40, height: 40))
        var taps = 0
        target.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        screen.window.addSubview(target)
        var pans: [(state: UIGestureRecognizer.State, translation: CGPoint, location: CGPoint)] = []
        screen.window.addGestureRecognizer(UIPanGestureRecognizer { pan in
            pans.append((pan.state, pan.translation(in: nil), pan.location(in: nil)))
        })

        let dispatcher = TouchDispatcher(window: screen.window)
        let source = try LibInputSource(backend: backend, mapping: mapping, calibration: calibration)
        announce("listening")
        var announced = false
        var batches: [[TouchInputEvent.Phase]] = []
        let frame = 1.0 / 60
        let start = MonotonicMediaClock().now
        var nextFrame = start + frame
        while MonotonicMediaClock().now - start < timeout {
            let wait = max(0, nextFrame - MonotonicMediaClock().now)
            var ready = pollfd(fd: source.fileDescriptor, events: Int16(POLLIN), revents: 0)
            _ = poll(&ready, 1, Int32((wait * 1000).rounded(.up)))
            dispatcher.enqueue(source.dispatch())
            if !announced, !source.touchDevices.isEmpty {
                announced = true
                report("touch devices: \(source.touchDevices)")
                announce("touch \(source.touchDevices.joined(separator: ", "))")
            }
            guard MonotonicMediaClock().now >= nextFrame else { continue }
            nextFrame += frame
            let delivered = dispatcher.deliver()
            if !delivered.isEmpty { batches.append(delivered.map(\.phase)) }
            if taps > 0 && pans.last?.state == .ended { break }
        }
        report("delivered per frame: \(batches)")
        if case .udev = backend {
            log.expect(announced, "a touchscreen plugged in after start was picked up (hot-plug)")
        } else {
            log.expect(announced, "the touchscreen named on the command line was opened")
        }
        log.expect(taps == 1, "the tap reached the control: \(taps) touchUpInside")
        log.expect(target.began.count == 1 && near(target.began.first, tapPoint) && target.ended.count == 1 && near(target.ended.first, tapPoint),
                      "the tap went down at \(target.began) and up at \(target.ended) (expected \(tapPoint))")
        let expectedTranslation = CGPoint(x: swipeTo.x - swipeFrom.x, y: swipeTo.y - swipeFrom.y)
        log.expect(pans.first?.state == .began && pans.last?.state == .ended,
                      "the swipe drove the pan from began to ended: \(pans.map(\.state.rawValue))")
        log.expect(near(pans.last?.translation, expectedTranslation) && near(pans.last?.location, swipeTo),
                      "the pan ended with translation \(pans.last.map { "\($0.translation)" } ?? "none") at \(pans.last.map { "\($0.location)" } ?? "none") (expected \(expectedTranslation) at \(swipeTo))")
        return log.exitCode
    }

    /// Adds `line` to the ready file, which the guest script watches (written whole, atomically).
    private func announce(_ line: String) {
        guard let readyFile else { return }
        let before = (try? String(contentsOfFile: readyFile, encoding: .utf8)) ?? ""
        try? (before + line + "\n").write(toFile: readyFile, atomically: true, encoding: .utf8)
    }
}

import CoreGraphics
import Foundation
@testable import Kiosk
@testable import KioskHeadless
import QuartzCore
import Testing
import UIKit

/// Idle time on the virtual clock is skipped, not drawn frame by frame: a wait of a
/// day costs a few frames, and what is presented and recorded is what drawing every
/// 1/60 s step gives.
@MainActor @Suite struct HeadlessScreenIdleTests {
    static func temporaryPath(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("kiosk-idle-\(getpid())-\(name)").path
    }

    @Test func aTapADayAwayTakesAHandfulOfFrames() throws {
        let screen = HeadlessScreen(width: 100, height: 100)
        let control = UIControl(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        control.backgroundColor = .blue
        screen.window.addSubview(control)
        var downs: [CFTimeInterval] = [], upsInside: [CFTimeInterval] = []
        control.addAction(UIAction { _ in downs.append(CACurrentMediaTime()) }, for: .touchDown)
        control.addAction(UIAction { _ in upsInside.append(CACurrentMediaTime()) }, for: .touchUpInside)
        #expect(screen.framesRendered == 1)
        screen.play(try TouchScript(parsing: "at 86399 tap 20,20"))
        #expect(downs == [86_399])
        #expect(upsInside == [86_399.05])
        #expect(screen.time == 86_399.05)
        // After the first frame: the control's, a quiet one, then the one at the down; in
        // the 50 ms hold a quiet one (a control waits for no deadline), then the up's.
        // Drawn 1/60 s at a time, the wait alone was 5 183 940 frames.
        #expect(screen.framesPresented == 2)
        #expect(screen.framesRendered == 1 + 3 + 2)
    }

    /// The same scene played twice: once as it is, and once with a hidden layer that
    /// animates for ever, which keeps every 1/60 s step drawn. The recordings are the
    /// same bytes and the same frames are presented; only the frames drawn differ.
    @Test func skippingIdleTimeRecordsWhatDrawingEveryStepRecords() throws {
        /// Frames (rendered, presented) at 5 s, after the tap's hold and at 10 s.
        func play(drawingEveryStep: Bool, to path: String) throws -> [[Int]] {
            let screen = HeadlessScreen(width: 40, height: 30)
            let box = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            box.backgroundColor = .red
            screen.window.addSubview(box)
            // A fade to 0.2 s whose completion starts a slide that waits a second first,
            // and a tap at 5 s that turns the background white.
            UIView.animate(withDuration: 0.2, animations: { box.alpha = 0.5 }, completion: { _ in
                UIView.animate(withDuration: 0.3, delay: 1, options: .curveLinear, animations: { box.frame.origin.x = 20 })
            })
            screen.window.addGestureRecognizer(UITapGestureRecognizer { _ in screen.window.backgroundColor = .white })
            if drawingEveryStep {
                let busy = CALayer()
                busy.isHidden = true
                screen.window.layer.addSublayer(busy)
                let pulse = CABasicAnimation(keyPath: "opacity")
                pulse.fromValue = 1.0
                pulse.toValue = 0.0
                pulse.duration = 0.5
                pulse.repeatCount = .infinity
                busy.add(pulse, forKey: "busy")
            }
            let recorder = try FrameRecorder(width: 40, height: 30, recording: path, dumpDirectory: nil)
            screen.recorder = recorder
            var counts: [[Int]] = []
            screen.advance(by: 5)
            counts.append([screen.framesRendered, screen.framesPresented])
            screen.touchDown(at: CGPoint(x: 20, y: 15))
            screen.advance(by: 0.05)
            screen.touchUp()
            counts.append([screen.framesRendered, screen.framesPresented])
            screen.advance(by: 4.95)
            counts.append([screen.framesRendered, screen.framesPresented])
            _ = try recorder.finish(at: 11)
            return counts
        }
        let skipped = Self.temporaryPath("skipped.png"), stepped = Self.temporaryPath("stepped.png")
        defer { for path in [skipped, stepped] { try? FileManager.default.removeItem(atPath: path) } }
        let a = try play(drawingEveryStep: false, to: skipped)
        let b = try play(drawingEveryStep: true, to: stepped)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: skipped))
        let reference = try Data(contentsOf: URL(fileURLWithPath: stepped))
        #expect(bytes.count > 0 && bytes == reference)
        // Drawing every step: the first frame, 300 steps to 5 s, 3 over the hold, 297 to 10 s.
        #expect(b == [[301, 31], [304, 31], [601, 32]])
        // Skipping: the first frame, every step to 91/60 s (the fade, the second the slide
        // waits, the slide) and one quiet one, then 5 s; 3 over the hold (the tap
        // recognizer waits for a deadline); the turn to white, a quiet frame, then 10 s.
        #expect(a == [[1 + 91 + 1, 31], [96, 31], [99, 32]])
    }

    /// A headless run whose only touch is 86 399 s in: the frames presented are those
    /// of a tap at 0.1 s, and the wait is one main-loop turn.
    @Test func aVirtualClockRunSkipsToItsNextScriptStep() throws {
        let path = Self.temporaryPath("late.png")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let app = SlidingBoxViewController()
        var taps: [CFTimeInterval] = []
        app.onTap = { taps.append(CACurrentMediaTime()) }
        let runtime = KioskRuntime(options: RuntimeHeadlessRunTests.options(recording: path, tour: "at 86399 tap 5,5"))
        #expect(try runtime.run(rootViewController: app, signals: SignalGuard()) == 0)
        #expect(taps == [86_399.05])
        #expect(app.box.frame.origin.x == 20)
        #expect(runtime.statistics?.framesPresented == 8)
        // A quiet frame at 1/60 s, one turn straight to the tap, 3 over its hold (the
        // recognizer waits for a deadline), 6 over the slide.
        #expect(runtime.progress.mainLoopTurns == 1 + 1 + 3 + 6)
        // The app's picture held until the slide's first frame (86 399.067 s, in fcTLs
        // of at most 65.535 s), then the slide exactly as a tap at 0.1 s records it.
        let frames = try RuntimeHeadlessRunTests.frames(ofRecording: path)
        #expect(frames.count == 1 + 1_317 + 1 + 4)
        #expect(frames.first == [0, 0, 40, 30, 65_535])
        #expect(frames[1..<1_318].allSatisfy { $0 == [0, 0, 1, 1, 65_535] })
        #expect(frames[1_318] == [0, 0, 1, 1, 23_937])
        #expect(Array(frames.suffix(4)) == [[0, 0, 13, 10, 33], [3, 0, 17, 10, 33], [10, 0, 17, 10, 34], [17, 0, 13, 10, 983]])
        #expect(frames.map { $0[4] }.reduce(0, +) == 86_400_150)
    }
}

import CoreGraphics
import Foundation
@testable import Kiosk
import QuartzCore
import Testing
import UIKit

/// A small app for runtime tests: a white screen with a 10×10 red box in its top-left
/// corner; a tap slides the box 20 points right over 0.1 s (linear).
@MainActor final class SlidingBoxViewController: UIViewController {
    let box = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    /// Runs on each tap, after the slide is started.
    var onTap: () -> Void = {}

    override func viewDidLoad() {
        view.backgroundColor = .white
        box.backgroundColor = .red
        view.addSubview(box)
        view.addGestureRecognizer(UITapGestureRecognizer { [unowned self] _ in
            UIView.animate(withDuration: 0.1, delay: 0, options: .curveLinear) { self.box.frame.origin.x += 20 }
            onTap()
        })
    }
}

/// Headless runs on the virtual clock through `KioskRuntime`: frame counts, the
/// recording's frames, and the same bytes on every run.
@MainActor @Suite struct RuntimeHeadlessRunTests {
    static func options(recording: String?, tour: String?) -> KioskOptions {
        var options = KioskOptions()
        options.display = .headless(width: 40, height: 30)
        options.recordURL = recording.map(URL.init(fileURLWithPath:))
        if let tour { options.tour = { _ in tour } }
        return options
    }

    /// (x, y, width, height, delay in ms) of each fcTL in the APNG at `path`.
    nonisolated static func frames(ofRecording path: String) throws -> [[Int]] {
        let chunks = AnimatedPNGWriterTests.chunks(of: try [UInt8](Data(contentsOf: URL(fileURLWithPath: path))))
        return chunks.filter { $0.type == "fcTL" }.map { fcTL in
            [12, 16, 4, 8].map { Int(fcTL.uint32(at: $0)) } + [Int(fcTL.uint16(at: 20))]
        }
    }

    static func temporaryPath(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("kiosk-runtime-\(getpid())-\(name)").path
    }

    @Test func aTapTourPlaysRecordsAtThirtyFramesASecondAndEndsWhenIdle() throws {
        let path = Self.temporaryPath("tap.png")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let app = SlidingBoxViewController()
        var taps: [CFTimeInterval] = []
        app.onTap = { taps.append(CACurrentMediaTime()) }
        let runtime = KioskRuntime(options: Self.options(recording: path, tour: "at 0.1 tap 5,5"))
        #expect(try runtime.run(rootViewController: app, signals: SignalGuard()) == 0)
        // The tap ends at 0.15 s; the slide is drawn at 10/60 … 15/60 s.
        #expect(taps == [0.15])
        #expect(app.box.frame.origin.x == 20)
        // Black at t = 0 (the screen's first frame), the app, six slide frames.
        #expect(runtime.statistics?.framesPresented == 8)
        #expect(runtime.recording?.framesReceived == 7)
        #expect(runtime.recording?.recordedFrames == 5)
        // (x, y, width, height, delay ms): the app at 0; then the slide every 1/30 s,
        // each frame the box of what moved (the box, moved by an animation, lands on
        // whole pixels: x = 3, 10, 17 for 3.3, 10, 16.7); the 15/60 s frame, held by the
        // cap, recorded at 16/60 s; the last picture held 1 s after the run's end (15/60 s).
        #expect(try Self.frames(ofRecording: path) == [
            [0, 0, 40, 30, 167], [0, 0, 13, 10, 33], [3, 0, 17, 10, 33], [10, 0, 17, 10, 34], [17, 0, 13, 10, 983],
        ])
    }

    @Test func aRunWithNothingToPlayEndsAfterOneMoreFrame() throws {
        let path = Self.temporaryPath("still.png")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let runtime = KioskRuntime(options: Self.options(recording: path, tour: nil))
        #expect(try runtime.run(rootViewController: SlidingBoxViewController(), signals: SignalGuard()) == 0)
        #expect(runtime.statistics?.framesPresented == 2)
        // The frame at 1/60 s changed nothing; the recording ends 1 s after it.
        #expect(try Self.frames(ofRecording: path) == [[0, 0, 40, 30, 1017]])
        #expect(runtime.progress.mainLoopTurns == 1)
    }

    @Test func twoRunsWriteTheSameBytes() throws {
        let first = Self.temporaryPath("same-1.png"), second = Self.temporaryPath("same-2.png")
        defer { for path in [first, second] { try? FileManager.default.removeItem(atPath: path) } }
        for path in [first, second] {
            let tour = "at 0.1 tap 5,5\nat 0.3 tap 30,20\nat 0.45 swipe 5,5 -> 35,25 over 0.2"
            _ = try KioskRuntime(options: Self.options(recording: path, tour: tour))
                .run(rootViewController: SlidingBoxViewController(), signals: SignalGuard())
        }
        let a = try Data(contentsOf: URL(fileURLWithPath: first)), b = try Data(contentsOf: URL(fileURLWithPath: second))
        #expect(a.count > 0 && a == b)
    }

    @Test func anAnimationThatNeverEndsIsCutAtTheIdleTimeout() throws {
        let path = Self.temporaryPath("forever.png")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let app = SlidingBoxViewController()
        app.onTap = {
            let spin = CABasicAnimation(keyPath: "opacity")
            spin.fromValue = 1.0
            spin.toValue = 0.5
            spin.duration = 0.5
            spin.repeatCount = .infinity
            app.box.layer.add(spin, forKey: "pulse")
        }
        var options = Self.options(recording: path, tour: "at 0 tap 5,5")
        options.idleTimeout = 1
        let runtime = KioskRuntime(options: options)
        #expect(try runtime.run(rootViewController: app, signals: SignalGuard()) == 0)
        // The pulse changes every 1/60 s frame from 4/60 s until the timeout, 1 s after
        // the tap's end (0.05 s): the app at 0, every other frame from 4/60 to 62/60 s,
        // and the 63/60 s frame, held by the cap, at 64/60 s; then the 1 s hold.
        let frames = try Self.frames(ofRecording: path)
        #expect(frames.count == 32)
        #expect(frames.first == [0, 0, 40, 30, 67])
        #expect(frames.dropFirst().dropLast().filter { $0[4] != 33 && $0[4] != 34 }.isEmpty)
        #expect(frames.last?[4] == 983)
        #expect(frames.map { $0[4] }.reduce(0, +) == 2050)
    }
}

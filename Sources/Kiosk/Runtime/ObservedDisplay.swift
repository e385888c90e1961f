import CoreGraphics
import Foundation
import KioskHeadless
import QuartzCore
import Raster

/// A display seen by the runtime: passes every frame through to the real one and,
/// on the way, times it (`--stats`), hands it to the recording thread (`--record`,
/// `--dump-frames`), counts it for the watchdog and reports the first frame on the
/// glass. Input latency: touches the main actor delivered are matched to the next
/// frame drawn after their commit (one frame late when the commit raced the frame).
final class ObservedDisplay: Display, @unchecked Sendable {
    let display: any Display
    var pixelWidth: Int { display.pixelWidth }
    var pixelHeight: Int { display.pixelHeight }
    var scale: CGFloat { display.scale }
    var description: String { display.description }
    var isConsoleDevice: Bool { display.isConsoleDevice }

    private let progress: RuntimeProgress
    /// Fed on the render thread (it encodes on its own), finished after the render server has stopped.
    private let recording: RecordingThread?
    private let onFirstFrame: (@Sendable () -> Void)?
    /// Given the first frame once it is on the glass (after `onFirstFrame`), on the
    /// render thread: where the runtime paints the picture left after exit. Set before
    /// the render server starts.
    var afterFirstFrame: ((BitmapView) -> Void)?
    private var firstFrameShown = false
    private var frameStart = 0.0
    private var frameTime = 0.0
    private var lastFrameTime: Double?

    private struct Shared {
        var statistics = RuntimeStatistics()
        /// Timestamps of touches delivered, waiting for a frame to be drawn.
        var waiting: [Double] = []
        /// Those the frame being drawn now will show.
        var drawing: [Double] = []
        /// The time of the latest frame the display handed out: a point of its frame grid.
        var latestFrameTime: Double?
    }
    private let shared = Locked(Shared())

    init(_ display: any Display, recorder: FrameRecorder?, progress: RuntimeProgress, onFirstFrame: (@Sendable () -> Void)?) {
        self.display = display
        recording = recorder.map { RecordingThread(recorder: $0) }
        self.progress = progress
        self.onFirstFrame = onFirstFrame
    }

    func waitForNextFrame() -> CFTimeInterval? {
        guard let time = display.waitForNextFrame() else { return nil }
        frameStart = MonotonicMediaClock().now
        frameTime = time
        shared.withLock {
            $0.drawing = $0.waiting
            $0.waiting.removeAll()
            $0.latestFrameTime = time
        }
        progress.frameRendered()
        return time
    }

    func present(_ frame: BitmapView, damage: Region) {
        display.present(frame, damage: damage)
        observe(frame, damage: damage)
    }

    func present(_ frame: BitmapView, damage: Region, workers: RenderWorkers) {
        display.present(frame, damage: damage, workers: workers)
        observe(frame, damage: damage)
    }

    func drawInPicture(_ draw: (BitmapView) -> Region) -> Bool {
        display.drawInPicture { picture in
            let damage = draw(picture)
            if !damage.isEmpty { observe(picture, damage: damage) }
            return damage
        }
    }

    /// What follows a frame presented: its time, the touches it shows, the recorder
    /// and the first frame's report.
    private func observe(_ frame: BitmapView, damage: Region) {
        let took = MonotonicMediaClock().now - frameStart
        shared.withLock {
            $0.statistics.addFrame(taking: took)
            for touch in $0.drawing { $0.statistics.addInputLatency(max(0, frameTime - touch)) }
            $0.drawing.removeAll()
        }
        progress.framePresented()
        recording?.record(frame, damage: damage, at: frameTime)
        lastFrameTime = frameTime
        if !firstFrameShown {
            firstFrameShown = true
            // The first frame is on the glass once its flip has completed.
            display.waitUntilShown()
            onFirstFrame?()
            afterFirstFrame?(frame)
        }
    }

    func waitUntilShown() { display.waitUntilShown() }
    func suspend() throws { try display.suspend() }
    func resume() throws { try display.resume() }
    func powerDown() throws { try display.powerDown() }
    func powerUp() throws { try display.powerUp() }
    func close() { display.close() }
    var statistics: DisplayStatistics { display.statistics }
    func readBack() -> Bitmap? { display.readBack() }

    /// Touches with these timestamps were delivered and committed; the next frame shows them.
    func touchesDelivered(at timestamps: [Double]) {
        guard !timestamps.isEmpty else { return }
        shared.withLock { $0.waiting += timestamps }
    }

    /// The time of the latest frame the display handed out (nil before the first): the
    /// main loop phases its turns on the grid of these times.
    var latestFrameTime: Double? { shared.withLock { $0.latestFrameTime } }

    /// What was measured so far, for `--stats`.
    var measured: RuntimeStatistics { shared.withLock { $0.statistics } }

    /// Ends the recording at media time `time` (not before the last frame). Call it
    /// after the render server has stopped.
    func finishRecording(at time: Double) throws(RecordingError) -> FrameRecorder.Summary? {
        guard let recording else { return nil }
        return try recording.finish(at: max(time, lastFrameTime ?? time))
    }
}

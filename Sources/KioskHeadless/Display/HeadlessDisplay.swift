import CoreGraphics
import Foundation
import QuartzCore
import Raster

/// A display with no device behind it, on the real clock: the render server's
/// `Display` for headless runs that should take real time (a live demo on a
/// machine with no screen, input from a script). Frames are paced by a 60 Hz timer on
/// CLOCK_MONOTONIC, each shown at the tick after it is drawn. The render server draws
/// in the display's picture (`drawInPicture`), which the recorder and `snapshot()` read.
/// (Tests and recordings use `HeadlessScreen`'s virtual clock instead.)
public final class HeadlessDisplay: Display, @unchecked Sendable {
    public let pixelWidth: Int
    public let pixelHeight: Int
    public let scale: CGFloat
    /// Seconds between frames.
    public let period: Double

    private let condition = NSCondition()
    // Guarded by `condition`:
    private let picture: Bitmap
    private var closed = false
    private var lastTick = Int.min
    private var framesPresented = 0
    private var poweredDown = false

    /// A `pixelWidth` × `pixelHeight` display at `scale`, refreshing `refreshRate` times a second.
    public init(pixelWidth: Int, pixelHeight: Int, scale: CGFloat = 1, refreshRate: Double = 60) {
        precondition(pixelWidth > 0 && pixelHeight > 0 && refreshRate > 0,
                     "HeadlessDisplay: \(pixelWidth)×\(pixelHeight) at \(refreshRate) Hz is not a display")
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.scale = scale
        period = 1 / refreshRate
        picture = Bitmap(width: pixelWidth, height: pixelHeight, fill: .black)
    }

    /// Waits for the next tick of the refresh grid after the last one handed out and
    /// returns the tick after it: when a frame drawn now would be shown.
    public func waitForNextFrame() -> CFTimeInterval? {
        condition.lock()
        defer { condition.unlock() }
        let tick = max(Int((MonotonicMediaClock().now / period).rounded(.down)) + 1, lastTick + 1)
        lastTick = tick
        let time = Double(tick) * period
        while !closed {
            let remaining = time - MonotonicMediaClock().now
            if remaining <= 0 { break }
            _ = condition.wait(until: Date(timeIntervalSinceNow: remaining))
        }
        return closed ? nil : time + period
    }

    public func present(_ frame: BitmapView, damage: Region) {
        condition.lock()
        defer { condition.unlock() }
        guard !closed else { return }
        for rect in damage.rects { Kernels.simd.copy(frame.view(of: rect), to: picture.view, x: rect.x, y: rect.y) }
        framesPresented += 1
    }

    /// The server draws each frame in the picture itself: no frame of its own, no copy.
    public func drawInPicture(_ draw: (BitmapView) -> Region) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        let damage = picture.withView(draw)
        if !closed && !damage.isEmpty { framesPresented += 1 }
        return true
    }

    /// A copy of the picture shown now.
    public func snapshot() -> CGImage {
        condition.lock()
        defer { condition.unlock() }
        return CGImage(bitmap: copyOfPicture())
    }

    /// The last picture presented (kept while powered down too: nobody looks at it); nil once closed.
    public func readBack() -> Bitmap? {
        condition.lock()
        defer { condition.unlock() }
        return closed ? nil : copyOfPicture()
    }

    /// A copy of `picture` (called with `condition` locked).
    private func copyOfPicture() -> Bitmap {
        let copy = Bitmap(width: pixelWidth, height: pixelHeight)
        Kernels.simd.copy(picture.view, to: copy.view, x: 0, y: 0)
        return copy
    }

    /// Frames presented so far.
    public var presentedFrameCount: Int {
        condition.lock()
        defer { condition.unlock() }
        return framesPresented
    }

    public var description: String {
        "headless \(pixelWidth)x\(pixelHeight) pixels, \(String(format: "%g", 1 / period)) Hz real clock"
    }

    /// Nobody looks at it: a run on it plays its script and ends when nothing animates.
    public var isConsoleDevice: Bool { false }

    /// Nothing to wait for: a frame is in the picture once presented.
    public func waitUntilShown() {}

    /// Nothing to give up: no VT or other process shares it.
    public func suspend() throws {}
    public func resume() throws {}

    /// Only remembered (`isPoweredDown`): frames go on, so that a run's picture is kept.
    public func powerDown() throws { setPower(down: true) }
    public func powerUp() throws { setPower(down: false) }

    /// Whether `powerDown()` was called last (and not `powerUp()`).
    public var isPoweredDown: Bool {
        condition.lock()
        defer { condition.unlock() }
        return poweredDown
    }

    public var statistics: DisplayStatistics {
        var statistics = DisplayStatistics()
        statistics.framesPresented = presentedFrameCount
        return statistics
    }

    private func setPower(down: Bool) {
        condition.lock()
        poweredDown = down
        condition.unlock()
    }

    /// Makes `waitForNextFrame()` return nil now and from then on.
    public func close() {
        condition.lock()
        closed = true
        condition.broadcast()
        condition.unlock()
    }
}

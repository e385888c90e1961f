import CoreGraphics
import Foundation
@_spi(KioskRuntime) import QuartzCore
import Raster

/// Kiosk's own: a display whose vsync is a virtual clock's step, the `Display` that
/// `HeadlessScreen` drives its render server through. The server asks for a frame as on
/// a device; `step(to:)` answers with the time, waits until the frame is drawn and
/// presented, and returns the server's report of it. Between steps nothing is drawn:
/// like swift-nio's EmbeddedEventLoop, time moves only when the harness says so. The
/// display keeps the picture presented last, which the harness reads.
@_spi(KioskRuntime) public final class SteppedDisplay: Display, @unchecked Sendable {
    public let pixelWidth: Int
    public let pixelHeight: Int
    public let scale: CGFloat

    private let condition = NSCondition()
    // Guarded by `condition`:
    private let picture: Bitmap
    /// The time handed to the server for its next frame, until it takes it.
    private var requested: CFTimeInterval?
    /// The server waits in `waitForNextFrame()`.
    private var asking = false
    /// The report of the frame asked for by `step(to:)`, once drawn.
    private var report: RenderedFrame?
    private var closed = false
    private var framesPresented = 0

    /// A `pixelWidth` × `pixelHeight` display at `scale`, black until a frame is presented.
    public init(pixelWidth: Int, pixelHeight: Int, scale: CGFloat) {
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.scale = scale
        picture = Bitmap(width: pixelWidth, height: pixelHeight, fill: .black)
    }

    /// Lets the render server draw its frame for `time` and returns what it drew, once
    /// presented; nil when the display is closed. Call it only when the server will
    /// ask for a frame (`RenderServer.wantsNextFrame()`), never from its thread.
    public func step(to time: CFTimeInterval) -> RenderedFrame? {
        condition.lock()
        defer { condition.unlock() }
        while !asking && !closed { condition.wait() }
        guard !closed else { return nil }
        report = nil
        requested = time
        condition.broadcast()
        while report == nil && !closed { condition.wait() }
        return report
    }

    /// Where the render server hands each frame's report (its `frameSink`).
    public func frameDrawn(_ frame: RenderedFrame) {
        condition.lock()
        report = frame
        condition.broadcast()
        condition.unlock()
    }

    /// Runs `body` with the picture presented last (not while a frame is drawn).
    @discardableResult
    public func withPicture<Result>(_ body: (BitmapView) throws -> Result) rethrows -> Result {
        condition.lock()
        defer { condition.unlock() }
        return try picture.withView(body)
    }

    public func waitForNextFrame() -> CFTimeInterval? {
        condition.lock()
        defer { condition.unlock() }
        asking = true
        condition.broadcast()
        while requested == nil && !closed { condition.wait() }
        asking = false
        guard !closed, let time = requested else { return nil }
        requested = nil
        return time
    }

    public func present(_ frame: BitmapView, damage: Region) {
        condition.lock()
        defer { condition.unlock() }
        for rect in damage.rects { Kernels.simd.copy(frame.view(of: rect), to: picture.view, x: rect.x, y: rect.y) }
        framesPresented += 1
    }

    /// The server draws each frame in the picture itself: no frame of its own, no copy.
    public func drawInPicture(_ draw: (BitmapView) -> Region) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        if !picture.withView(draw).isEmpty { framesPresented += 1 }
        return true
    }

    /// A copy of the picture presented last; nil once closed.
    public func readBack() -> Bitmap? {
        condition.lock()
        defer { condition.unlock() }
        guard !closed else { return nil }
        let copy = Bitmap(width: pixelWidth, height: pixelHeight)
        Kernels.simd.copy(picture.view, to: copy.view, x: 0, y: 0)
        return copy
    }

    public var description: String { "stepped \(pixelWidth)x\(pixelHeight) pixels, virtual clock" }

    /// Nobody looks at it: it is a test's or a recording's screen.
    public var isConsoleDevice: Bool { false }

    /// A frame is in the picture once presented.
    public func waitUntilShown() {}

    /// No VT or output power to give up or take back: frames go on.
    public func suspend() throws {}
    public func resume() throws {}
    public func powerDown() throws {}
    public func powerUp() throws {}

    /// Makes the server's `waitForNextFrame()` and any `step(to:)` return nil, now and from then on.
    public func close() {
        condition.lock()
        closed = true
        condition.broadcast()
        condition.unlock()
    }

    public var statistics: DisplayStatistics {
        condition.lock()
        defer { condition.unlock() }
        var statistics = DisplayStatistics()
        statistics.framesPresented = framesPresented
        return statistics
    }
}

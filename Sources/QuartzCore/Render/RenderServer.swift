import CoreGraphics
import Foundation
import Raster

/// Turns the committed layer tree into frames on its own thread, paced by a display.
///
/// Each outermost transaction commit sends the tree's changes here. For every frame
/// the display asks for, the server evaluates every animation at the time that frame
/// will be shown, draws only what changed into a frame buffer in ordinary memory (the
/// display's own picture, where it lends it: a headless display's), and presents it
/// with its damage. Starts and stops go back to the main actor. A blocked
/// main actor does not stop committed animations: they need nothing from it.
/// With nothing animating and no new commit, the thread sleeps. With more than one
/// render thread, each frame's damage and its copy to scanout memory are drawn in
/// bands by that many threads, pixel for pixel as one thread draws them. A display
/// whose size changes gets frames of its new size, drawn whole.
public final class RenderServer: @unchecked Sendable {
    private let display: any Display
    private let engine: RenderEngine
    /// The threads that draw a frame, the render thread's included.
    private let workers: RenderWorkers
    /// The frame buffer, the display's size (made again when the display's size
    /// changes); none for a display whose picture the server draws in (`drawInPicture`).
    private var frame: Bitmap?
    /// Where each frame's report goes instead of its callbacks going to the main queue.
    private let frameSink: (@Sendable (RenderedFrame) -> Void)?
    private let condition = NSCondition()
    // Guarded by `condition`:
    private var inbox: [LayerTreeCommit] = []
    private var running = false
    private var stopping = false
    private var animating = false
    private var framesDrawn = 0
    private var drawing = false
    private var finishedRunning = false

    /// A server for `display`, compositing with `kernels` over `background` on
    /// `renderThreads` threads (clamped to 1…64; `RenderWorkers.onlineCores` for all).
    public init(display: any Display, kernels: Kernels = .simd, background: Pixel = .black, renderThreads: Int = 1) {
        self.display = display
        workers = RenderWorkers(threads: renderThreads)
        engine = RenderEngine(kernels: kernels, scale: display.scale, background: background, workers: workers)
        frameSink = nil
    }

    /// Kiosk's own: a server for a lock-step harness, which hands every frame drawn to
    /// `frameSink` on its thread (after presenting it) and leaves delivering the frame's
    /// animation callbacks to it.
    @_spi(KioskRuntime) public init(display: any Display, kernels: Kernels = .simd, background: Pixel = .black,
                                    renderThreads: Int = 1, frameSink: @escaping @Sendable (RenderedFrame) -> Void) {
        self.display = display
        workers = RenderWorkers(threads: renderThreads)
        engine = RenderEngine(kernels: kernels, scale: display.scale, background: background, workers: workers)
        self.frameSink = frameSink
    }

    deinit { stop() }

    /// The threads that draw each frame, the render thread's included.
    public var renderThreads: Int { workers.threadCount }

    /// The layer tree this server shows. Setting it sends the whole tree.
    @MainActor public var rootLayer: CALayer? {
        get { host.hostedLayer }
        set { LayerTreeHosts.host(newValue, on: host) }
    }

    @MainActor private lazy var host = Host(server: self)

    /// Kiosk's own: takes no more commits, as if the server had gone away — for an owner
    /// that is going away itself, which cannot wait for the thread to let go of the server.
    @_spi(KioskRuntime) @MainActor public func leaveLayerTree() {
        LayerTreeHosts.remove(host)
    }

    /// The main-actor side: receives commits and hands them to the thread.
    @MainActor private final class Host: LayerTreeHost {
        weak var server: RenderServer?
        var hostedLayer: CALayer?
        var sentVersions = SentVersions()
        init(server: RenderServer) { self.server = server }
        func receive(_ commit: LayerTreeCommit) { server?.enqueue(commit) }
    }

    private func enqueue(_ commit: LayerTreeCommit) {
        condition.lock()
        inbox.append(commit)
        condition.signal()
        condition.unlock()
    }

    /// Starts the render thread.
    public func start() {
        condition.lock()
        defer { condition.unlock() }
        guard !running else { return }
        running = true
        stopping = false
        finishedRunning = false
        let thread = Thread { [self] in run() }
        thread.name = "Kiosk render server"
        thread.stackSize = 1 << 20
        thread.start()
    }

    /// Stops the render thread after the frame in progress and waits for it to end.
    /// A thread blocked in the display's `waitForNextFrame()` ends when that returns
    /// (a closing display returns nil at once).
    public func stop() {
        condition.lock()
        guard running else { condition.unlock(); return }
        stopping = true
        condition.broadcast()
        while !finishedRunning { condition.wait() }
        running = false
        condition.unlock()
    }

    /// Blocks until every commit sent so far is drawn, no animation is running and
    /// the animation callbacks of the frames drawn are on their way to the main
    /// actor; false when `timeout` seconds pass first. For tools and tests that need
    /// to know the picture is settled; never call it on the main actor while the
    /// display waits for the main actor.
    public func waitUntilIdle(timeout: TimeInterval) -> Bool {
        let deadline = Date(timeIntervalSinceNow: timeout)
        condition.lock()
        defer { condition.unlock() }
        while drawing || !inbox.isEmpty || animating {
            if !condition.wait(until: deadline) { return false }
        }
        return true
    }

    /// Kiosk's own, for a lock-step harness: waits for the frame being drawn (if any)
    /// to end, then says whether the thread will ask its display for another — a commit
    /// waits to be drawn or an animation runs — or sleeps until the next commit.
    @_spi(KioskRuntime) public func wantsNextFrame() -> Bool {
        condition.lock()
        defer { condition.unlock() }
        while drawing { condition.wait() }
        return !inbox.isEmpty || animating
    }

    /// Whether the server has a frame buffer of its own (none while its display lends
    /// its picture); read between frames.
    var hasOwnFrame: Bool { frame != nil }

    /// Frames drawn so far (including ones with no damage).
    public var framesRendered: Int {
        condition.lock()
        defer { condition.unlock() }
        return framesDrawn
    }

    /// Kiosk's own: the size of each table the server keeps between frames, read
    /// between two frames (it waits for the frame being drawn).
    @_spi(KioskRuntime) @MainActor public var tableCounts: RenderTableCounts {
        condition.lock()
        while drawing { condition.wait() }
        var counts = engine.tableCounts
        condition.unlock()
        counts.sentVersions = host.sentVersions.count
        return counts
    }

    private func run() {
        while true {
            condition.lock()
            while !stopping && inbox.isEmpty && !animating { condition.wait() }
            if stopping { break }
            condition.unlock()

            guard let time = display.waitForNextFrame() else { condition.lock(); break }

            condition.lock()
            let commits = inbox
            inbox.removeAll()
            drawing = true
            condition.unlock()

            for commit in commits { engine.apply(commit) }
            let result = drawFrame(at: time)
            if let frameSink {
                frameSink(RenderedFrame(time: time, damage: result.damage, isAnimating: result.isAnimating, events: result.events))
            } else if !result.events.isEmpty {
                let events = result.events
                DispatchQueue.main.async { MainActor.assumeIsolated { AnimationEvents.receive(events) } }
            }
            // The frame is shown: what it found to build ahead of need is built while
            // the display shows it, not before (`BuildAhead`).
            engine.doWorkAhead()
            condition.lock()
            animating = result.isAnimating
            framesDrawn += 1
            drawing = false
            condition.broadcast()
            condition.unlock()
        }
        finishedRunning = true
        condition.broadcast()
        condition.unlock()
    }

    /// Draws the frame for `time` and presents it: in the display's picture when it
    /// lends it, else in the server's own frame, whose damage the display copies.
    private func drawFrame(at time: CFTimeInterval) -> RenderEngine.FrameResult {
        var drawn: RenderEngine.FrameResult?
        let inPicture = display.drawInPicture { picture in
            let result = engine.renderFrame(at: time, into: picture, leavingWorkAhead: true)
            drawn = result
            return result.damage
        }
        if inPicture, let drawn { return drawn }
        // A display plugged back in with another mode: the frame follows its size,
        // and a frame of another size is drawn whole.
        let (width, height) = (display.pixelWidth, display.pixelHeight)
        let frame: Bitmap
        if let kept = self.frame, kept.width == width, kept.height == height {
            frame = kept
        } else {
            frame = Bitmap(width: width, height: height)
            self.frame = frame
        }
        return frame.withView { view in
            let result = engine.renderFrame(at: time, into: view, leavingWorkAhead: true)
            if !result.damage.isEmpty { display.present(view, damage: result.damage, workers: workers) }
            return result
        }
    }
}

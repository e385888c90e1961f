import CoreGraphics
import Raster

/// Renders a layer tree offscreen into a bitmap at a media time you choose — for
/// tests and tools such as the benchmarks and the virtual board's reference pictures
/// (Core Animation's `CARenderer`, with a bitmap for a texture). Runs on the main actor, so animation callbacks are delivered before
/// `render(atTime:)` returns.
@MainActor public final class CARenderer {
    /// The picture, `width` × `height` pixels.
    public let bitmap: Bitmap
    let engine: RenderEngine
    private let host: Host

    /// A renderer drawing `scale` pixels per point over `background`.
    public init(width: Int, height: Int, scale: CGFloat = 1, background: Pixel = .black, kernels: Kernels = .simd) {
        bitmap = Bitmap(width: width, height: height, fill: background)
        engine = RenderEngine(kernels: kernels, scale: scale, background: background)
        host = Host(engine: engine)
    }

    /// Kiosk's own: a renderer that draws each frame's damage in bands on
    /// `renderThreads` threads (its own included), as the render server does.
    @_spi(KioskRuntime) public init(width: Int, height: Int, scale: CGFloat = 1, background: Pixel = .black,
                                    kernels: Kernels = .simd, renderThreads: Int) {
        bitmap = Bitmap(width: width, height: height, fill: background)
        engine = RenderEngine(kernels: kernels, scale: scale, background: background,
                              workers: RenderWorkers(threads: renderThreads))
        host = Host(engine: engine)
    }

    /// The root of the tree to draw.
    public var layer: CALayer? {
        get { host.hostedLayer }
        set { LayerTreeHosts.host(newValue, on: host) }
    }

    private final class Host: LayerTreeHost {
        var hostedLayer: CALayer?
        let engine: RenderEngine
        var sentVersions = SentVersions()
        init(engine: RenderEngine) { self.engine = engine }
        func receive(_ commit: LayerTreeCommit) { engine.apply(commit) }
    }

    /// Commits pending changes (`CATransaction.flush()`), then draws the frame shown
    /// at media time `time`, redrawing only what changed since the last render.
    /// Returns the changed region.
    @discardableResult
    public func render(atTime time: CFTimeInterval) -> Region {
        render(atTime: time, leavingWorkAhead: false)
    }

    /// Kiosk's own: `render(atTime:)` as the render server draws a frame, up to its
    /// picture: the work ahead of need the frame finds (a slice of the page a
    /// transition will bring back) is left for `doWorkAhead()`, which the server calls
    /// once the frame is shown, and the next render or commit does if nothing did.
    @_spi(KioskRuntime) @discardableResult
    public func renderLeavingWorkAhead(atTime time: CFTimeInterval) -> Region {
        render(atTime: time, leavingWorkAhead: true)
    }

    private func render(atTime time: CFTimeInterval, leavingWorkAhead: Bool) -> Region {
        CATransaction.flush()
        let result = bitmap.withView { engine.renderFrame(at: time, into: $0, leavingWorkAhead: leavingWorkAhead) }
        isAnimating = result.isAnimating
        AnimationEvents.receive(result.events)
        return result.damage
    }

    /// Kiosk's own: does the work ahead of need the last render left, if any.
    @_spi(KioskRuntime) public func doWorkAhead() { engine.doWorkAhead() }

    /// Layers of the model tree the commits' walks visited for this renderer (for tests).
    var layersWalked: Int { host.sentVersions.layersWalked }

    /// Pixels drawn by the last render.
    public var pixelsWritten: Int { engine.compositor.pixelsWritten }

    /// Pixels the last render moved instead of drawing them (a scroll by whole pixels).
    public var pixelsMoved: Int { engine.compositor.pixelsMoved }

    /// Whether an animation will still change the picture after the last render.
    public private(set) var isAnimating = false

    /// Kiosk's own: the size of each table this renderer keeps between frames.
    @_spi(KioskRuntime) public var tableCounts: RenderTableCounts {
        var counts = engine.tableCounts
        counts.sentVersions = host.sentVersions.count
        return counts
    }
}

import CDRM
import CoreGraphics
import Foundation
import QuartzCore
import Raster

/// A display on a DRM/KMS card: the render server's `Display` on real hardware.
///
/// It becomes DRM master, lights the chosen connector with dumb buffers (atomic
/// commits after a test-only one, or the legacy calls), and flips without blocking.
/// Frames are drawn in cached memory by the render server; `present` copies only the
/// pixels each buffer lacks into scanout memory through Raster's output pass (which
/// also turns the picture when the plane cannot). Page-flip events drive the frame
/// clock (`FlipQueue`): `waitForNextFrame()` returns the CLOCK_MONOTONIC time of the
/// vblank at which the next frame will be shown, so animations are evaluated for the
/// moment they reach the glass.
///
/// `suspend()` / `resume()` give DRM master up and take it back around a VT switch;
/// `powerDown()` / `powerUp()` turn the output off and on; `close()` (or deinit) puts
/// back what the CRTC showed before. Every kernel call goes through a `DRMDevice`.
public final class DRMDisplay: Display, @unchecked Sendable {
    public let pixelWidth: Int
    public let pixelHeight: Int
    public let scale: CGFloat
    /// The card, connector, mode, format and rotation in use.
    public let cardPath: String
    public let connectorName: String
    public let mode: DRMMode
    public let format: ScanoutFormat
    public let rotation: Rotation
    /// Whether the primary plane turns the picture (else the Raster output pass does).
    public let rotatesInPlane: Bool
    /// "atomic" or "legacy".
    public var commitPath: String { committer.name }
    public var bufferCount: Int { buffers.count }

    private let card: DRMCard
    private let committer: any DRMCommitter
    private let buffers: [DumbBuffer]
    private let saved: SavedCRTC
    /// Captures the screen through a writeback connector, when the card has one for our CRTC.
    private let writeback: WritebackCapture?
    private let crtcIndex: Int
    private let kernels: Kernels
    /// The turn the output pass applies (none when the plane rotates).
    private let outputRotation: Rotation
    /// Added to flip timestamps to put them on CLOCK_MONOTONIC (0 unless the kernel
    /// reports wall-clock timestamps).
    private let timestampOffset: Double
    /// The clock flip times are compared with: CLOCK_MONOTONIC, or a fake card's.
    private let clock: any MediaClock
    /// After this long without its event a flip counts as lost (seconds).
    private let lostFlipTimeout: Double

    private let condition = NSCondition()
    // Guarded by `condition`:
    private var suspended = false
    private var poweredDown = false
    private var closed = false
    private var damage: ScanoutDamage
    private var flips: FlipQueue
    /// The time `waitForNextFrame` handed out, for the `present` that follows.
    private var frameTime: Double?
    private var frameBackToBack = false
    /// When `waitForNextFrame` handed out `frameTime`.
    private var frameStart = 0.0
    private var drawDuration = DrawDurationEstimate()

    /// Opens the card, becomes master, chooses the output and sets the mode.
    public convenience init(configuration: DRMDisplayConfiguration = DRMDisplayConfiguration()) throws(DRMError) {
        try self.init(configuration: configuration, opener: .libdrm, clock: MonotonicMediaClock())
    }

    /// Opens the card through `opener` (libdrm, or a recorded card), timing flips on `clock`.
    init(configuration: DRMDisplayConfiguration, opener: DRMDeviceOpener, clock: any MediaClock) throws(DRMError) {
        let path: String
        if let chosen = configuration.path {
            path = chosen
        } else {
            path = try DRMDevices.findCard(in: configuration.devicesDirectory, opener: opener)
        }
        let card = try DRMCard(path: path, legacy: configuration.usesLegacy(), opener: opener)
        self.card = card
        self.clock = clock
        lostFlipTimeout = configuration.lostFlipTimeout
        try card.becomeMaster()
        let resources = try DRMResources(reading: card)
        let choice = try DRMOutputSelection.choose(in: resources, card: path, connector: configuration.connector,
                                                   mode: configuration.mode, format: configuration.format,
                                                   rotation: configuration.rotation,
                                                   planeRotation: configuration.planeRotation && card.supportsAtomic)
        cardPath = path
        connectorName = choice.connector.name
        mode = choice.mode
        format = configuration.format
        rotation = configuration.rotation
        rotatesInPlane = choice.rotatesInPlane
        scale = configuration.scale
        kernels = configuration.kernels
        crtcIndex = choice.crtc.index
        outputRotation = rotatesInPlane ? .degrees0 : rotation
        pixelWidth = rotation.swapsAxes ? mode.height : mode.width
        pixelHeight = rotation.swapsAxes ? mode.width : mode.height
        // The plane turns a picture-sized framebuffer; the output pass fills a mode-sized one.
        let width = rotatesInPlane ? pixelWidth : mode.width, height = rotatesInPlane ? pixelHeight : mode.height
        do {
            buffers = try (0..<configuration.buffering.rawValue).map { _ throws(SystemError) in
                try DumbBuffer(card: card, width: width, height: height, format: configuration.format)
            }
            saved = try SavedCRTC(card: card, crtc: choice.crtc.id, connector: choice.connector.id)
        } catch {
            throw .system(error)
        }
        let setup = DRMOutputSetup(card: card, choice: choice, framebufferWidth: width, framebufferHeight: height,
                                   rotationBit: rotatesInPlane ? rotation.kmsRotationBit : UInt64(DRM_MODE_ROTATE_0),
                                   otherPlanes: resources.planes.filter {
                                       $0.id != choice.plane?.id && $0.currentCRTC == choice.crtc.id
                                   })
        committer = card.supportsAtomic ? try AtomicCommitter(setup: setup) : LegacyCommitter(setup: setup)
        let capturer = resources.connectors.first { $0.isWriteback && $0.possibleCRTCs.contains(choice.crtc.id) }
        writeback = capturer.map {
            WritebackCapture(card: card, connector: $0, output: choice.connector, crtc: choice.crtc.id,
                             width: choice.mode.width, height: choice.mode.height)
        }
        timestampOffset = card.capability(.timestampMonotonic) == 1 ? 0 : Self.monotonicMinusWallClock()
        damage = ScanoutDamage(bufferCount: buffers.count, bounds: Rect(x: 0, y: 0, width: pixelWidth, height: pixelHeight))
        flips = FlipQueue(bufferCount: buffers.count, period: mode.framePeriod)
        try committer.commit(.modeset(framebuffer: buffers[0].framebuffer))
        learnVBlankPhase()
    }

    deinit { close() }

    public var description: String {
        "DRM \(cardPath) \(connectorName) \(mode), \(commitPath), rotation \(rotation.rawValue)°"
    }

    public var isConsoleDevice: Bool { true }

    // MARK: Frames

    public func waitForNextFrame() -> CFTimeInterval? {
        condition.lock()
        defer { condition.unlock() }
        while true {
            if closed { return nil }
            if suspended || poweredDown {
                condition.wait()
                continue
            }
            dispatchEvents()
            if flips.pending == nil, let frame = flips.takeQueued() { submit(frame) }
            if flips.queued == nil && flips.freeBuffer != nil { break }
            waitForEvents()
        }
        let now = clock.now
        let next = flips.frameTime(now: now, drawDuration: drawDuration.expected)
        frameTime = next.time
        frameBackToBack = next.backToBack
        frameStart = now
        return next.time
    }

    public func present(_ frame: BitmapView, damage frameDamage: Region) {
        present(frame, damage: frameDamage, workers: nil)
    }

    public func present(_ frame: BitmapView, damage frameDamage: Region, workers: RenderWorkers) {
        present(frame, damage: frameDamage, workers: Optional(workers))
    }

    /// Copies the damage (plus what the free buffer missed) into the free buffer, in
    /// bands on `workers` if given, and flips to it or queues the flip.
    private func present(_ frame: BitmapView, damage frameDamage: Region, workers: RenderWorkers?) {
        condition.lock()
        defer { condition.unlock() }
        guard !closed, let time = frameTime, let target = flips.freeBuffer else { return }
        frameTime = nil
        let scanout = buffers[target].scanout
        let rects = damage.write(frameDamage, into: target)
        let (kernels, rotation) = (kernels, outputRotation)
        if let workers {
            ScanoutBands.copy(rects, width: pixelWidth, height: pixelHeight, rotation: rotation, workers: workers) {
                kernels.present(frame, rect: $0, to: scanout, rotation: rotation)
            }
        } else {
            for rect in rects { kernels.present(frame, rect: rect, to: scanout, rotation: rotation) }
        }
        for rect in rects {
            flips.statistics.bytesCopied += ScanoutCopy(rect, width: pixelWidth, height: pixelHeight, rotation: outputRotation)
                .bytes(in: format)
        }
        drawDuration.record(clock.now - frameStart)
        let flip = FlipQueue.Flip(buffer: target, predicted: time, backToBack: frameBackToBack)
        if !suspended && !poweredDown && flips.pending == nil { submit(flip) } else { flips.queue(flip) }
    }

    public func waitUntilShown() {
        condition.lock()
        defer { condition.unlock() }
        while !closed && !suspended && !poweredDown && flips.isBusy {
            if flips.pending == nil, let frame = flips.takeQueued() {
                submit(frame)
                if flips.pending == nil { return }
            }
            finishPendingFlip()
        }
    }

    // MARK: Master, power and closing

    /// Stops flipping and gives up DRM master, so that another VT or process can use
    /// the card. The flip in flight, if any, completes first. Frames wait meanwhile.
    public func suspend() throws {
        condition.lock()
        defer { condition.unlock() }
        guard !closed && !suspended else { return }
        suspended = true
        finishPendingFlip()
        do { try card.dropMaster() } catch { throw DRMError.system(error) }
    }

    /// Takes DRM master back, sets the mode again with the newest frame and resumes
    /// flipping (dark again if the output was powered down). The screen's buffers are
    /// ours alone, so their contents are still valid.
    public func resume() throws {
        condition.lock()
        defer { condition.unlock() }
        guard !closed && suspended else { return }
        try card.becomeMaster()
        let newest = flips.newestBuffer
        try committer.commit(.modeset(framebuffer: buffers[newest].framebuffer))
        flips.shown(newest)
        suspended = false
        learnVBlankPhase()
        condition.broadcast()
        if poweredDown { try committer.setPower(on: false) }
    }

    /// Turns the output off once the flip in flight has completed (the CRTC's ACTIVE
    /// property, or the connector's DPMS on the legacy path). While suspended it is
    /// only noted and done when the display resumes. Frames wait meanwhile.
    public func powerDown() throws {
        condition.lock()
        defer { condition.unlock() }
        guard !closed && !poweredDown else { return }
        if !suspended {
            finishPendingFlip()
            try committer.setPower(on: false)
        }
        poweredDown = true
    }

    /// Turns the output back on with the picture it had; a frame drawn meanwhile flips next.
    public func powerUp() throws {
        condition.lock()
        defer { condition.unlock() }
        guard !closed && poweredDown else { return }
        if !suspended {
            try committer.setPower(on: true)
            learnVBlankPhase()
        }
        poweredDown = false
        condition.broadcast()
    }

    /// Ends the display: waiting frames get nil, the CRTC shows what it showed before
    /// (or goes off if it was off) and DRM master is dropped. Called by deinit too.
    public func close() {
        condition.lock()
        defer { condition.unlock() }
        guard !closed else { return }
        let isMaster = !suspended
        closed = true
        condition.broadcast()
        guard isMaster else { return }
        finishPendingFlip()
        try? committer.restore(saved)
        try? card.dropMaster()
    }

    // MARK: Reading back

    /// Whether `captureScanout()` can work: atomic mode setting and a writeback
    /// connector for the CRTC.
    public var canCaptureScanout: Bool { writeback != nil }

    /// What the CRTC scans out now, captured through the writeback connector after
    /// every frame presented so far is on screen: XRGB8888, rows packed, the mode's size.
    /// Briefly reroutes the CRTC (a mode-set commit); for checks and tools, not per frame.
    public func captureScanout() throws(DRMError) -> DRMFrontBuffer {
        condition.lock()
        defer { condition.unlock() }
        guard let writeback, !closed && !suspended && !poweredDown else {
            throw .system(SystemError(call: "writeback capture", path: cardPath, errno: ENOTSUP))
        }
        finishPendingFlip()
        do {
            let bytes = try writeback.capture(timeout: 5)
            learnVBlankPhase()
            return DRMFrontBuffer(width: mode.width, height: mode.height, format: .xrgb8888, bytes: bytes,
                                  drawnFor: flips.frontTimes?.predicted, shownAt: flips.frontTimes?.shown)
        } catch {
            throw .system(error)
        }
    }

    /// A copy of the buffer on screen now, with the time its frame was drawn for and
    /// the time its flip completed (nil before the first flip).
    public func frontBuffer() -> DRMFrontBuffer {
        condition.lock()
        defer { condition.unlock() }
        if !closed && !suspended { dispatchEvents() }
        let buffer = buffers[flips.front]
        return DRMFrontBuffer(width: buffer.width, height: buffer.height, format: format, bytes: buffer.contents(),
                              drawnFor: flips.frontTimes?.predicted, shownAt: flips.frontTimes?.shown)
    }

    /// The buffer on screen now, turned upright; nil while closed, suspended or powered down.
    public func readBack() -> Bitmap? {
        condition.lock()
        defer { condition.unlock() }
        guard !closed && !suspended && !poweredDown else { return nil }
        dispatchEvents()
        let scanout = buffers[flips.front].scanout
        return ScanoutReadBack(format: format, rotation: outputRotation)
            .picture(from: scanout.baseAddress, bytesPerRow: scanout.bytesPerRow, width: pixelWidth, height: pixelHeight)
    }

    // MARK: Reports

    public var statistics: DisplayStatistics {
        condition.lock()
        defer { condition.unlock() }
        return flips.statistics
    }

    public func resetStatistics() {
        condition.lock()
        flips.statistics = DisplayStatistics(measuresVBlanks: true)
        condition.unlock()
    }

    // MARK: Flips (called with `condition` locked)

    private func submit(_ flip: FlipQueue.Flip) {
        do {
            try committer.commit(.pageFlip(framebuffer: buffers[flip.buffer].framebuffer))
            flips.submitted(flip, at: clock.now)
        } catch {
            flips.refused(flip)
        }
    }

    /// Reads the flip events queued on the card; a flip whose event is overdue is given up.
    private func dispatchEvents() {
        if let completions = try? card.device.readFlipEvents() {
            for var completion in completions where completion.crtc == saved.crtc || completion.crtc == 0 {
                completion.time += timestampOffset
                flips.complete(completion)
            }
        }
        _ = flips.expireLostFlip(now: clock.now, timeout: lostFlipTimeout, crtc: saved.crtc)
    }

    /// Waits (unlocked) until the card has an event or a slice of time passes.
    private func waitForEvents() {
        condition.unlock()
        _ = card.device.waitForEvents(timeout: Self.pollSlice)
        condition.lock()
    }

    /// Waits for the flip in flight, if any, to complete (or to be declared lost).
    private func finishPendingFlip() {
        while flips.pending != nil {
            waitForEvents()
            dispatchEvents()
        }
    }

    /// Sets the clock's phase from the CRTC's latest vblank, if the driver tells it.
    private func learnVBlankPhase() {
        if let vblank = card.device.latestVBlank(crtcIndex: crtcIndex) { flips.record(vblankAt: vblank.time + timestampOffset) }
    }

    /// Flip events are awaited in slices this long (seconds), so state changes are seen.
    private static let pollSlice = 0.05

    private static func monotonicMinusWallClock() -> Double {
        var wall = timespec()
        clock_gettime(CLOCK_REALTIME, &wall)
        return MonotonicMediaClock().now - (Double(wall.tv_sec) + Double(wall.tv_nsec) * 1e-9)
    }
}

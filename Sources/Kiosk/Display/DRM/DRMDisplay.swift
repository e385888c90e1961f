import CDRM
import CoreGraphics
import Foundation
import QuartzCore
import Raster

/// A display on a DRM/KMS card: the render server's `DisplayTarget` on real hardware.
///
/// It becomes DRM master, lights the chosen connector with dumb buffers (atomic
/// commits after a test-only one, or the legacy calls), and flips without blocking.
/// Frames are drawn in cached memory by the render server; `present` copies only the
/// pixels each buffer lacks into scanout memory through Raster's output pass (which
/// also turns the picture when the plane cannot). Page-flip events, read with
/// `drmHandleEvent`, drive the frame clock: `waitForNextFrame()` returns the
/// CLOCK_MONOTONIC time of the vblank at which the next frame will be shown, so
/// animations are evaluated for the moment they reach the glass.
///
/// `releaseMaster()` / `acquireMaster()` stop and restart flipping around a VT switch;
/// `close()` (or deinit) puts back what the CRTC showed before.
public final class DRMDisplay: DisplayTarget, @unchecked Sendable {
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
    private let events = FlipEventReader()
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

    /// A frame drawn into a buffer and on its way to the screen.
    private struct Flip {
        let buffer: Int
        /// The vblank it was drawn for.
        let predicted: Double
        /// Drawn right after the previous frame (its interval measures the cadence).
        let backToBack: Bool
        var submitted = 0.0
    }

    private enum State { case running, released, closed }

    private let condition = NSCondition()
    // Guarded by `condition`:
    private var state = State.running
    private var damage: ScanoutDamage
    private var clock: VBlankClock
    private var front = 0
    private var pending: Flip?
    private var queued: Flip?
    /// The time `waitForNextFrame` handed out, for the `present` that follows.
    private var frameTime: Double?
    private var frameBackToBack = false
    /// When `waitForNextFrame` handed out `frameTime`.
    private var frameStart = 0.0
    private var drawDuration = DrawDurationEstimate()
    private var lastCompletion: FlipCompletion?
    private var frontTimes: (predicted: Double, shown: Double)?
    private var stats = DRMDisplayStatistics()

    /// Opens the card, becomes master, chooses the output and sets the mode.
    public init(configuration: DRMDisplayConfiguration = DRMDisplayConfiguration()) throws(DRMError) {
        let path: String
        if let chosen = configuration.path { path = chosen } else { path = try DRMDevices.findCard(in: configuration.devicesDirectory) }
        let card = try DRMCard(path: path, legacy: configuration.usesLegacy())
        self.card = card
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
        timestampOffset = card.capability(DRM_CAP_TIMESTAMP_MONOTONIC) == 1 ? 0 : Self.monotonicMinusWallClock()
        damage = ScanoutDamage(bufferCount: buffers.count, bounds: Rect(x: 0, y: 0, width: pixelWidth, height: pixelHeight))
        clock = VBlankClock(period: mode.framePeriod)
        try committer.commit(.modeset(framebuffer: buffers[0].framebuffer))
        learnVBlankPhase()
    }

    deinit { close() }

    // MARK: DisplayTarget

    public func waitForNextFrame() -> CFTimeInterval? {
        condition.lock()
        defer { condition.unlock() }
        while true {
            switch state {
            case .closed: return nil
            case .released: condition.wait(); continue
            case .running: break
            }
            dispatchEvents()
            if pending == nil, let frame = queued {
                queued = nil
                submit(frame)
            }
            if queued == nil && freeBuffer() != nil { break }
            waitForEvents()
        }
        let now = MonotonicMediaClock().now
        let time = clock.presentationTime(now: now, drawDuration: drawDuration.expected, flipPending: pending != nil)
        frameBackToBack = pending != nil || lastCompletion.map { now - $0.time < clock.period } ?? false
        frameTime = time
        frameStart = now
        return time
    }

    public func present(_ frame: BitmapView, damage frameDamage: Region) {
        condition.lock()
        defer { condition.unlock() }
        guard state != .closed, let time = frameTime, let target = freeBuffer() else { return }
        frameTime = nil
        let scanout = buffers[target].scanout
        for rect in damage.write(frameDamage, into: target) {
            kernels.present(frame, rect: rect, to: scanout, rotation: outputRotation)
            stats.bytesCopied += ScanoutCopy(rect, width: pixelWidth, height: pixelHeight, rotation: outputRotation)
                .bytes(in: format)
        }
        drawDuration.record(MonotonicMediaClock().now - frameStart)
        let flip = Flip(buffer: target, predicted: time, backToBack: frameBackToBack)
        if state == .running && pending == nil { submit(flip) } else { queued = flip }
    }

    // MARK: Master and closing

    /// Stops flipping and gives up DRM master, so that another VT or process can use
    /// the card. The flip in flight, if any, completes first. Frames wait meanwhile.
    public func releaseMaster() throws(DRMError) {
        condition.lock()
        defer { condition.unlock() }
        guard state == .running else { return }
        state = .released
        finishPendingFlip()
        do { try card.dropMaster() } catch { throw .system(error) }
    }

    /// Takes DRM master back, sets the mode again with the newest frame and resumes
    /// flipping. The screen's buffers are ours alone, so their contents are still valid.
    public func acquireMaster() throws(DRMError) {
        condition.lock()
        defer { condition.unlock() }
        guard state == .released else { return }
        try card.becomeMaster()
        let newest = queued?.buffer ?? front
        try committer.commit(.modeset(framebuffer: buffers[newest].framebuffer))
        front = newest
        queued = nil
        state = .running
        learnVBlankPhase()
        condition.broadcast()
    }

    /// Ends the display: waiting frames get nil, the CRTC shows what it showed before
    /// (or goes off if it was off) and DRM master is dropped. Called by deinit too.
    public func close() {
        condition.lock()
        defer { condition.unlock() }
        guard state != .closed else { return }
        let wasMaster = state == .running
        state = .closed
        condition.broadcast()
        guard wasMaster else { return }
        finishPendingFlip()
        try? committer.restore(saved)
        try? card.dropMaster()
    }

    /// Blocks until every frame presented so far is on screen (no flip in flight or
    /// queued), so that `frontBuffer()` shows the newest frame. For tools and checks.
    public func waitUntilShown() {
        condition.lock()
        defer { condition.unlock() }
        while state == .running && (pending != nil || queued != nil) {
            if pending == nil, let frame = queued {
                queued = nil
                submit(frame)
                if pending == nil { return }
            }
            finishPendingFlip()
        }
    }

    /// Whether `captureScanout()` can work: atomic mode setting and a writeback
    /// connector for the CRTC.
    public var canCaptureScanout: Bool { writeback != nil }

    /// What the CRTC scans out now, captured through the writeback connector after
    /// every frame presented so far is on screen: XRGB8888, rows packed, the mode's size.
    /// Briefly reroutes the CRTC (a mode-set commit); for checks and tools, not per frame.
    public func captureScanout() throws(DRMError) -> DRMFrontBuffer {
        condition.lock()
        defer { condition.unlock() }
        guard let writeback, state == .running else {
            throw .system(SystemError(call: "writeback capture", path: cardPath, errno: ENOTSUP))
        }
        finishPendingFlip()
        do {
            let bytes = try writeback.capture(timeout: 5)
            learnVBlankPhase()
            return DRMFrontBuffer(width: mode.width, height: mode.height, format: .xrgb8888, bytes: bytes,
                                  drawnFor: frontTimes?.predicted, shownAt: frontTimes?.shown)
        } catch {
            throw .system(error)
        }
    }

    // MARK: Reports

    /// How the display has kept up since it opened or since the last reset.
    public var statistics: DRMDisplayStatistics {
        condition.lock()
        defer { condition.unlock() }
        return stats
    }

    public func resetStatistics() {
        condition.lock()
        stats = DRMDisplayStatistics()
        condition.unlock()
    }

    /// A copy of the buffer on screen now, with the time its frame was drawn for and
    /// the time its flip completed (nil before the first flip).
    public func frontBuffer() -> DRMFrontBuffer {
        condition.lock()
        defer { condition.unlock() }
        if state == .running { dispatchEvents() }
        let buffer = buffers[front]
        return DRMFrontBuffer(width: buffer.width, height: buffer.height, format: format, bytes: buffer.contents(),
                              drawnFor: frontTimes?.predicted, shownAt: frontTimes?.shown)
    }

    // MARK: Flips (called with `condition` locked)

    /// A buffer neither on screen, nor flipping, nor queued.
    private func freeBuffer() -> Int? {
        buffers.indices.first { $0 != front && $0 != pending?.buffer && $0 != queued?.buffer }
    }

    private func submit(_ flip: Flip) {
        do {
            try committer.commit(.pageFlip(framebuffer: buffers[flip.buffer].framebuffer, userData: events.userData))
            var flip = flip
            flip.submitted = MonotonicMediaClock().now
            pending = flip
        } catch {
            stats.failedFlips += 1
            queued = flip
        }
    }

    /// Reads the flip events queued on the card and moves the flipped buffer to the front.
    private func dispatchEvents() {
        guard let completions = try? events.read(from: card) else { return }
        for var completion in completions where completion.crtc == saved.crtc || completion.crtc == 0 {
            completion.time += timestampOffset
            complete(pending, at: completion)
        }
        if let flip = pending, MonotonicMediaClock().now - flip.submitted > Self.lostFlipTimeout {
            // A flip whose event never comes must not freeze the screen forever.
            stats.lostFlips += 1
            let time = clock.nextVBlank(after: flip.submitted)
            complete(flip, at: FlipCompletion(sequence: (lastCompletion?.sequence ?? 0) &+ 1, time: time, crtc: saved.crtc))
        }
    }

    private func complete(_ flip: Flip?, at completion: FlipCompletion) {
        clock.record(vblankAt: completion.time)
        defer { lastCompletion = completion }
        guard let flip else { return }
        pending = nil
        front = flip.buffer
        frontTimes = (flip.predicted, completion.time)
        stats.framesPresented += 1
        let missed = clock.missedVBlanks(predicted: flip.predicted, shown: completion.time)
        if missed > 0 {
            stats.framesLate += 1
            stats.lateVBlanks += missed
        }
        if flip.backToBack, let last = lastCompletion, completion.time > last.time {
            stats.flipIntervals.add(completion.time - last.time)
            let vblanks = completion.sequence &- last.sequence
            if vblanks > 0 {
                stats.vblankPeriods.add((completion.time - last.time) / Double(vblanks))
                stats.missedVBlanks += Int(vblanks) - 1
            }
        }
    }

    /// Waits (unlocked) until the card has an event or a slice of time passes.
    private func waitForEvents() {
        condition.unlock()
        var descriptor = pollfd(fd: card.fd, events: Int16(POLLIN), revents: 0)
        _ = poll(&descriptor, 1, Int32(Self.pollSlice * 1000))
        condition.lock()
    }

    /// Waits for the flip in flight, if any, to complete (or to be declared lost).
    private func finishPendingFlip() {
        while pending != nil {
            waitForEvents()
            dispatchEvents()
        }
    }

    /// Sets the clock's phase from the CRTC's latest vblank, if the driver tells it.
    private func learnVBlankPhase() {
        if let vblank = card.latestVBlank(crtcIndex: crtcIndex) { clock.record(vblankAt: vblank.time + timestampOffset) }
    }

    /// Flip events are awaited in slices this long (seconds), so state changes are seen.
    private static let pollSlice = 0.05
    /// After this long without its event a flip counts as lost (seconds).
    private static let lostFlipTimeout = 0.5

    private static func monotonicMinusWallClock() -> Double {
        var wall = timespec()
        clock_gettime(CLOCK_REALTIME, &wall)
        return MonotonicMediaClock().now - (Double(wall.tv_sec) + Double(wall.tv_nsec) * 1e-9)
    }
}

/// A copy of what a DRM display scans out, rows packed, in its scanout format.
public struct DRMFrontBuffer: Sendable, Equatable {
    public let width: Int
    public let height: Int
    public let format: ScanoutFormat
    public let bytes: [UInt8]
    /// The media time its frame was drawn for (nil for the initial black buffer).
    public let drawnFor: Double?
    /// When its flip completed (CLOCK_MONOTONIC seconds).
    public let shownAt: Double?
}

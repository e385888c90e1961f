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
    public var pixelWidth: Int { locked { output.pixelWidth } }
    public var pixelHeight: Int { locked { output.pixelHeight } }
    public let scale: CGFloat
    /// The card, connector, mode, format and rotation in use (the connector and mode
    /// may change when a display is plugged in again).
    public let cardPath: String
    public var connectorName: String { locked { output.choice.connector.name } }
    public var mode: DRMMode { locked { output.mode } }
    public let format: ScanoutFormat
    public let rotation: Rotation
    /// Whether the primary plane turns the picture (else the Raster output pass does).
    public var rotatesInPlane: Bool { locked { output.choice.rotatesInPlane } }
    /// "atomic" or "legacy".
    public var commitPath: String { locked { output.committer.name } }
    public var bufferCount: Int { locked { output.buffers.count } }
    /// Whether the connector has a display (false between an unplug and a replug that
    /// `reprobe()` saw): frames are then timed by a timer and nothing is flipped.
    public var isConnected: Bool { locked { !disconnected } }

    private let card: DRMCard
    private let configuration: DRMDisplayConfiguration
    private let saved: SavedCRTC
    private let kernels: Kernels
    /// Added to flip timestamps to put them on CLOCK_MONOTONIC (0 unless the kernel
    /// reports wall-clock timestamps).
    private let timestampOffset: Double
    /// The clock flip times are compared with: CLOCK_MONOTONIC, or a fake card's.
    private let clock: any MediaClock
    /// After this long without its event a flip counts as lost (seconds).
    private let lostFlipTimeout: Double

    private let condition = NSCondition()
    // Guarded by `condition`:
    private var output: DRMOutput
    private var suspended = false
    private var poweredDown = false
    private var closed = false
    /// The connector lost its display (`reprobe()`): frames go on, on a timer, unflipped.
    private var disconnected = false
    /// A display came back while the output was powered down: `powerUp()` sets the mode.
    private var needsModeset = false
    /// The last frame time the timer handed out while disconnected.
    private var lastTimerTick: Double?
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
        self.configuration = configuration
        self.clock = clock
        lostFlipTimeout = configuration.lostFlipTimeout
        try card.becomeMaster()
        let resources = try DRMResources(reading: card)
        let choice = try Self.choose(in: resources, card: card, configuration: configuration)
        cardPath = path
        format = configuration.format
        rotation = configuration.rotation
        scale = configuration.scale
        kernels = configuration.kernels
        output = try DRMOutput(card: card, resources: resources, choice: choice, configuration: configuration)
        do {
            saved = try SavedCRTC(card: card, crtc: choice.crtc.id, connector: choice.connector.id)
        } catch {
            throw .system(error)
        }
        timestampOffset = card.capability(.timestampMonotonic) == 1 ? 0 : Self.monotonicMinusWallClock()
        try output.committer.commit(.modeset(framebuffer: output.buffers[0].framebuffer))
        learnVBlankPhase()
    }

    /// The output `configuration` asks for on `card` now (the board's connector and mode first).
    private static func choose(in resources: DRMResources, card: DRMCard,
                               configuration: DRMDisplayConfiguration) throws(DRMError) -> DRMOutputChoice {
        try DRMOutputSelection.choose(in: resources, card: card.path, connector: configuration.connector,
                                      mode: configuration.mode, format: configuration.format,
                                      rotation: configuration.rotation,
                                      planeRotation: configuration.planeRotation && card.supportsAtomic)
    }

    deinit { close() }

    public var description: String {
        locked { "DRM \(cardPath) \(output.choice.connector.name) \(output.mode), \(output.committer.name), rotation \(rotation.rawValue)°" }
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
            if disconnected {
                guard let time = waitForTimerTick() else { continue }
                frameTime = time
                frameBackToBack = false
                frameStart = clock.now
                return time
            }
            dispatchEvents()
            if output.flips.pending == nil, let frame = output.flips.takeQueued() { submit(frame) }
            if output.flips.queued == nil && output.flips.freeBuffer != nil { break }
            waitForEvents()
        }
        let now = clock.now
        let next = output.flips.frameTime(now: now, drawDuration: drawDuration.expected)
        frameTime = next.time
        frameBackToBack = next.backToBack
        frameStart = now
        return next.time
    }

    /// With no display on the connector, frames come on a timer at the mode's cadence
    /// (the last vblank's phase): waits for the next tick and returns its time, or nil
    /// when the state changed meanwhile (closed, suspended, powered down, reconnected).
    private func waitForTimerTick() -> Double? {
        let vblanks = output.flips.clock
        var tick = vblanks.nextVBlank(after: clock.now)
        // Never the tick handed out last (rounding may put "now" a hair before it).
        if let last = lastTimerTick, tick < last + vblanks.period / 2 { tick = vblanks.nextVBlank(after: last + vblanks.period / 2) }
        lastTimerTick = tick
        while clock.now < tick {
            condition.unlock()
            _ = card.device.waitForEvents(timeout: min(tick - clock.now, Self.pollSlice))
            condition.lock()
            if closed || suspended || poweredDown || !disconnected { return nil }
            dispatchEvents()
        }
        return tick
    }

    public func present(_ frame: BitmapView, damage frameDamage: Region) {
        present(frame, damage: frameDamage, workers: nil)
    }

    public func present(_ frame: BitmapView, damage frameDamage: Region, workers: RenderWorkers) {
        present(frame, damage: frameDamage, workers: Optional(workers))
    }

    /// Copies the damage (plus what the free buffer missed) into the free buffer, in
    /// bands on `workers` if given, and flips to it or queues the flip. With no display
    /// on the connector the buffer becomes the newest picture without a flip, for the
    /// mode set that shows it when a display comes back.
    private func present(_ frame: BitmapView, damage frameDamage: Region, workers: RenderWorkers?) {
        condition.lock()
        defer { condition.unlock() }
        guard !closed, let time = frameTime, let target = output.flips.freeBuffer,
              frame.width == output.pixelWidth && frame.height == output.pixelHeight else { return }
        frameTime = nil
        let scanout = output.buffers[target].scanout
        let rects = output.damage.write(frameDamage, into: target)
        let (kernels, rotation, width, height) = (kernels, output.outputRotation, output.pixelWidth, output.pixelHeight)
        if let workers {
            ScanoutBands.copy(rects, width: width, height: height, rotation: rotation, workers: workers) {
                kernels.present(frame, rect: $0, to: scanout, rotation: rotation)
            }
        } else {
            for rect in rects { kernels.present(frame, rect: rect, to: scanout, rotation: rotation) }
        }
        for rect in rects {
            output.flips.statistics.bytesCopied += ScanoutCopy(rect, width: width, height: height, rotation: rotation)
                .bytes(in: format)
        }
        drawDuration.record(clock.now - frameStart)
        if disconnected {
            output.flips.shown(target)
            return
        }
        let flip = FlipQueue.Flip(buffer: target, predicted: time, backToBack: frameBackToBack)
        if !suspended && !poweredDown && output.flips.pending == nil { submit(flip) } else { output.flips.queue(flip) }
    }

    public func waitUntilShown() {
        condition.lock()
        defer { condition.unlock() }
        while !closed && !suspended && !poweredDown && !disconnected && output.flips.isBusy {
            if output.flips.pending == nil, let frame = output.flips.takeQueued() {
                submit(frame)
                if output.flips.pending == nil { return }
            }
            finishPendingFlip()
        }
    }

    // MARK: Displays that come and go

    /// Reads the connector again (after a hot-plug event on the card) and follows what
    /// it finds: a display gone leaves the frames to a timer and flips nothing; a display
    /// back gets the output chosen again (the configuration's connector and mode first,
    /// else the display's preferred mode) and the newest picture whole — in the same buffers when the output is unchanged,
    /// else in new ones (the picture's size may change: `.resized`). While powered down
    /// the mode is set at `powerUp()`; while suspended, at `resume()`.
    public func reprobe() throws(DRMError) -> DRMConnectorChange {
        condition.lock()
        defer { condition.unlock() }
        guard !closed else { return .unchanged }
        let resources = try DRMResources(reading: card)
        let current = resources.connectors.first { $0.id == output.choice.connector.id }
        if current?.status == .disconnected {
            guard !disconnected else { return .unchanged }
            // A flip in flight on a connector without a display may never complete.
            output.flips.shown(output.flips.newestBuffer)
            disconnected = true
            condition.broadcast()
            return .disconnected
        }
        let choice: DRMOutputChoice
        do {
            choice = try chooseAgain(in: resources)
        } catch {
            // Connected, but nothing to light (no modes yet): as good as unplugged.
            guard !disconnected else { throw error }
            output.flips.shown(output.flips.newestBuffer)
            disconnected = true
            condition.broadcast()
            return .disconnected
        }
        if output.serves(choice) {
            guard disconnected else { return .unchanged }
            disconnected = false
            try lightNewestPicture()
            return .reconnected
        }
        let before = (output.pixelWidth, output.pixelHeight)
        let old = output
        finishPendingFlip()
        output = try DRMOutput(card: card, resources: resources, choice: choice, configuration: configuration)
        output.flips.statistics = old.flips.statistics
        disconnected = false
        if before == (output.pixelWidth, output.pixelHeight) {
            // Same picture size: the newest picture carries over, so nothing needs redrawing.
            Self.copyPicture(from: old.buffers[old.flips.newestBuffer], to: output.buffers[0])
            _ = output.damage.write(Region(), into: 0)
        }
        try lightNewestPicture()
        return before == (output.pixelWidth, output.pixelHeight) ? .reconnected : .resized
    }

    /// The output for the display now on the card: the configuration's connector and
    /// mode first; a display without the configured mode gets its preferred one (a
    /// kiosk shows what it can rather than going dark).
    private func chooseAgain(in resources: DRMResources) throws(DRMError) -> DRMOutputChoice {
        do {
            return try Self.choose(in: resources, card: card, configuration: configuration)
        } catch .modeNotFound {
            var preferred = configuration
            preferred.mode = nil
            return try Self.choose(in: resources, card: card, configuration: preferred)
        }
    }

    /// Sets the mode with the newest picture, now or (powered down, suspended) when the
    /// output is taken back; frames waiting for a display go on. Called with `condition` locked.
    private func lightNewestPicture() throws(DRMError) {
        condition.broadcast()
        guard !suspended && !poweredDown else {
            needsModeset = poweredDown
            return
        }
        let newest = output.flips.newestBuffer
        try output.committer.commit(.modeset(framebuffer: output.buffers[newest].framebuffer))
        output.flips.shown(newest)
        learnVBlankPhase()
    }

    /// Copies a buffer's bytes into another of the same size and format.
    private static func copyPicture(from source: DumbBuffer, to target: DumbBuffer) {
        let from = source.scanout, to = target.scanout
        let rowBytes = min(from.bytesPerRow, to.bytesPerRow)
        for y in 0..<min(from.height, to.height) {
            (to.baseAddress + y * to.bytesPerRow).copyMemory(from: from.baseAddress + y * from.bytesPerRow, byteCount: rowBytes)
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
    /// ours alone, so their contents are still valid. Without a display on the
    /// connector only master is taken back: the mode is set when one comes.
    public func resume() throws {
        condition.lock()
        defer { condition.unlock() }
        guard !closed && suspended else { return }
        try card.becomeMaster()
        suspended = false
        condition.broadcast()
        guard !disconnected else { return }
        let newest = output.flips.newestBuffer
        try output.committer.commit(.modeset(framebuffer: output.buffers[newest].framebuffer))
        output.flips.shown(newest)
        needsModeset = false
        learnVBlankPhase()
        if poweredDown { try output.committer.setPower(on: false) }
    }

    /// Turns the output off once the flip in flight has completed (the CRTC's ACTIVE
    /// property, or the connector's DPMS on the legacy path). While suspended or without
    /// a display it is only noted and done when the display resumes. Frames wait meanwhile.
    public func powerDown() throws {
        condition.lock()
        defer { condition.unlock() }
        guard !closed && !poweredDown else { return }
        if !suspended && !disconnected {
            finishPendingFlip()
            try output.committer.setPower(on: false)
        }
        poweredDown = true
    }

    /// Turns the output back on with the picture it had (the mode set again when a
    /// display came back meanwhile); a frame drawn meanwhile flips next.
    public func powerUp() throws {
        condition.lock()
        defer { condition.unlock() }
        guard !closed && poweredDown else { return }
        if !suspended && !disconnected {
            if needsModeset {
                let newest = output.flips.newestBuffer
                try output.committer.commit(.modeset(framebuffer: output.buffers[newest].framebuffer))
                output.flips.shown(newest)
                needsModeset = false
            } else {
                try output.committer.setPower(on: true)
            }
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
        try? output.committer.restore(saved)
        try? card.dropMaster()
    }

    // MARK: Reading back

    /// Whether `captureScanout()` can work: atomic mode setting and a writeback
    /// connector for the CRTC.
    public var canCaptureScanout: Bool { locked { output.writeback != nil } }

    /// What the CRTC scans out now, captured through the writeback connector after
    /// every frame presented so far is on screen: XRGB8888, rows packed, the mode's size.
    /// Briefly reroutes the CRTC (a mode-set commit); for checks and tools, not per frame.
    public func captureScanout() throws(DRMError) -> DRMFrontBuffer {
        condition.lock()
        defer { condition.unlock() }
        guard let writeback = output.writeback, !closed && !suspended && !poweredDown && !disconnected else {
            throw .system(SystemError(call: "writeback capture", path: cardPath, errno: ENOTSUP))
        }
        finishPendingFlip()
        do {
            let bytes = try writeback.capture(timeout: 5)
            learnVBlankPhase()
            return DRMFrontBuffer(width: output.mode.width, height: output.mode.height, format: .xrgb8888, bytes: bytes,
                                  drawnFor: output.flips.frontTimes?.predicted, shownAt: output.flips.frontTimes?.shown)
        } catch {
            throw .system(error)
        }
    }

    /// A copy of the buffer on screen now (the newest picture while no display is
    /// connected), with the time its frame was drawn for and the time its flip
    /// completed (nil before the first flip).
    public func frontBuffer() -> DRMFrontBuffer {
        condition.lock()
        defer { condition.unlock() }
        if !closed && !suspended { dispatchEvents() }
        let buffer = output.buffers[output.flips.front]
        return DRMFrontBuffer(width: buffer.width, height: buffer.height, format: format, bytes: buffer.contents(),
                              drawnFor: output.flips.frontTimes?.predicted, shownAt: output.flips.frontTimes?.shown)
    }

    /// The buffer on screen now, turned upright; nil while closed, suspended, powered
    /// down or without a display.
    public func readBack() -> Bitmap? {
        condition.lock()
        defer { condition.unlock() }
        guard !closed && !suspended && !poweredDown && !disconnected else { return nil }
        dispatchEvents()
        let scanout = output.buffers[output.flips.front].scanout
        return ScanoutReadBack(format: format, rotation: output.outputRotation)
            .picture(from: scanout.baseAddress, bytesPerRow: scanout.bytesPerRow, width: output.pixelWidth,
                     height: output.pixelHeight)
    }

    // MARK: Reports

    public var statistics: DisplayStatistics { locked { output.flips.statistics } }

    public func resetStatistics() {
        locked { output.flips.statistics = DisplayStatistics(measuresVBlanks: true) }
    }

    // MARK: Flips (called with `condition` locked)

    private func submit(_ flip: FlipQueue.Flip) {
        do {
            try output.committer.commit(.pageFlip(framebuffer: output.buffers[flip.buffer].framebuffer))
            output.flips.submitted(flip, at: clock.now)
        } catch {
            output.flips.refused(flip)
        }
    }

    /// Reads the flip events queued on the card; a flip whose event is overdue is given up.
    private func dispatchEvents() {
        if let completions = try? card.device.readFlipEvents() {
            for var completion in completions where completion.crtc == saved.crtc || completion.crtc == 0 {
                completion.time += timestampOffset
                output.flips.complete(completion)
            }
        }
        _ = output.flips.expireLostFlip(now: clock.now, timeout: lostFlipTimeout, crtc: saved.crtc)
    }

    /// Waits (unlocked) until the card has an event or a slice of time passes.
    private func waitForEvents() {
        condition.unlock()
        _ = card.device.waitForEvents(timeout: Self.pollSlice)
        condition.lock()
    }

    /// Waits for the flip in flight, if any, to complete (or to be declared lost).
    private func finishPendingFlip() {
        while output.flips.pending != nil {
            waitForEvents()
            dispatchEvents()
        }
    }

    /// Sets the clock's phase from the CRTC's latest vblank, if the driver tells it.
    private func learnVBlankPhase() {
        if let vblank = card.device.latestVBlank(crtcIndex: output.choice.crtc.index) {
            output.flips.record(vblankAt: vblank.time + timestampOffset)
        }
    }

    /// `body` with `condition` locked.
    private func locked<Value>(_ body: () -> Value) -> Value {
        condition.lock()
        defer { condition.unlock() }
        return body()
    }

    /// Flip events are awaited in slices this long (seconds), so state changes are seen.
    private static let pollSlice = 0.05

    private static func monotonicMinusWallClock() -> Double {
        var wall = timespec()
        clock_gettime(CLOCK_REALTIME, &wall)
        return MonotonicMediaClock().now - (Double(wall.tv_sec) + Double(wall.tv_nsec) * 1e-9)
    }
}

/// What `DRMDisplay.reprobe()` found on the connector.
public enum DRMConnectorChange: Sendable, Equatable {
    /// Nothing the display needs to follow.
    case unchanged
    /// The display went away: frames go on, on a timer, and nothing flips.
    case disconnected
    /// A display came back with the same picture size: the newest picture is shown whole.
    case reconnected
    /// A display came back with another picture size (`pixelWidth`/`pixelHeight` now
    /// give it): the buffers are new and black until the next frame, drawn whole.
    case resized
}

import CDRM
import Foundation
import Kiosk
import QuartzCore
import Raster

/// `kiosk-vm-check drm`: the DRM/KMS display on vkms (1024×768). Opens the card with
/// atomic and with legacy mode setting, shows a RenderServer scene and compares what
/// was flipped to the screen (the front buffer, read after its flip event, and vkms's
/// writeback capture of the CRTC) with CARenderer's picture of the same tree at the
/// time the frame was drawn for; measures
/// the flip cadence and the frames a push transition misses; releases and regains DRM
/// master; powers the output down and up; checks the CRTC is given back; turns the
/// picture 90° and scans out RGB565.
@MainActor struct DRMCheck {
    let log: CheckLog

    /// What a session exercises beyond showing the static scene.
    enum Phase { case cadence, push, master, power }

    func run(card: String) -> Int32 {
        log.info("== devices\n" + DRMDevices.describe(), terminator: "")
        checkErrors(card)
        let before = crtcFramebuffer(card)
        log.info("CRTC framebuffer before: \(before.map(String.init) ?? "none")")
        session("atomic", DRMDisplayConfiguration(path: card), path: "atomic", phases: [.cadence, .push, .master, .power])
        expectRestored(card, before, after: "atomic")
        session("legacy", DRMDisplayConfiguration(path: card, forceLegacy: true), path: "legacy", phases: [.cadence, .push, .power])
        expectRestored(card, before, after: "legacy")
        session("rotation 90", DRMDisplayConfiguration(path: card, rotation: .degrees90), path: "atomic", phases: [.push])
        session("RGB565, triple buffered", DRMDisplayConfiguration(path: card, format: .rgb565, buffering: .triple),
                path: "atomic", phases: [.cadence])
        expectRestored(card, before, after: "every session")
        log.info("== \(log.failures) failure(s)")
        return log.exitCode
    }

    /// Errors name the device and list what was found.
    private func checkErrors(_ card: String) {
        log.info("== errors")
        do {
            _ = try DRMDisplay(configuration: DRMDisplayConfiguration(path: "/dev/dri/card9"))
            log.expect(false, "a missing card is refused")
        } catch {
            log.info("  \(error)")
            log.expect(error.description.contains("/dev/dri/card9"), "a missing card's error names it")
        }
        do {
            _ = try DRMDisplay(configuration: DRMDisplayConfiguration(path: card, connector: "HDMI-A-9"))
            log.expect(false, "an unknown connector is refused")
        } catch {
            log.info("  \(error)")
            log.expect(error == .unknownConnector(card: card, name: "HDMI-A-9", connectors: ["Virtual-1 connected"]),
                       "an unknown connector's error lists the connectors")
        }
    }

    private func session(_ name: String, _ configuration: DRMDisplayConfiguration, path: String, phases: [Phase]) {
        log.info("== \(name)")
        let display: DRMDisplay
        do {
            display = try DRMDisplay(configuration: configuration)
        } catch {
            log.expect(false, "\(name): the display opens", detail: error.description)
            return
        }
        let turned = configuration.rotation.swapsAxes
        log.info("  \(display.cardPath) \(display.connectorName) \(display.mode) (frame period "
                 + "\(milliseconds(display.mode.framePeriod))), \(display.commitPath), \(display.bufferCount) buffers, "
                 + "\(display.format), rotation \(display.rotation.rawValue)° by "
                 + (display.rotatesInPlane ? "the plane" : "the Raster output pass"))
        log.expect(display.commitPath == path, "\(name): \(path) mode setting", detail: display.commitPath)
        log.expect(display.connectorName == "Virtual-1" && display.mode.width == 1024 && display.mode.height == 768,
                   "\(name): Virtual-1 at 1024x768", detail: "\(display.connectorName) \(display.mode)")
        log.expect(display.pixelWidth == (turned ? 768 : 1024) && display.pixelHeight == (turned ? 1024 : 768),
                   "\(name): frames are \(turned ? "768x1024" : "1024x768")",
                   detail: "\(display.pixelWidth)x\(display.pixelHeight)")

        let scene = MirroredScene(width: display.pixelWidth, height: display.pixelHeight)
        let server = RenderServer(display: display)
        server.rootLayer = scene.shown.root
        CATransaction.flush()
        server.start()
        settle(server, display)
        compareFront(display, scene, "\(name): the static scene")
        compareWriteback(display, scene, "\(name): the static scene")
        if phases.contains(.cadence) { cadence(name, server, display, scene) }
        if phases.contains(.push) { push(name, server, display, scene) }
        if phases.contains(.master) { master(name, server, display, scene) }
        if phases.contains(.power) { power(name, server, display, scene) }
        server.stop()
        display.close()
    }

    /// The small box slides for 2 s (about 120 frames): the flips must follow the vblanks.
    private func cadence(_ name: String, _ server: RenderServer, _ display: DRMDisplay, _ scene: MirroredScene) {
        display.resetStatistics()
        let start = CACurrentMediaTime() + 0.05
        scene.apply { $0.slideMover(beginTime: start, duration: 2) }
        settle(server, display)
        let stats = display.statistics
        report("\(name) slide", stats)
        let period = display.mode.framePeriod
        log.expect(stats.framesPresented >= 60, "\(name): the slide presents at least 60 frames",
                   detail: "\(stats.framesPresented)")
        log.expect(stats.vblankPeriods.count > 0 && abs(stats.vblankPeriods.mean - period) < 0.001,
                   "\(name): the flips' vblank period is \(milliseconds(period)) ± 1 ms",
                   detail: milliseconds(stats.vblankPeriods.mean))
        log.expect(stats.flipIntervals.count > 0 && stats.flipIntervals.minimum > period - 0.001,
                   "\(name): no two flips closer than a period − 1 ms", detail: milliseconds(stats.flipIntervals.minimum))
        compareFront(display, scene, "\(name): after the slide")
    }

    /// A full-screen push: first measured undisturbed, then again with the front buffer
    /// read back at four moments and compared with the reference of each frame's time.
    private func push(_ name: String, _ server: RenderServer, _ display: DRMDisplay, _ scene: MirroredScene) {
        display.resetStatistics()
        var start = CACurrentMediaTime() + 0.1
        scene.apply { $0.pushPages(beginTime: start, duration: 1) }
        settle(server, display)
        report("\(name) push", display.statistics)
        log.expect(display.statistics.framesPresented > 0, "\(name): the push presents frames")

        start = CACurrentMediaTime() + 0.1
        scene.apply { $0.pushPages(beginTime: start, duration: 1) }
        var compared = 0
        var last: Double?
        for moment in [0.2, 0.4, 0.6, 0.8] {
            let wait = start + moment - CACurrentMediaTime()
            if wait > 0 { Thread.sleep(forTimeInterval: wait) }
            let front = display.frontBuffer()
            guard let time = front.drawnFor, time > start, time != last else { continue }
            last = time
            compareFront(front, display, scene, at: time, "\(name): push frame for t0 + \(milliseconds(time - start))")
            compared += 1
        }
        log.expect(compared >= 2, "\(name): at least two push frames read back mid-transition", detail: "\(compared)")
        settle(server, display)
        compareFront(display, scene, "\(name): after the push")
        compareWriteback(display, scene, "\(name): after the push")
    }

    /// Suspending gives up master: the flips stop and another client can be master;
    /// resuming takes master back and the flips go on.
    private func master(_ name: String, _ server: RenderServer, _ display: DRMDisplay, _ scene: MirroredScene) {
        do {
            let other = try FileDescriptor(opening: display.cardPath, flags: O_RDWR)
            log.expect(drmSetMaster(other.rawValue) != 0, "\(name): another client cannot be master meanwhile")
            try display.suspend()
            display.resetStatistics()
            log.expect(drmSetMaster(other.rawValue) == 0, "\(name): after suspend another client becomes master")
            let start = CACurrentMediaTime() + 0.05
            scene.apply { $0.slideMover(beginTime: start, duration: 1) }
            Thread.sleep(forTimeInterval: 0.3)
            log.expect(display.statistics.framesPresented == 0, "\(name): no flips while released",
                       detail: "\(display.statistics.framesPresented)")
            drmDropMaster(other.rawValue)
            try display.resume()
            settle(server, display)
            log.info("  after resume: \(display.statistics.framesPresented) frames presented")
            log.expect(display.statistics.framesPresented > 0, "\(name): flips resume after resume()")
            compareFront(display, scene, "\(name): after regaining master")
        } catch {
            log.expect(false, "\(name): master release and acquire", detail: "\(error)")
        }
    }

    /// Powering down turns the output off (atomic: the CRTC's ACTIVE; legacy: the
    /// connector's DPMS) and holds the frames; powering up turns it on and they go on.
    private func power(_ name: String, _ server: RenderServer, _ display: DRMDisplay, _ scene: MirroredScene) {
        let legacy = display.commitPath == "legacy"
        let (object, property) = legacy ? ("connector", "DPMS") : ("CRTC", "ACTIVE")
        let (off, on): (UInt64, UInt64) = legacy ? (3, 0) : (0, 1)
        do {
            try display.powerDown()
            let down = outputPower(display.cardPath, legacy: legacy)
            log.expect(down == off, "\(name): powerDown sets the \(object)'s \(property) to \(off)",
                       detail: down.map(String.init) ?? "not found")
            display.resetStatistics()
            let start = CACurrentMediaTime() + 0.05
            scene.apply { $0.slideMover(beginTime: start, duration: 0.5) }
            Thread.sleep(forTimeInterval: 0.3)
            log.expect(display.statistics.framesPresented == 0, "\(name): no flips while powered down",
                       detail: "\(display.statistics.framesPresented)")
            try display.powerUp()
            let up = outputPower(display.cardPath, legacy: legacy)
            log.expect(up == on, "\(name): powerUp sets the \(object)'s \(property) to \(on)", detail: up.map(String.init) ?? "not found")
            settle(server, display)
            log.expect(display.statistics.framesPresented > 0, "\(name): flips resume after powerUp")
            compareFront(display, scene, "\(name): after powering up")
        } catch {
            log.expect(false, "\(name): power down and up", detail: "\(error)")
        }
    }

    /// The value of the first CRTC's ACTIVE property, or (legacy) the first connector's
    /// DPMS, read from a recording of the card.
    private func outputPower(_ card: String, legacy: Bool) -> UInt64? {
        guard let recording = try? DRMCardRecording(path: card) else { return nil }
        let object = legacy ? recording.resources.connectors.first : recording.resources.crtcs.first
        let property = recording.properties.first { $0.name == (legacy ? "DPMS" : "ACTIVE") }?.id
        return recording.objectProperties.first { $0.object == object }?.values.first { $0.property == property }?.value
    }

    private func settle(_ server: RenderServer, _ display: DRMDisplay) {
        if !server.waitUntilIdle(timeout: 60) { log.expect(false, "the render server settles within 60 s") }
        display.waitUntilShown()
    }

    /// Compares the front buffer, once every frame is shown, with the reference.
    private func compareFront(_ display: DRMDisplay, _ scene: MirroredScene, _ what: String) {
        display.waitUntilShown()
        let front = display.frontBuffer()
        guard let time = front.drawnFor else {
            log.expect(false, what, detail: "no frame was flipped to the screen")
            return
        }
        compareFront(front, display, scene, at: time, what)
    }

    private func compareFront(_ front: DRMFrontBuffer, _ display: DRMDisplay, _ scene: MirroredScene,
                              at time: Double, _ what: String) {
        let expected = expectedScanout(of: scene.reference(at: time), format: display.format,
                                       rotation: display.rotatesInPlane ? .degrees0 : display.rotation)
        let difference = scanoutDifference(front, expected)
        log.expect(difference.count == 0, "\(what): the scanned-out frame equals CARenderer's",
                   detail: "\(difference.count) pixels differ, first \(difference.first ?? "")")
    }

    /// Compares what vkms's writeback connector captured from the CRTC (the turned
    /// picture, composed by the display engine, in XRGB8888) with the reference, colour
    /// bytes only: exactly for XRGB8888 scanout, within 1 for RGB565 (the engine's
    /// widening of 5 and 6 bits rounds its own way).
    private func compareWriteback(_ display: DRMDisplay, _ scene: MirroredScene, _ what: String) {
        guard display.canCaptureScanout else {
            log.info("  \(what): no writeback capture (\(display.commitPath))")
            return
        }
        do {
            let captured = try display.captureScanout()
            guard let time = captured.drawnFor else {
                log.expect(false, "\(what) through writeback", detail: "no frame was flipped to the screen")
                return
            }
            let expected = expectedScanout(of: scene.reference(at: time), format: display.format, rotation: display.rotation)
            let wide = display.format == .rgb565
            let difference = scanoutDifference(captured, wide ? widenedRGB565(expected) : expected, ignoringX: true,
                                               tolerance: wide ? 1 : 0)
            log.expect(difference.count == 0, "\(what): the writeback capture equals CARenderer's" + (wide ? " (± 1)" : ""),
                       detail: "\(difference.count) pixels differ, first \(difference.first ?? "")")
        } catch {
            log.expect(false, "\(what): writeback capture", detail: error.description)
        }
    }

    private func report(_ what: String, _ stats: DisplayStatistics) {
        log.info("  \(what): \(stats.framesPresented) frames, \(stats.missedVBlanks) vblanks missed, "
                 + "\(stats.framesLate) frames late by \(stats.lateVBlanks) vblanks, "
                 + "\(stats.lostFlips) lost, \(stats.failedFlips) refused; flip interval " + summary(stats.flipIntervals)
                 + "; vblank period " + summary(stats.vblankPeriods) + "; \(stats.bytesCopied) bytes to scanout")
    }

    private func summary(_ s: IntervalSummary) -> String {
        s.count == 0 ? "none" : "mean \(milliseconds(s.mean)) min \(milliseconds(s.minimum)) max \(milliseconds(s.maximum)) (\(s.count))"
    }

    private func milliseconds(_ seconds: Double) -> String { String(format: "%.3f ms", seconds * 1000) }

    private func crtcFramebuffer(_ card: String) -> UInt32? {
        (try? DRMDevices.resources(of: card))?.crtcs.first?.currentFramebuffer
    }

    private func expectRestored(_ card: String, _ before: UInt32?, after what: String) {
        let now = crtcFramebuffer(card)
        log.expect(now == before, "after \(what) the CRTC shows its previous framebuffer again",
                   detail: "\(now.map(String.init) ?? "none") instead of \(before.map(String.init) ?? "none")")
    }
}

import CoreGraphics
import Dispatch
import Foundation
import Glibc
import Kiosk
import QuartzCore
import KioskDemos
import Raster
import Synchronization

/// Drives the flip demo that `KioskRuntime` runs on the main thread, from a thread of
/// its own, as a person would: through a uinput touchscreen that udev and libinput
/// deliver. Waits for the first frame; taps Next, opens the page, swipes back from the
/// left edge, checking each effect on the main actor; measures the flips of the turn;
/// reads scanout back after the turn and after the pop; then stops the runtime with
/// SIGTERM, as a service manager would.
final class DemoDriver: Sendable {
    /// What was read back from scanout, for comparing once the reference is drawn.
    struct Capture: Sendable {
        enum Moment: Sendable { case afterNext, afterPop }
        let moment: Moment
        /// "front buffer" or "writeback", and a file-name word for the PNGs.
        let source: String
        let image: ScanoutImage
        /// The turn between the app's picture and this image.
        let rotation: Rotation
    }

    /// The edge swipe's moves: 18, 1/60 s apart (0.3 s, as in the tour).
    static let swipeSteps = 18
    static let swipeInterval = 1.0 / 60

    private let runtime: KioskRuntime
    private let watch: RuntimeWatch
    private let rotation: Rotation
    private let log: CheckLog
    private let captured = Locked<[Capture]>([])
    private let started = MonotonicMediaClock().now

    @MainActor init(runtime: KioskRuntime, probe: FlipProbe, rotation: Rotation, log: CheckLog) {
        self.runtime = runtime
        watch = RuntimeWatch(runtime: runtime, probe: probe, log: log)
        self.rotation = rotation
        self.log = log
    }

    /// For `KioskRuntime.onFirstFramePresented`.
    func firstFrameShown() { watch.firstFrameShown() }

    /// The runtime's `run` returned: a driver still waiting for the first frame gives up.
    func runtimeReturned() { watch.runtimeReturned() }

    /// Waits for `drive` to end (at most `timeout` seconds).
    func waitUntilFinished(timeout: Double) -> Bool { watch.waitUntilFinished(timeout: timeout) }

    var captures: [Capture] { captured.withLock { $0 } }

    /// The whole drive; stops the runtime at the end, whatever happened.
    func drive() {
        defer { watch.driveFinished() }
        guard watch.waitForFirstFrame(timeout: 120) else {
            log.expect(false, "the first frame is on the glass within 120 s")
            return
        }
        log.info("\(elapsed) first frame on the glass")
        let display = onMain { self.runtime.display }
        guard let display else {
            log.expect(false, "the runtime says which display it opened")
            return
        }
        let screen = CGSize(width: display.pixelWidth, height: display.pixelHeight)
        let panel = rotation.swapsAxes ? (width: display.pixelHeight, height: display.pixelWidth)
            : (width: display.pixelWidth, height: display.pixelHeight)
        let tour = FlipTour(screen: screen)
        do {
            let touchscreen = try UInputTouchscreen(name: "Kiosk E2E Touchscreen", panelWidth: panel.width, panelHeight: panel.height)
            log.expect(touchscreen.waitUntilTagged(timeout: 30), "udev tagged \(touchscreen.eventPath) ID_INPUT_TOUCHSCREEN=1")
            // The udev event reaches libinput's monitor on the main loop's next turns.
            Thread.sleep(forTimeInterval: 0.5)
            try drive(touchscreen, display: display, tour: tour, panel: panel)
        } catch {
            log.expect(false, "driving the demo through uinput", detail: "\(error)")
        }
    }

    private func drive(_ touchscreen: UInputTouchscreen, display: any Display, tour: FlipTour,
                       panel: (width: Int, height: Int)) throws {
        let drm = display as? DRMDisplay
        func onPanel(_ point: CGPoint) -> (x: Int, y: Int) { panelPoint(point, panel: panel) }

        log.expect(state == FlipState(page: 5, depth: 1), "the demo starts on page 5", detail: "\(state)")
        log.info("\(elapsed) tapping Next")
        drm?.resetStatistics()
        let next = onPanel(tour.next)
        try touchscreen.tap(x: next.x, y: next.y)
        log.expect(wait(until: FlipState(page: 6, depth: 1)),
                   "a tap on Next at screen \(tour.next) (panel \(next)) turned the page 5 -> 6", detail: "\(state)")
        settle(drm)
        log.info("\(elapsed) the turn settled")
        capture(.afterNext, display)

        let page = onPanel(tour.page)
        log.info("\(elapsed) read back; tapping the page")
        try touchscreen.tap(x: page.x, y: page.y)
        log.expect(wait(until: FlipState(page: 6, depth: 2)),
                   "a tap on the page at screen \(tour.page) (panel \(page)) opened it: depth 2", detail: "\(state)")
        settle(drm)

        log.info("\(elapsed) the push settled; swiping")
        let swipe = tour.edgeSwipe
        let from = onPanel(swipe.from), to = onPanel(swipe.to)
        try touchscreen.swipe(from: from, to: to, steps: Self.swipeSteps, interval: Self.swipeInterval)
        log.expect(wait(until: FlipState(page: 6, depth: 1)),
                   "a swipe from the left edge, screen \(swipe.from) -> \(swipe.to) (panel \(from) -> \(to)), popped it: depth 1",
                   detail: "\(state)")
        settle(drm)
        log.info("\(elapsed) the pop settled")
        if let drm { reportPacing(drm) }
        capture(.afterPop, display)
        log.info("\(elapsed) read back")
    }

    /// Panel units (pixels) of a screen point: the inverse of `TouchMapping.screenPoint`.
    private func panelPoint(_ p: CGPoint, panel: (width: Int, height: Int)) -> (x: Int, y: Int) {
        let w = Double(panel.width), h = Double(panel.height)
        let (u, v): (Double, Double) = switch rotation {
        case .degrees0: (p.x, p.y)
        case .degrees90: (w - p.y, p.x)
        case .degrees180: (w - p.x, h - p.y)
        case .degrees270: (p.y, h - p.x)
        }
        return (min(Int(u.rounded()), panel.width - 1), min(Int(v.rounded()), panel.height - 1))
    }

    /// "[t+S.SS s]": the time since the driver started, for the log.
    private var elapsed: String { String(format: "[t+%.2f s]", MonotonicMediaClock().now - started) }

    private var state: FlipState { watch.state }

    private func onMain<T: Sendable>(_ body: @escaping @MainActor @Sendable () -> T) -> T { watch.onMain(body) }

    private func wait(until expected: FlipState) -> Bool { watch.wait(until: expected) }

    private func settle(_ drm: DRMDisplay?) { watch.settle(drm) }

    /// The flips of the three transitions (the Next turn, the push, the swiped pop):
    /// their intervals against vkms's vblank period. All three, because a debug build's
    /// frame under TCG can take longer than the 0.25 s turn, which is then shown in one
    /// flip (3 flips in most runs, 1 once in CI).
    private func reportPacing(_ drm: DRMDisplay) {
        let stats = drm.statistics
        let period = drm.mode.framePeriod
        let ms = { (seconds: Double) in String(format: "%.3f ms", seconds * 1000) }
        let intervals = stats.flipIntervals
        log.info("pacing: \(stats.framesPresented) flips, mean \(intervals.count > 0 ? ms(intervals.mean) : "n.a."), "
                 + "min \(intervals.count > 0 ? ms(intervals.minimum) : "n.a."), max \(intervals.count > 0 ? ms(intervals.maximum) : "n.a.") "
                 + "over \(intervals.count) back-to-back intervals; vblank period \(stats.vblankPeriods.count > 0 ? ms(stats.vblankPeriods.mean) : "n.a.") "
                 + "(mode \(ms(period))); missed \(stats.missedVBlanks), late \(stats.framesLate), lost \(stats.lostFlips), refused \(stats.failedFlips)")
        log.expect(stats.framesPresented >= 3, "the turn, the push and the pop were shown in at least 3 flips", detail: "\(stats.framesPresented)")
        log.expect(stats.vblankPeriods.count > 0 && abs(stats.vblankPeriods.mean - period) < 0.001,
                   "the flips follow vkms's vblanks: period \(ms(period)) ± 1 ms",
                   detail: stats.vblankPeriods.count > 0 ? ms(stats.vblankPeriods.mean) : "no back-to-back flips")
        log.expect(intervals.count == 0 || intervals.minimum > period - 0.001,
                   "no two flips closer than a vblank period − 1 ms", detail: ms(intervals.minimum))
        log.expect(stats.lostFlips == 0 && stats.failedFlips == 0, "no flip lost or refused")
    }

    /// Reads back what scanout shows now: a DRM display's front buffer and, where the
    /// card has one, its writeback capture; a framebuffer's visible buffer.
    private func capture(_ moment: Capture.Moment, _ display: any Display) {
        var taken: [Capture] = []
        do {
            if let drm = display as? DRMDisplay {
                let front = drm.frontBuffer()
                log.expect(front.drawnFor != nil, "the front buffer holds a flipped frame")
                taken.append(Capture(moment: moment, source: "front buffer", image: ScanoutImage(front),
                                     rotation: drm.rotatesInPlane ? .degrees0 : drm.rotation))
                if drm.canCaptureScanout {
                    taken.append(Capture(moment: moment, source: "writeback", image: ScanoutImage(try drm.captureScanout()),
                                         rotation: drm.rotation))
                } else {
                    log.info("no writeback connector (\(drm.commitPath)): the front buffer only")
                }
            } else if let fbdev = display as? FBDevDisplay {
                taken.append(Capture(moment: moment, source: "framebuffer", image: try ScanoutImage(framebufferAt: fbdev.path),
                                     rotation: fbdev.rotation))
            }
        } catch {
            log.expect(false, "reading scanout back", detail: "\(error)")
        }
        captured.withLock { $0 += taken }
    }
}

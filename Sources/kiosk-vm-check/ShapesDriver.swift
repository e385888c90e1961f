import CoreGraphics
import Foundation
import Kiosk
import KioskDemos
import QuartzCore
import Raster

/// Drives the flip demo with one kind of panel after another, each plugged in after
/// the start (uinput, `TouchShape`), used and unplugged, and judges each by what
/// scanout showed: the front buffer's fingerprint must be the headless picture of
/// the state the gesture should leave (`ShapesReference`). Five panels turn the page
/// (5 → 10); a panel of the board's name without its trailing spaces must be
/// ignored, and a touch or press whose device is unplugged mid-touch must not fire
/// Next; a mouse-class panel opens the page and drags it back from the left edge.
final class ShapesDriver: Sendable {
    let watch: RuntimeWatch
    private let runtime: KioskRuntime
    private let log: CheckLog
    private let referenceFolder: String
    private let results: String
    private let started = MonotonicMediaClock().now
    /// How long a tap that must do nothing (on an ignored device) is given to do something.
    static let quietWait = 1.5

    @MainActor init(runtime: KioskRuntime, probe: FlipProbe, log: CheckLog, referenceFolder: String, results: String) {
        self.runtime = runtime
        watch = RuntimeWatch(runtime: runtime, probe: probe, log: log)
        self.log = log
        self.referenceFolder = referenceFolder
        self.results = results
    }

    /// The whole drive; stops the runtime at the end, whatever happened.
    func drive() {
        defer { watch.driveFinished() }
        guard watch.waitForFirstFrame(timeout: 120) else {
            log.expect(false, "the first frame is on the glass within 120 s")
            return
        }
        log.info("\(elapsed) first frame on the glass")
        guard let display = watch.onMain({ self.runtime.display }) else {
            log.expect(false, "the runtime says which display it opened")
            return
        }
        let (width, height) = (display.pixelWidth, display.pixelHeight)
        guard let reference = ShapesReference(loadingFrom: referenceFolder, width: width, height: height) else {
            log.expect(false, "the reference fingerprints \(ShapesReference.file(in: referenceFolder, width: width, height: height)) load",
                       detail: "run kiosk-vm-check shapes-reference --out \(referenceFolder) --size \(width)x\(height) first")
            return
        }
        let tour = FlipTour(screen: CGSize(width: width, height: height))
        let at = { (p: CGPoint) in (x: Double(p.x) / Double(width), y: Double(p.y) / Double(height)) }
        let next = at(tour.next), page = at(tour.page), edge = (from: at(tour.edgeSwipe.from), to: at(tour.edgeSwipe.to))
        let judge = Judge(watch: watch, log: log, display: display, reference: reference, results: results)

        judge.check("before any panel", state: FlipState(page: 5, depth: 1), picture: "page 5", since: MonotonicMediaClock().now)
        let turns: [(TouchShape, Int32)] = [(.resistive(), 0), (.protocolA, 0), (.protocolB, 6), (.absolutePointer, 0), (.pen, 0)]
        for (number, (shape, jitter)) in turns.enumerated() {
            use(shape, judge, gesture: jitter > 0 ? "a tap on Next trembling by \(jitter) units" : "a tap on Next",
                state: FlipState(page: 6 + number, depth: 1), picture: "page \(6 + number)") { device in
                try device.tap(x: next.x, y: next.y, jitterUnits: jitter)
            }
        }
        let stay = FlipState(page: 10, depth: 1)
        use(.resistive(name: TouchShape.panelName.trimmingCharacters(in: .whitespaces)), judge,
            gesture: "a tap on Next by a panel of the board's name without its trailing spaces (ignored)",
            state: stay, picture: "page 10", quiet: Self.quietWait) { device in
            try device.tap(x: next.x, y: next.y)
        }
        for shape in [TouchShape.resistive(), .absolutePointer] {
            use(shape, judge, gesture: "unplugged while pressing Next (cancelled, never a tap)",
                state: stay, picture: "page 10", quiet: 0) { device in
                let began = self.watch.touchesBegan
                try device.down(x: next.x, y: next.y)
                self.log.expect(self.watch.waitForTouches(beganMoreThan: began, timeout: 30),
                                "\(device.device.eventPath): the runtime took the finger down before the unplug")
                device.device.unplug()
            }
        }
        use(.mouseClassPanel, judge, gesture: "a click on the page", state: FlipState(page: 10, depth: 2),
            picture: "page 10 opened") { device in
            try device.tap(x: page.x, y: page.y)
        }
        use(.mouseClassPanel, judge, gesture: "a drag from the left edge, its first two moves sent with the press",
            state: FlipState(page: 10, depth: 1), picture: "page 10 after the swipe back") { device in
            try device.drag(from: edge.from, to: edge.to, steps: DemoDriver.swipeSteps, interval: DemoDriver.swipeInterval, burst: 2)
        }
    }

    /// Plugs `shape` in, waits until udev has classified it and the runtime's libinput
    /// has added it, runs `gesture`, and judges the screen. A gesture that must change
    /// nothing (`quiet`) is given `quiet` seconds to do something, and its device is
    /// unplugged before the judging (if the gesture did not unplug it); any other is
    /// judged first, then unplugged. Either way libinput must let the device go.
    private func use(_ shape: TouchShape, _ judge: Judge, gesture: String, state: FlipState, picture: String, quiet: Double? = nil,
                     _ body: (ShapeDevice) throws -> Void) {
        let start = MonotonicMediaClock().now
        let what = "\(shape.label): \(gesture)"
        let before = watch.inputDeviceCounts
        let device: ShapeDevice
        do {
            device = try ShapeDevice(shape)
        } catch {
            log.expect(false, "\(what): plugging it in through uinput", detail: "\(error)")
            return
        }
        let node = device.device.eventPath
        guard device.device.waitUntilTagged(shape.udevTag, timeout: 30) else {
            log.expect(false, "\(what): udev tagged \(node) \(shape.udevTag)")
            return
        }
        let tagged = MonotonicMediaClock().now
        guard watch.waitForInputDevices(addedMoreThan: before.added, timeout: 30) else {
            log.expect(false, "\(what): the runtime's libinput added \(node) within 30 s")
            return
        }
        log.info("\(elapsed) \(node): \(what) (udev tagged it \(seconds(tagged - start)) after the plug, "
                 + "libinput added it \(seconds(MonotonicMediaClock().now - tagged)) later)")
        do {
            try body(device)
        } catch {
            log.expect(false, "\(what): driving it through uinput", detail: "\(error)")
        }
        let unplug = {
            device.device.unplug()
            self.log.expect(self.watch.waitForInputDevices(removedMoreThan: before.removed, timeout: 30),
                            "\(node): the runtime's libinput removed it after the unplug")
        }
        if let quiet {
            Thread.sleep(forTimeInterval: quiet)
            unplug()
        }
        judge.check(what, state: state, picture: picture, since: start)
        if quiet == nil { unplug() }
    }

    private func seconds(_ value: Double) -> String { String(format: "%.2f s", value) }

    /// "[t+S.SS s]": the time since the driver started, for the log.
    private var elapsed: String { String(format: "[t+%.2f s]", MonotonicMediaClock().now - started) }
}

/// Judges the screen after a gesture: the demo's state, then what scanout shows.
private struct Judge {
    let watch: RuntimeWatch
    let log: CheckLog
    let display: any Display
    let reference: ShapesReference
    let results: String

    /// Waits for `state` (and the picture to settle), reads scanout back, and prints
    /// one "ok:"/"FAIL:" line saying which known picture the screen showed.
    func check(_ what: String, state: FlipState, picture: String, since start: Double) {
        let judging = MonotonicMediaClock().now
        let reached = watch.wait(until: state)
        let drm = display as? DRMDisplay
        watch.settle(drm)
        let now = watch.state
        let settled = MonotonicMediaClock().now
        let image: ScanoutImage
        do {
            if let drm {
                image = ScanoutImage(drm.frontBuffer())
            } else if let fbdev = display as? FBDevDisplay {
                image = try ScanoutImage(framebufferAt: fbdev.path)
            } else {
                log.expect(false, "\(what): a DRM or fbdev display to read back")
                return
            }
        } catch {
            log.expect(false, "\(what): reading scanout back", detail: "\(error)")
            return
        }
        let fingerprint = image.fingerprint
        let shown = reference.name(of: fingerprint, expected: picture)
        let end = MonotonicMediaClock().now
        let took = String(format: "%.1f s from the plug; state and settling %.1f s, read-back %.1f s", end - start,
                          settled - judging, end - settled)
        let measured = "the screen showed \(shown ?? "none of the known pictures (fingerprint \(String(fingerprint, radix: 16)))"), "
            + "the demo is on \(now) (\(took))"
        log.expect(reached && shown == picture, "\(what): \(measured)", detail: "expected \(picture), \(state)")
        guard shown != picture else { return }
        let file = "\(results)/shapes-\(picture.replacingOccurrences(of: " ", with: "-"))-actual.png"
        do {
            try FileManager.default.createDirectory(atPath: results, withIntermediateDirectories: true)
            try PNGCodec.write(image.bitmap().view, to: file)
            log.info("wrote \(file)")
        } catch {
            log.info("could not write \(file): \(error)")
        }
    }
}

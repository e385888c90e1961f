import Foundation
import Kiosk
import QuartzCore
import Raster

/// `demo`: the flip demo end to end on a real display. `KioskRuntime` runs it in this
/// process (libinput's udev seat for input) while a `DemoDriver` thread touches it
/// through uinput and reads scanout back; after the runtime has stopped (by the
/// driver's SIGTERM, exit status 0), the same touches on a `HeadlessScreen` give the
/// reference, which every capture must equal on all colour bits (tolerance 0; for
/// RGB565 the reference is first cut to 5-6-5). A mismatch writes
/// NAME-MOMENT-SOURCE-{actual,expected,diff}.png into the results folder.
@MainActor struct DemoCheck {
    let display: DisplaySelection
    let rotation: Rotation
    let results: String
    let name: String
    /// Where `kiosk-vm-check flip-reference` left the reference pictures, if anywhere.
    let referenceFolder: String?
    let log = CheckLog()

    init(_ options: Options) throws(UsageError) {
        let text = options.string("--display", default: "drm")
        do {
            display = try KioskOptions.parseDisplay(text)
            rotation = try KioskOptions.parseRotation(options.string("--rotate", default: "0"))
        } catch {
            throw UsageError(message: error.description)
        }
        guard let kind = display.backend, [DRMBackend.name, FBDevBackend.name].contains(kind) else {
            throw UsageError(message: "--display \(text): use drm[:PATH] or fbdev[:PATH]")
        }
        results = options.string("--results", default: "/results")
        referenceFolder = options.string("--reference")
        name = options.string("--name", default: "\(kind)-\(rotation.rawValue)")
    }

    func run() -> Int32 {
        var options = KioskOptions()
        options.display = display
        options.input = .libinput
        options.rotation = rotation
        let runtime = KioskRuntime(options: options)
        let probe = FlipProbe()
        let driver = DemoDriver(runtime: runtime, probe: probe, rotation: rotation, log: log)
        runtime.onFirstFramePresented = { driver.firstFrameShown() }
        Thread { driver.drive() }.start()
        let start = MonotonicMediaClock().now
        let status: Int32?
        do {
            status = try runtime.run(rootViewController: probe.navigation)
        } catch {
            log.expect(false, "the runtime runs the demo", detail: error.description)
            status = nil
        }
        driver.runtimeReturned()
        log.expect(driver.waitUntilFinished(timeout: 30), "the driver finished")
        log.info(String(format: "the runtime ran %.2f s", MonotonicMediaClock().now - start))
        guard let status, let target = runtime.display else { return 1 }
        log.expect(status == 0, "the runtime stopped by SIGTERM returned exit status 0", detail: "\(status)")
        // Touch to glass (issue 19 item 6): each uinput touch's kernel timestamp to the
        // frame that showed it, in frames of the display's vblank period where it gave one.
        if let latencies = runtime.statistics?.inputLatencies, latencies.count > 0 {
            let periods = target.statistics.vblankPeriods
            let period = periods.count > 0 ? periods.mean : 1.0 / 60
            log.info(String(format: "input latency: mean %.2f ms (%.2f frames of %.3f ms), max %.2f ms, over %d touches",
                            latencies.mean * 1000, latencies.mean / period, period * 1000, latencies.maximum * 1000,
                            latencies.count))
        } else {
            log.info("input latency: no touch was matched to a frame")
        }

        let referenceStart = MonotonicMediaClock().now
        let reference: FlipReference
        if let folder = referenceFolder,
           let loaded = FlipReference(loadingFrom: folder, width: target.pixelWidth, height: target.pixelHeight) {
            reference = loaded
            log.info("headless reference drawn beforehand: \(FlipReference.files(in: folder, width: target.pixelWidth, height: target.pixelHeight))")
        } else {
            reference = FlipReference(width: target.pixelWidth, height: target.pixelHeight, log: log)
            log.info(String(format: "headless reference drawn in %.2f s", MonotonicMediaClock().now - referenceStart))
        }
        let captures = driver.captures
        log.expect(captures.contains { $0.moment == .afterNext } && captures.contains { $0.moment == .afterPop },
                   "scanout was read back after the turn and after the pop", detail: "\(captures.count) captures")
        for capture in captures {
            let (picture, moment) = capture.moment == .afterNext ? (reference.afterNext, "after Next") : (reference.afterPop, "after the pop")
            let expected = capture.image.packing(picture, rotation: capture.rotation)
            let difference = capture.image.difference(from: expected)
            log.expect(difference.count == 0,
                       "\(moment): the \(capture.source) (\(capture.image.width)x\(capture.image.height), "
                       + "\(capture.image.bitsPerPixel) bpp) equals the headless rendering on every colour bit",
                       detail: "\(difference.count) pixels differ, first \(difference.first ?? "")")
            if difference.count > 0 {
                let file = "\(name)-\(moment == "after Next" ? "next" : "pop")-\(capture.source.replacingOccurrences(of: " ", with: "-"))"
                do {
                    try capture.image.writeMismatch(expected: expected, named: file, into: results)
                    log.info("wrote \(results)/\(file)-{actual,expected,diff}.png")
                } catch {
                    log.info("could not write the mismatch PNGs: \(error)")
                }
            }
        }
        log.info("== \(name): \(log.failures) failure(s)")
        return log.exitCode
    }
}

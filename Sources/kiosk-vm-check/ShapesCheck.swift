import Foundation
import Kiosk
import QuartzCore

/// `shapes`: the flip demo through `KioskRuntime` with a board file (its `[touch]`
/// names the panel), touched by one kind of panel after another (`ShapesDriver`),
/// each judged by what scanout showed. The runtime is stopped by the driver's
/// SIGTERM and must return exit status 0.
@MainActor struct ShapesCheck {
    let board: BoardFile
    let results: String
    let referenceFolder: String
    let log = CheckLog()

    init(_ options: Options) throws(UsageError) {
        guard let path = options.string("--board") else { throw UsageError(message: "shapes needs --board FILE") }
        guard let folder = options.string("--reference") else { throw UsageError(message: "shapes needs --reference DIR") }
        do {
            board = try BoardFile.load(path)
        } catch {
            throw UsageError(message: "--board \(path): \(error)")
        }
        referenceFolder = folder
        results = options.string("--results", default: "/results")
    }

    func run() -> Int32 {
        var options = KioskOptions(board: board)
        options.input = .libinput
        let runtime = KioskRuntime(options: options)
        let probe = FlipProbe()
        let driver = ShapesDriver(runtime: runtime, probe: probe, log: log, referenceFolder: referenceFolder, results: results)
        runtime.onFirstFramePresented = { driver.watch.firstFrameShown() }
        Thread { driver.drive() }.start()
        let start = MonotonicMediaClock().now
        let status: Int32?
        do {
            status = try runtime.run(rootViewController: probe.navigation)
        } catch {
            log.expect(false, "the runtime runs the demo", detail: error.description)
            status = nil
        }
        driver.watch.runtimeReturned()
        log.expect(driver.watch.waitUntilFinished(timeout: 30), "the driver finished")
        log.info(String(format: "the runtime ran %.2f s", MonotonicMediaClock().now - start))
        if let status { log.expect(status == 0, "the runtime stopped by SIGTERM returned exit status 0", detail: "\(status)") }
        log.info("== shapes: \(log.failures) failure(s)")
        return status == nil ? 1 : log.exitCode
    }
}

import ArgumentParser
import Foundation
@_spi(KioskRuntime) import Kiosk
import KioskDemos

/// `kiosk-soak`: plays every demo's tour and mixed navigation, view-transition and
/// CATransition loops on a headless screen for a given number of transitions, and
/// fails when memory or descriptors grow after warm-up.
@main
struct KioskSoak: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "kiosk-soak",
        abstract: "Plays transitions for hours of virtual time and fails if memory or descriptors grow.",
        discussion: """
        On a headless screen and the virtual clock, plays every demo's tour (or those --demo names), then rounds of 37 \
        transitions (9 navigation, 14 UIView, 14 CATransition), playing the tours again every \
        --tours-every transitions. RSS (/proc/self/statm) and open descriptors (/proc/self/fd) \
        are sampled at the start, after --warm-up transitions and every --report-every transitions. \
        Exits 1 when RSS grows more than --rss-bound MB after warm-up and stays so (every later sample as high), when descriptors grow at all, \
        or when the tables of the main actor and the renderer are not as after warm-up.
        """)

    @Option(help: "Transitions to play (whole rounds of 37; at least one round).")
    var transitions = 20_000

    @Option(help: ArgumentHelp("The screen in points, each side 16…8192.", valueName: "WxH"))
    var size = "768x1024"

    @Option(help: "Transitions played before the reference sample (default: a tenth, at most 2000).")
    var warmUp: Int?

    @Option(help: "Transitions between samples (default: a tenth of --transitions).")
    var reportEvery: Int?

    @Option(help: "Transitions between two plays of every demo's tour.")
    var toursEvery = 5_000

    @Option(help: "Megabytes RSS may grow after warm-up.")
    var rssBound = 2.0

    @Option(name: .customLong("demo"), help: ArgumentHelp("Play only this demo's tour (repeat for several; default: every demo).",
                                                          valueName: "NAME"))
    var demoNames: [String] = []

    func validate() throws {
        guard transitions >= 1 else { throw ValidationError("--transitions must be at least 1 (got \(transitions)).") }
        for (flag, value) in [("--warm-up", warmUp), ("--report-every", reportEvery), ("--tours-every", toursEvery)] {
            if let value, value < 1 { throw ValidationError("\(flag) must be at least 1 (got \(value)).") }
        }
        guard rssBound.isFinite, rssBound >= 0 else { throw ValidationError("--rss-bound must be a number of megabytes ≥ 0 (got \(rssBound)).") }
        _ = try screenSize()
        _ = try demos()
    }

    /// The demos whose tours the soak plays: those named by --demo, or every demo.
    func demos() throws -> [Demo] {
        guard !demoNames.isEmpty else { return Demos.all }
        return try demoNames.map { name in
            guard let demo = Demos.named(name) else {
                throw ValidationError("--demo: no demo is called '\(name)'; the demos are: \(Demos.all.map(\.name).joined(separator: ", ")).")
            }
            return demo
        }
    }

    /// `--size` as a headless display size, checked as `--display headless:WxH` is.
    func screenSize() throws -> (width: Int, height: Int) {
        var options = KioskOptions()
        options.display = (try? KioskOptions.parseDisplay("headless:\(size)")) ?? .automatic
        guard options.display != .automatic, let (width, height) = options.headlessSize else {
            throw ValidationError("--size must be WIDTHxHEIGHT in points, each 16…8192 (got \"\(size)\"), e.g. --size 768x1024.")
        }
        return (width, height)
    }

    func run() throws {
        let (width, height) = try screenSize()
        // The allocator as `kiosk run` sets it: frame-sized blocks mapped on their own.
        // Left to glibc, such blocks come from the render thread's arena after the first
        // is freed, and its top keeps up to two of them resident (+3 and +6 MB at
        // 768×1024 in CI, the heap in use flat), which malloc_trim does not give back.
        // The pixel block pool keeps the few a transition makes again, as in a run.
        LargeBlockAllocation.mapLargeBlocks()
        let soak = Soak(width: width, height: height, transitions: transitions,
                        warmUp: warmUp ?? min(2000, max(transitions / 10, 1)),
                        reportEvery: reportEvery ?? max(transitions / 10, 1), toursEvery: toursEvery, demos: try demos())
        FileHandle.standardOutput.write(Data((SoakReport.header(width: width, height: height, transitions: transitions,
                                                                boundMB: rssBound, tours: demoNames.isEmpty ? nil : demoNames)
                                              + "\n").utf8))
        let samples: [Soak.Sample]
        do {
            samples = try MainActor.assumeIsolated {
                var warm: Soak.Sample?
                return try soak.run { sample in
                    FileHandle.standardOutput.write(Data((SoakReport.row(sample, warm: warm) + "\n").utf8))
                    if sample.stage == "warm-up" { warm = sample }
                }
            }
        } catch {
            FileHandle.standardError.write(Data("kiosk-soak: \(error)\n".utf8))
            throw ExitCode(1)
        }
        if let summary = SoakReport.summary(samples) { print(summary) }
        let failures = SoakReport.failures(samples, boundMB: rssBound)
        for failure in failures { FileHandle.standardError.write(Data("kiosk-soak: FAIL: \(failure)\n".utf8)) }
        guard failures.isEmpty else { throw ExitCode(1) }
        print("kiosk-soak: PASS")
    }
}

import ArgumentParser
import Foundation
import Kiosk
import KioskDemos

extension KioskCommand {
    /// `kiosk demo`: run a built-in demo. With no display device it plays the demo's
    /// tour on the headless display and writes a recording.
    struct Demo: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Run a built-in demo (see --list).",
            discussion: """
                On the headless display (the default where there is no display device) the \
                demo's tour plays on a virtual clock and is recorded to kiosk-demo-NAME.png \
                unless --record says otherwise.
                """
        )

        @Argument(help: "The demo to run (default: the first one listed).")
        var name: String?

        @Flag(help: "List the demos and exit.")
        var list = false

        @OptionGroup var runtime: RuntimeOptions

        func validate() throws {
            _ = try runtime.validated()
            if !list { _ = try demo() }
        }

        /// The demo named, or the first; an error listing the demos otherwise.
        func demo() throws -> KioskDemos.Demo {
            let names = Demos.all.map(\.name)
            let available = names.isEmpty ? "no demos are built in" : "the demos are: \(names.joined(separator: ", "))"
            guard let name = name ?? names.first else {
                throw ValidationError("no demo to run: \(available)")
            }
            guard let demo = Demos.named(name) else {
                throw ValidationError("unknown demo '\(name)': \(available); see 'kiosk demo --list'")
            }
            return demo
        }

        func run() throws {
            if list {
                if Demos.all.isEmpty { print("no demos are built in") }
                for demo in Demos.all { print("\(demo.name)\t\(demo.summary)") }
                return
            }
            let demo = try demo()
            var options = try runtime.validated()
            options.tour = demo.tour
            // The runtime chooses again and logs the choice; this one only decides the recording.
            if DisplayChoice.choose(options.display).display.backend == HeadlessBackend.name, options.recordURL == nil,
               options.dumpFramesURL == nil {
                options.recordURL = URL(fileURLWithPath: "kiosk-demo-\(demo.name).png")
            }
            print("kiosk: running demo '\(demo.name)' (\(demo.summary))")
            let status = KioskCommand.launch(options: options, root: demo.makeRootViewController)
            if status != 0 { throw ExitCode(status) }
        }
    }
}

import ArgumentParser
import Kiosk
import KioskDemos
import UIKit

extension KioskCommand {
    /// `kiosk run`: the kiosk app itself, a launcher with one button per demo.
    struct Run: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Run the kiosk app: a launcher with one button per built-in demo."
        )

        @OptionGroup var runtime: RuntimeOptions

        func validate() throws { _ = try runtime.validated() }

        func run() throws {
            let options = try runtime.validated()
            let status = KioskCommand.launch(options: options) { DemoLauncherViewController(demos: Demos.all) }
            if status != 0 { throw ExitCode(status) }
        }
    }
}

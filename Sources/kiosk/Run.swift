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
            let status = MainActor.assumeIsolated {
                // Under systemd: a crash loop shows the board's fallback image while it backs off.
                let crashLoop = CrashLoopLaunch()
                let status = KioskCommand.launch(options: options) {
                    crashLoop.root(board: options.board) { DemoLauncherViewController(demos: Demos.all) }
                }
                if status == 0 { crashLoop.stoppedInOrder() }
                return status
            }
            if status != 0 { throw ExitCode(status) }
        }
    }
}

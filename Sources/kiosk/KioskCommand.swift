import ArgumentParser
import Foundation
import Kiosk
import UIKit

/// `kiosk`: run Kiosk demos and apps on a display.
struct KioskCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "kiosk",
        abstract: "Run UIKit-style apps and demos straight on a Linux display.",
        discussion: """
            With no display device (as in CI), demos run on the headless display and \
            write what they showed to an animated PNG.
            """,
        version: "0.1.0",
        subcommands: [Demo.self, Run.self, Devices.self, Board.self, Ctl.self],
        defaultSubcommand: Demo.self
    )

    /// Runs the root view controller `root` makes with `options` on the main actor
    /// (ArgumentParser calls `run()` on the main thread), reports the recording, and
    /// returns the exit status. Runtime errors become a message and status 1.
    static func launch(options: KioskOptions, root: @escaping @MainActor () -> UIViewController) -> Int32 {
        MainActor.assumeIsolated {
            let runtime = KioskRuntime(options: options)
            let status: Int32
            do {
                status = try runtime.run(rootViewController: root())
            } catch {
                FileHandle.standardError.write(Data("kiosk: \(error)\n".utf8))
                return 1
            }
            if let recording = runtime.recording {
                if let path = recording.recordingPath {
                    print("kiosk: wrote \(count(recording.recordedFrames, "frame")) to \(URL(fileURLWithPath: path).standardizedFileURL.path)")
                }
                if recording.droppedFrames > 0 {
                    print("kiosk: the recording missed \(count(recording.droppedFrames, "frame")) of \(recording.framesReceived + recording.droppedFrames) "
                          + "while its encoder was behind (the display's frames were not slowed)")
                }
                if let folder = recording.dumpDirectory {
                    print("kiosk: wrote \(count(recording.dumpedFrames, "frame PNG")) to \(URL(fileURLWithPath: folder).standardizedFileURL.path)")
                }
            }
            return status
        }
    }

    /// "1 frame", "2 frames".
    private static func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
}

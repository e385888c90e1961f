import ArgumentParser

/// `kiosk`: run Kiosk demos and apps on a display.
@main
struct KioskCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "kiosk",
        abstract: "Run UIKit-style apps and demos straight on a Linux display.",
        discussion: """
            With no display device (as in CI), demos run on the headless display and \
            write what they showed to a PNG file.
            """,
        version: "0.1.0",
        subcommands: [Demo.self, Devices.self, Board.self],
        defaultSubcommand: Demo.self
    )
}

import ArgumentParser
import Foundation
import Kiosk

extension KioskCommand {
    /// `kiosk board`: work with board files.
    struct Board: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Check and list board files.",
            subcommands: [Check.self, List.self]
        )

        /// `kiosk board check FILE`: read a board file as `kiosk run` would, and check
        /// what a run checks before it opens a device.
        struct Check: ParsableCommand {
            static let configuration = CommandConfiguration(
                abstract: "Validate a board file.",
                discussion: """
                    Reads the file, loads its fonts and its fallback image and works out the framebuffer as `kiosk run --board FILE` \
                    would. Prints "ok: FILE (board NAME)" (and, with --display headless or auto, the headless \
                    framebuffer, and when the board dims or blanks the screen, when), or every problem as FILE:LINE: FIELD: what is wrong; allowed: … and exits 1. \
                    A [touch] device the file names that is not plugged in now gets a warning (exit 0). \
                    FILE may also be the name of an installed board.
                    """
            )

            @Argument(help: "The board file (a path), or a board's name.")
            var file: String

            @Option(help: "Check against this --display as a run would take it (headless:WIDTHxHEIGHT, auto, drm, fbdev).")
            var display: String?

            func run() throws {
                do {
                    let board = try BoardFile.load(file)
                    try board.checkFonts()
                    let fallback = try board.loadFallbackImage()
                    let options = try KioskOptions.parse(board: board, display: display)
                    var summary = "ok: \(board.path) (board \(board.name))"
                    if let size = options.headlessSize {
                        let framebuffer = try options.headlessFramebuffer(width: size.width, height: size.height)
                        let scale = options.scale == options.scale.rounded() ? "\(Int(options.scale))" : "\(options.scale)"
                        summary += "\nheadless \(size.width)x\(size.height) points at scale \(scale): \(framebuffer) pixels"
                    }
                    if board.power.isEnabled {
                        let light = board.power.backlight.map { "backlight \($0)" } ?? "the first backlight found"
                        summary += "\npower: \(board.power.summary); \(light)"
                    }
                    if let fallback, let image = board.fallbackImage {
                        summary += "\nfallback image: \(image) (\(fallback.width)x\(fallback.height) pixels)"
                    }
                    print(summary)
                    let (_, devices) = InputDeviceSurvey.devices(seat: board.touch.seat)
                    if let warning = board.touch.absenceWarning(file: board.path, among: devices) {
                        FileHandle.standardError.write(Data("\(warning)\n".utf8))
                    }
                } catch {
                    FileHandle.standardError.write(Data("\(error)\n".utf8))
                    throw ExitCode.failure
                }
            }
        }

        /// `kiosk board list`: the boards `--board NAME` can name.
        struct List: ParsableCommand {
            static let configuration = CommandConfiguration(abstract: "List the boards found, and where Kiosk looks.")

            func run() {
                print("Boards are looked for in: " + BoardFile.searchDirectories.joined(separator: ", "))
                for name in BoardFile.availableNames() {
                    let summary = (try? BoardFile.named(name))?.summary.map { "\t\($0)" } ?? "\t(does not parse: run kiosk board check \(name))"
                    print(name + summary)
                }
            }
        }
    }
}

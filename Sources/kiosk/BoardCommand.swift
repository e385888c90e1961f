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

        /// `kiosk board check FILE`: read a board file as `kiosk run` would.
        struct Check: ParsableCommand {
            static let configuration = CommandConfiguration(
                abstract: "Validate a board file.",
                discussion: """
                    Prints "ok: FILE (board NAME)", or every problem as FILE:LINE: FIELD: what is wrong; \
                    allowed: … and exits 1. FILE may also be the name of an installed board.
                    """
            )

            @Argument(help: "The board file (a path), or a board's name.")
            var file: String

            func run() throws {
                do {
                    let board = try BoardFile.load(file)
                    print("ok: \(board.path) (board \(board.name))")
                } catch {
                    FileHandle.standardError.write(Data((error.description + "\n").utf8))
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

import ArgumentParser
import Foundation
import Kiosk

extension KioskCommand {
    /// `kiosk ctl COMMAND …`: one request to a running kiosk over its control socket.
    struct Ctl: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Ask a running kiosk for its status, or drive it remotely.",
            discussion: """
                Commands: \(ControlRequest.usage). Sends one request to the kiosk's control socket \
                and prints its reply; exits 1 when the kiosk answers with an error or cannot be reached. \
                Relative paths are taken from this folder.
                """
        )

        @Option(help: "The control socket of the run (kiosk run --control-socket).")
        var socket = ControlSocket.defaultPath

        @Argument(help: "The command and its arguments, e.g. status, or tap 100,200.")
        var words: [String]

        func run() throws {
            let request = Self.absolutePaths(words).joined(separator: " ")
            if case .failure(let error) = ControlRequest.parse(request) {
                FileHandle.standardError.write(Data("kiosk ctl: \(error)\n".utf8))
                throw ExitCode.failure
            }
            let reply: String
            do {
                reply = try ControlClient.send(request, to: socket)
            } catch {
                FileHandle.standardError.write(Data("kiosk ctl: \(error) (is kiosk running, with this --control-socket, and may you open it?)\n".utf8))
                throw ExitCode.failure
            }
            print(reply, terminator: reply.hasSuffix("\n") ? "" : "\n")
            if !reply.hasPrefix("ok") { throw ExitCode.failure }
        }

        /// `words` with the file of screenshot and script made absolute: the kiosk's folder is not ours.
        static func absolutePaths(_ words: [String]) -> [String] {
            guard words.count == 2, ["screenshot", "script"].contains(words[0]), !words[1].hasPrefix("/") else { return words }
            return [words[0], FileManager.default.currentDirectoryPath + "/" + words[1]]
        }
    }
}

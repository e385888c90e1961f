import Foundation

extension BoardFile {
    /// The folder of installed board files (`make install`-style layouts put the
    /// repository's board/*.board here).
    public static let installedDirectory = "/usr/share/kiosk/board"
    /// The folder for a machine's own boards, searched first so they can override.
    public static let localDirectory = "/etc/kiosk/board"

    /// Where `named(_:)` looks, in order: /etc/kiosk/board, /usr/share/kiosk/board, and
    /// when the running program was built in a checkout of Kiosk (it sits under a folder
    /// holding Package.swift and board/), that checkout's board/ folder.
    public static var searchDirectories: [String] {
        [localDirectory, installedDirectory] + (checkoutBoardDirectory.map { [$0] } ?? [])
    }

    /// The board called `name`: `<name>.board` in the first of `directories` that has it.
    public static func named(_ name: String, in directories: [String] = searchDirectories) throws(BoardFileErrors) -> BoardFile {
        for directory in directories {
            let path = directory + "/" + name + ".board"
            if FileManager.default.fileExists(atPath: path) { return try BoardFile(contentsOf: path) }
        }
        let known = availableNames(in: directories)
        throw BoardFileErrors([BoardFileError(
            file: name + ".board", line: nil, field: nil,
            problem: "no board named \"\(name)\" in " + directories.joined(separator: ", "),
            allowed: known.isEmpty ? "no boards were found there" : known.joined(separator: ", "))])
    }

    /// A board by name, or the board file at a path when the argument holds a "/" or
    /// ends in ".board" (what `kiosk run --board` takes).
    public static func load(_ nameOrPath: String) throws(BoardFileErrors) -> BoardFile {
        if nameOrPath.contains("/") || nameOrPath.hasSuffix(".board") {
            return try BoardFile(contentsOf: nameOrPath)
        }
        return try named(nameOrPath)
    }

    /// The names of the board files in `directories`, sorted, each once.
    public static func availableNames(in directories: [String] = searchDirectories) -> [String] {
        let names = directories.flatMap { directory in
            ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? [])
                .filter { $0.hasSuffix(".board") }
                .map { String($0.dropLast(".board".count)) }
        }
        return Set(names).sorted()
    }

    /// The board/ folder of the checkout the running executable was built in, if any:
    /// the nearest folder above /proc/self/exe with Package.swift and board/.
    static var checkoutBoardDirectory: String? {
        guard let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") else { return nil }
        var folder = URL(fileURLWithPath: executable).deletingLastPathComponent()
        while folder.path != "/" {
            let board = folder.appendingPathComponent("board").path
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path),
               FileManager.default.fileExists(atPath: board, isDirectory: &isDirectory), isDirectory.boolValue {
                return board
            }
            folder.deleteLastPathComponent()
        }
        return nil
    }
}

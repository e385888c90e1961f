import Foundation
@testable import Kiosk
import Testing

/// A board file's text as editors write it: CR LF line ends and a byte-order mark read
/// as LF does; parsing goes through the keys once; a file is read only within its limit.
@Suite struct BoardFileSyntaxTests {
    /// The messages parsing `text` as "b.board" gives (empty when it parses).
    func messages(_ text: String) -> [String] {
        do {
            _ = try BoardFile.parse(text, file: "b.board")
            return []
        } catch {
            return error.errors.map(\.description)
        }
    }

    /// Everything a parsed board holds, as text, to compare two parses.
    func contents(_ board: BoardFile) -> String {
        "\(board.name) \(board.summary ?? "-") \(board.display.backend) \(board.display.dotsPerInch ?? 0) "
            + "\(board.touch) \(board.fonts) \(board.lines.sorted { $0.key < $1.key })"
    }

    static func temporaryPath(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("kiosk-board-syntax-\(getpid())-\(name)").path
    }

    @Test func crlfAndAByteOrderMarkReadAsLF() throws {
        let lf = try String(contentsOfFile: BoardFileTests.boardDirectory + "/pinephone.board", encoding: .utf8)
        let crlf = lf.replacingOccurrences(of: "\n", with: "\r\n")
        let board = try BoardFile.parse(lf, file: "p.board")
        #expect(board.lines["[display] mode"] == 17 && board.lines["[touch] name"] == 23)
        for text in [crlf, "\u{FEFF}" + lf, "\u{FEFF}" + crlf] {
            #expect(contents(try BoardFile.parse(text, file: "p.board")) == contents(board))
        }
        // Errors name the same lines.
        let wrong = "name = b\n# a comment\n[display]\nbackend = drm\nrotation = 45\n[touch]\nseat = Seat 1\n"
        let expected = [
            "b.board:5: [display] rotation: \"45\" is not a rotation; allowed: 0, 90, 180, 270 (degrees clockwise)",
            "b.board:7: [touch] seat: \"Seat 1\" is not a seat name; allowed: a udev seat such as seat0",
        ]
        #expect(messages(wrong) == expected)
        #expect(messages(wrong.replacingOccurrences(of: "\n", with: "\r\n")) == expected)
        #expect(messages("\u{FEFF}" + wrong.replacingOccurrences(of: "\n", with: "\r\n")) == expected)
    }

    /// 100 000 keys in one section: every one is looked up once (the check for a key
    /// set twice used to read all the keys before it, 5·10⁹ comparisons here).
    @Test func aHundredThousandKeysAreEachCheckedOnce() {
        let unknown = "name = b\n[display]\nbackend = drm\n" + (0..<100_000).map { "key\($0) = \($0)\n" }.joined()
        let errors = messages(unknown)
        #expect(errors.count == 100_000)
        #expect(errors.first?.hasPrefix("b.board:4: [display] key0: unknown key; allowed: backend, device, ") == true)
        #expect(errors.last?.hasPrefix("b.board:100003: [display] key99999: unknown key; allowed: backend, device, ") == true)
        let repeated = "name = b\n[display]\nbackend = drm\n" + String(repeating: "rotation = 90\n", count: 100_000)
        let twice = messages(repeated)
        #expect(twice.count == 99_999)
        #expect(twice.last == "b.board:100003: [display] rotation: set twice (first on line 4); allowed: each key once per section")
    }

    @Test func aBoardFileOverTheLimitIsRefusedUnread() throws {
        let path = Self.temporaryPath("huge.board")
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: UInt64(BoardFile.maximumFileSize + 1))
        try handle.close()
        let error = #expect(throws: BoardFileErrors.self) { try BoardFile(contentsOf: path) }
        #expect(error?.description == "\(path): is 4194305 bytes; a board file may be at most 4194304 bytes (4 MiB)")
    }
}

import Foundation
@testable import Kiosk
import Testing

/// Text files read whole only within their limit, with the reason in words otherwise.
@Suite struct TextFileTests {
    static func write(_ text: String, name: String) -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("kiosk-textfile-\(getpid())-\(name)").path
        _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
        return path
    }

    @Test func aFileOfExactlyTheLimitIsReadAndOneByteMoreIsNot() throws {
        let exact = Self.write("0123456789", name: "exact"), over = Self.write("0123456789A", name: "over")
        defer { for path in [exact, over] { try? FileManager.default.removeItem(atPath: path) } }
        #expect(try TextFile.read(exact, limit: 10, kind: "a note") == "0123456789")
        #expect(throws: TextFile.Problem(reason: "is 11 bytes; a note may be at most 10 bytes")) {
            try TextFile.read(over, limit: 10, kind: "a note")
        }
    }

    @Test func missingUnreadableAndBinaryFilesSaySo() throws {
        #expect(throws: TextFile.Problem(reason: "no such file")) { try TextFile.read("/nonexistent/x", limit: 10, kind: "a note") }
        #expect(throws: TextFile.Problem(reason: "cannot be read")) { try TextFile.read("/", limit: 10, kind: "a note") }
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("kiosk-textfile-\(getpid())-binary").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        _ = FileManager.default.createFile(atPath: path, contents: Data([0x61, 0xFF, 0xFE]))
        #expect(throws: TextFile.Problem(reason: "is not UTF-8 text")) { try TextFile.read(path, limit: 10, kind: "a note") }
    }
}

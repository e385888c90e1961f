import Foundation

/// A text file people write (a board file, a touch script), read whole once its size
/// is known to be within a limit: a huge file, or a device or pipe that never ends,
/// is refused before memory goes to it.
enum TextFile {
    /// Why a text file could not be read, in words that follow its path:
    /// "no such file", "is not UTF-8 text", "is 24000000 bytes; a touch script may be …".
    struct Problem: Error, Equatable {
        let reason: String
    }

    /// The UTF-8 text of the file at `path`, at most `limit` bytes; `kind` ("a touch
    /// script") names what the file is in the message when it is larger.
    static func read(_ path: String, limit: Int, kind: String) throws(Problem) -> String {
        let tooLarge = { (size: String) in
            Problem(reason: "is \(size) bytes; \(kind) may be at most \(limit) bytes\(Self.inUnits(limit))")
        }
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        if attributes?[.type] as? FileAttributeType == .typeRegular,
           let size = (attributes?[.size] as? NSNumber)?.intValue, size > limit {
            throw tooLarge(String(size))
        }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw Problem(reason: FileManager.default.fileExists(atPath: path) ? "cannot be read" : "no such file")
        }
        defer { try? handle.close() }
        let data: Data
        do {
            data = try handle.read(upToCount: limit + 1) ?? Data()
        } catch {
            throw Problem(reason: "cannot be read")
        }
        // A file that grew since, or a device or pipe: more than the limit came.
        guard data.count <= limit else { throw tooLarge("more than \(limit)") }
        guard let text = String(data: data, encoding: .utf8) else { throw Problem(reason: "is not UTF-8 text") }
        return text
    }

    /// " (16 MiB)", " (512 KiB)", or nothing for a size that is neither.
    private static func inUnits(_ bytes: Int) -> String {
        if bytes > 0, bytes % (1 << 20) == 0 { return " (\(bytes >> 20) MiB)" }
        if bytes > 0, bytes % (1 << 10) == 0 { return " (\(bytes >> 10) KiB)" }
        return ""
    }
}

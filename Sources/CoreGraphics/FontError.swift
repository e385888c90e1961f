/// A font file that could not be loaded, naming the file and what is wrong with it.
public struct FontError: Error, CustomStringConvertible, Equatable {
    /// The file that was asked for.
    public let path: String
    /// Why it could not be used, in words (FreeType's error among them).
    public let reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "\(path): \(reason)" }
}

extension FontError {
    /// The error for a FreeType failure `code` while opening `path`, in words. `start`,
    /// the file's first bytes, tells a damaged font (one with a font file's signature)
    /// from a file that is no font at all. FreeType on Debian is built without its error
    /// strings, so the common codes (fterrdef.h) are named here and the rest are numbers.
    static func freeType(_ code: Int32, path: String, start: some Sequence<UInt8>) -> FontError {
        let name = "FreeType: " + freeTypeName(code)
        switch code {
        case 0x01: return FontError(path: path, reason: "cannot open the file (\(name))")
        case 0x40: return FontError(path: path, reason: "out of memory while loading the font (\(name))")
        default:
            let kind = startsLikeAFont(start) ? "truncated or corrupt font file" : "not a font file"
            return FontError(path: path, reason: "\(kind) (\(name))")
        }
    }

    /// FreeType's name for the error `code`, in words.
    static func freeTypeName(_ code: Int32) -> String {
        switch code {
        case 0x01: "cannot open resource"
        case 0x02: "unknown file format"
        case 0x03: "broken file"
        case 0x08, 0x09: "invalid table or offset"
        case 0x0A: "array too large"
        case 0x14, 0x15: "invalid outline"
        case 0x40: "out of memory"
        case 0x51...0x58: "read past the end or an invalid frame"
        default: "error 0x" + String(code, radix: 16, uppercase: true)
        }
    }

    /// Whether `bytes` start with a TrueType, OpenType, collection or WOFF signature.
    static func startsLikeAFont(_ bytes: some Sequence<UInt8>) -> Bool {
        let tags: [[UInt8]] = [[0, 1, 0, 0]] + ["OTTO", "true", "typ1", "ttcf", "wOFF", "wOF2"].map { Array($0.utf8) }
        return tags.contains(Array(bytes.prefix(4)))
    }
}

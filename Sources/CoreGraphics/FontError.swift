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
    /// The error for a FreeType failure `code` while opening `path`, in words.
    /// FreeType on Debian is built without its error strings, so the common codes
    /// (fterrdef.h) are spelled here and the rest are shown as numbers.
    static func freeType(_ code: Int32, path: String) -> FontError {
        let reason: String
        switch code {
        case 0x01: reason = "cannot open the file (FreeType: cannot open resource)"
        case 0x02: reason = "not a font file (FreeType: unknown file format)"
        case 0x03: reason = "corrupt font file (FreeType: broken file)"
        case 0x08, 0x09: reason = "corrupt font file (FreeType: invalid table or offset)"
        case 0x40: reason = "out of memory while loading the font (FreeType)"
        default: reason = "not a usable font file (FreeType error 0x\(String(code, radix: 16, uppercase: true)))"
        }
        return FontError(path: path, reason: reason)
    }
}

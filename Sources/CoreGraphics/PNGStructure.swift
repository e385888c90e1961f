/// A PNG's chunk layout, checked from the chunk headers alone before libpng reads the
/// input. libpng (Debian's 1.6.39) allocates a chunk's declared length before it reads
/// the chunk: a 131-byte file declaring a 1.9 GB zTXt chunk made it ask for 1.9 GB. So
/// every chunk must fit in what is left of the input, and every chunk but IDAT (which
/// libpng streams through zlib) within libpng's own default chunk limit.
enum PNGStructure {
    /// The longest chunk other than IDAT: libpng's PNG_USER_CHUNK_MALLOC_MAX (8 MB).
    static let maximumChunkLength = 8_000_000

    /// Walks the chunks of an input of `inputSize` bytes, reading them with `read`
    /// (offset, count; fewer bytes at the end), up to IEND, when it starts with PNG's
    /// signature. Returns the header when IHDR follows the signature, nil when not (libpng
    /// then says what is wrong); throws when the input is empty, or a chunk declares more
    /// than the input or the limit holds.
    static func check(inputSize: Int, source: String,
                      read: (_ offset: Int, _ count: Int) -> [UInt8]) throws(PNGError) -> PNGHeader? {
        guard inputSize > 0 else { throw PNGError(path: source, reason: "not a valid PNG file (empty file)") }
        // Without the signature libpng reads no chunk; with it, it reads whatever chunks
        // follow, IHDR first or not.
        let start = read(0, PNGHeader.byteCount)
        guard start.starts(with: PNGHeader.signature) else { return nil }
        var offset = 8
        while offset + 8 <= inputSize {
            let bytes = read(offset, 8)
            guard bytes.count == 8 else { break }
            let length = bytes[0..<4].reduce(0) { $0 << 8 | Int($1) }
            let type = Array(bytes[4..<8])
            let name = type.allSatisfy { (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }
                ? String(decoding: type, as: UTF8.self) : "0x" + type.map { String($0, radix: 16) }.joined()
            let remaining = inputSize - offset - 12
            guard length <= remaining else {
                throw PNGError(path: source, reason: "not a valid PNG file (its \(name) chunk at byte \(offset) declares "
                               + "\(length) bytes, but \(max(remaining, 0)) follow: the file is truncated or corrupt)")
            }
            guard name == "IDAT" || length <= maximumChunkLength else {
                throw PNGError(path: source, reason: "not a valid PNG file (its \(name) chunk at byte \(offset) is "
                               + "\(length) bytes; Kiosk reads chunks other than IDAT up to \(maximumChunkLength))")
            }
            if name == "IEND" { break }
            offset += 12 + length
        }
        return PNGHeader(start)
    }
}

/// One chunk of a PNG stream: a four-letter type and its data. Recordings are
/// assembled from the chunks libpng writes, so both directions live here.
struct PNGChunk: Equatable {
    var type: String
    var data: [UInt8]

    /// The eight bytes every PNG file starts with.
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The chunk as it is stored: length, type, data, CRC-32 of type and data (all big-endian).
    var bytes: [UInt8] {
        let typeBytes = Array(type.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(12 + data.count)
        out.appendBigEndian(UInt32(data.count))
        out += typeBytes
        out += data
        out.appendBigEndian(CRC32.checksum(typeBytes + data))
        return out
    }

    /// The chunks of a whole PNG stream (after its signature), or nil when `png` is not one.
    static func chunks(of png: [UInt8]) -> [PNGChunk]? {
        guard png.starts(with: signature) else { return nil }
        var chunks: [PNGChunk] = []
        var at = signature.count
        while at + 12 <= png.count {
            let length = Int(png.bigEndianUInt32(at: at))
            guard at + 12 + length <= png.count else { return nil }
            let type = String(decoding: png[at + 4 ..< at + 8], as: UTF8.self)
            chunks.append(PNGChunk(type: type, data: Array(png[at + 8 ..< at + 8 + length])))
            at += 12 + length
        }
        return chunks
    }
}

/// The CRC-32 of PNG chunks (ISO 3309, reflected polynomial 0xEDB88320), table-driven.
enum CRC32 {
    private static let table: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    static func checksum(_ bytes: some Sequence<UInt8>) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for byte in bytes { c = table[Int((c ^ UInt32(byte)) & 0xFF)] ^ (c >> 8) }
        return c ^ 0xFFFF_FFFF
    }
}

extension [UInt8] {
    mutating func appendBigEndian(_ value: UInt32) {
        append(contentsOf: [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)])
    }

    mutating func appendBigEndian(_ value: UInt16) {
        append(contentsOf: [UInt8(value >> 8), UInt8(value & 0xFF)])
    }

    func bigEndianUInt32(at index: Int) -> UInt32 {
        self[index ..< index + 4].reduce(0) { $0 << 8 | UInt32($1) }
    }
}

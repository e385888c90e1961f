/// A PNG that is all header: the signature, an IHDR declaring any size, an empty
/// IDAT and IEND, each chunk with its CRC, so libpng reads the header and only then
/// finds the pixels missing. Tests of decoders' size limits build their files with it.
public enum PNGHeaderFixture {
    /// The file's bytes: 8 + 25 + 20 + 12 = 65 bytes. `colourType` is PNG's (6: RGBA).
    public static func bytes(width: UInt32, height: UInt32, bitDepth: UInt8 = 8, colourType: UInt8 = 6) -> [UInt8] {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        let header = bigEndian(width) + bigEndian(height) + [bitDepth, colourType, 0, 0, 0]
        // A zlib stream holding no data: header 78 9C, an empty final fixed block, Adler-32 1.
        let emptyStream: [UInt8] = [0x78, 0x9C, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01]
        return signature + chunk("IHDR", header) + chunk("IDAT", emptyStream) + chunk("IEND", [])
    }

    /// One chunk: length, type, data, and the CRC-32 of type and data.
    public static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + typed + bigEndian(crc32(typed))
    }

    /// CRC-32 as PNG and zlib define it (polynomial 0xEDB88320, reflected), bit by bit.
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 != 0 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] { [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) } }
}

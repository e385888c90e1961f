/// Finds the EXIF orientation of a JPEG: the Orientation tag (0x0112) of the first
/// image directory of its APP1 "Exif" segment. Reads only inside the bytes given and
/// the segments' stated lengths, stopping at the image data (SOS): no allocation, and
/// work bounded by the number of segments before the image data.
enum EXIFOrientation {
    /// The orientation in `bytes` (a JPEG file), `.up` without one or when it is unreadable.
    static func find(in bytes: UnsafeRawBufferPointer) -> CGImagePropertyOrientation {
        var at = 2
        guard bytes.count >= 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return .up }
        while at + 4 <= bytes.count, bytes[at] == 0xFF {
            let marker = bytes[at + 1]
            // Fill bytes before a marker.
            if marker == 0xFF { at += 1; continue }
            // Start of scan or end of image: no metadata after.
            if marker == 0xDA || marker == 0xD9 { break }
            let length = Int(bytes[at + 2]) << 8 | Int(bytes[at + 3])
            guard length >= 2, at + 2 + length <= bytes.count else { break }
            let body = UnsafeRawBufferPointer(rebasing: bytes[(at + 4)..<(at + 2 + length)])
            if marker == 0xE1, let orientation = orientation(inExif: body) { return orientation }
            at += 2 + length
        }
        return .up
    }

    /// The orientation in an APP1 segment's body, if it is EXIF and has one.
    private static func orientation(inExif body: UnsafeRawBufferPointer) -> CGImagePropertyOrientation? {
        guard body.count >= 14, Array(body[0..<6]) == [0x45, 0x78, 0x69, 0x66, 0, 0] else { return nil }
        let tiff = UnsafeRawBufferPointer(rebasing: body[6...])
        let little: Bool
        switch (tiff[0], tiff[1]) {
        case (0x49, 0x49): little = true
        case (0x4D, 0x4D): little = false
        default: return nil
        }
        func read(_ offset: Int, _ count: Int) -> Int? {
            guard offset >= 0, offset + count <= tiff.count else { return nil }
            return (0..<count).reduce(0) { value, i in
                value | Int(tiff[offset + i]) << (8 * (little ? i : count - 1 - i))
            }
        }
        guard read(2, 2) == 42, let directory = read(4, 4), let entries = read(directory, 2) else { return nil }
        for entry in 0..<entries {
            let field = directory + 2 + entry * 12
            guard let tag = read(field, 2) else { return nil }
            // Type 3 (SHORT), one value, held in the entry itself.
            guard tag == 0x0112 else { continue }
            guard read(field + 2, 2) == 3, read(field + 4, 4) == 1, let value = read(field + 8, 2) else { return nil }
            return CGImagePropertyOrientation(rawValue: UInt32(value))
        }
        return nil
    }
}

/// The start of a PNG file: its signature and IHDR chunk, which every PNG begins with.
/// libpng's simplified API reports the size but not the bit depth or colour type,
/// which bound how small a genuine file of that size can be.
struct PNGHeader: Equatable {
    let width: Int
    let height: Int
    let bitDepth: Int
    let colourType: Int

    /// The eight bytes every PNG file starts with.
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The bytes that hold it: the 8-byte signature, then IHDR's length, type and 13 bytes
    /// (its CRC follows; libpng has checked it).
    static let byteCount = 8 + 8 + 13

    /// Samples per pixel for the colour type: grey 1, RGB 3, palette 1, grey+alpha 2, RGBA 4.
    var samplesPerPixel: Int? {
        switch colourType {
        case 0, 3: 1
        case 2: 3
        case 4: 2
        case 6: 4
        default: nil
        }
    }

    /// Bits per pixel in the file's image data (1 for a 1-bit greyscale, 64 for 16-bit RGBA).
    var bitsPerPixel: Int { bitDepth * (samplesPerPixel ?? 1) }
}

extension PNGHeader {
    /// The header at the start of `bytes`, or nil when they do not start with a PNG
    /// signature and an IHDR chunk with a colour type PNG defines.
    init?(_ bytes: some Collection<UInt8>) {
        let b = Array(bytes.prefix(PNGHeader.byteCount))
        let ihdr: [UInt8] = [0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]
        guard b.count == PNGHeader.byteCount, b[0..<8].elementsEqual(PNGHeader.signature), b[8..<16].elementsEqual(ihdr)
        else { return nil }
        func word(_ i: Int) -> Int { b[i..<i + 4].reduce(0) { $0 << 8 | Int($1) } }
        self.init(width: word(16), height: word(20), bitDepth: Int(b[24]), colourType: Int(b[25]))
        guard samplesPerPixel != nil else { return nil }
    }
}

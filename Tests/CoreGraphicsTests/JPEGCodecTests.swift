@testable import CoreGraphics
import Foundation
import Raster
import Testing

/// JPEG decoding through libjpeg-turbo: EXIF orientation, DCT-scaled decoding, limits
/// and damaged files. The photos are made here: a 32×16 picture of four quadrants
/// (red, green / blue, white), encoded at quality 100, with an EXIF orientation put in.
@Suite struct JPEGCodecTests {
    /// The four quadrants' colours, top left, top right, bottom left, bottom right.
    static let quadrants: [(UInt8, UInt8, UInt8)] = [(255, 0, 0), (0, 255, 0), (0, 0, 255), (255, 255, 255)]

    /// A `width` × `height` picture of the four quadrants as a JPEG.
    static func quadrantJPEG(width: Int = 32, height: Int = 16) throws -> [UInt8] {
        let bitmap = Bitmap(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let (r, g, b) = quadrants[(y < height / 2 ? 0 : 2) + (x < width / 2 ? 0 : 1)]
                bitmap.view.row(y)[x] = Pixel(red: r, green: g, blue: b, alpha: 255).rawValue
            }
        }
        return try JPEGCodec.encode(bitmap.view, quality: 100)
    }

    /// `jpeg` with an APP1 EXIF segment right after SOI whose first directory has
    /// Orientation `value`, big-endian ("MM") or little-endian ("II").
    static func withOrientation(_ jpeg: [UInt8], _ value: UInt16, littleEndian: Bool = false) -> [UInt8] {
        func u16(_ v: UInt16) -> [UInt8] { littleEndian ? [UInt8(v & 0xFF), UInt8(v >> 8)] : [UInt8(v >> 8), UInt8(v & 0xFF)] }
        func u32(_ v: UInt32) -> [UInt8] { littleEndian ? u16(UInt16(v & 0xFFFF)) + u16(UInt16(v >> 16)) : u16(UInt16(v >> 16)) + u16(UInt16(v & 0xFFFF)) }
        let tiff = (littleEndian ? [0x49, 0x49] : [0x4D, 0x4D]) + u16(42) + u32(8)
            + u16(1) + u16(0x0112) + u16(3) + u32(1) + u16(value) + [0, 0] + u32(0)
        let body: [UInt8] = Array("Exif".utf8) + [0, 0] + tiff
        let length = UInt16(body.count + 2)
        return [0xFF, 0xD8, 0xFF, 0xE1, UInt8(length >> 8), UInt8(length & 0xFF)] + body + jpeg[2...]
    }

    /// The colour index (into `quadrants`) nearest the pixel at `x`, `y`.
    static func quadrant(_ bitmap: Bitmap, _ x: Int, _ y: Int) -> Int {
        let p = Pixel(rawValue: bitmap.view.row(y)[x])
        return quadrants.indices.min { a, b in
            func distance(_ i: Int) -> Int {
                let (r, g, bl) = quadrants[i]
                return abs(Int(p.red) - Int(r)) + abs(Int(p.green) - Int(g)) + abs(Int(p.blue) - Int(bl))
            }
            return distance(a) < distance(b)
        }!
    }

    /// The quadrants seen upright: top left, top right, bottom left, bottom right.
    static func corners(_ bitmap: Bitmap) -> [Int] {
        let w = bitmap.width, h = bitmap.height
        return [quadrant(bitmap, w / 4, h / 4), quadrant(bitmap, 3 * w / 4, h / 4),
                quadrant(bitmap, w / 4, 3 * h / 4), quadrant(bitmap, 3 * w / 4, 3 * h / 4)]
    }

    @Test func aPlainJPEGDecodesAsEncoded() throws {
        let bitmap = try JPEGCodec.decode(try Self.quadrantJPEG())
        #expect(bitmap.width == 32 && bitmap.height == 16)
        #expect(Self.corners(bitmap) == [0, 1, 2, 3])
        // Quality 100: within 3 of the colours in the middle of a quadrant, and opaque.
        let p = Pixel(rawValue: bitmap.view.row(4)[4])
        #expect(p.alpha == 255 && p.red >= 252 && p.green <= 3 && p.blue <= 3)
    }

    /// Each EXIF orientation (1…8) and the quadrants it shows upright (red 0, green 1,
    /// blue 2, white 3 at top left, top right, bottom left, bottom right), and the size.
    @Test(arguments: [
        (UInt16(1), [0, 1, 2, 3], 32, 16), (2, [1, 0, 3, 2], 32, 16), (3, [3, 2, 1, 0], 32, 16),
        (4, [2, 3, 0, 1], 32, 16), (5, [0, 2, 1, 3], 16, 32), (6, [2, 0, 3, 1], 16, 32),
        (7, [3, 1, 2, 0], 16, 32), (8, [1, 3, 0, 2], 16, 32),
    ])
    func everyEXIFOrientationIsShownUpright(value: UInt16, corners: [Int], width: Int, height: Int) throws {
        for little in [false, true] {
            let jpeg = Self.withOrientation(try Self.quadrantJPEG(), value, littleEndian: little)
            let header = try JPEGCodec.header(of: jpeg)
            #expect(header.orientation.rawValue == UInt32(value))
            #expect(header.width == width && header.height == height)
            let bitmap = try JPEGCodec.decode(jpeg)
            #expect(bitmap.width == width && bitmap.height == height)
            #expect(Self.corners(bitmap) == corners)
        }
    }

    @Test func largePhotosDecodeAtTheSmallestEighthThatCoversTheSizeAsked() throws {
        let jpeg = try Self.quadrantJPEG(width: 64, height: 48)
        let header = try JPEGCodec.header(of: jpeg)
        #expect(JPEGCodec.scaleNumerator(for: header, fitting: 16, 12) == 2)
        #expect(JPEGCodec.scaleNumerator(for: header, fitting: 17, 12) == 3)
        #expect(JPEGCodec.scaleNumerator(for: header, fitting: 8, 6) == 1)
        #expect(JPEGCodec.scaleNumerator(for: header, fitting: 100, 100) == 8)
        let quarter = try JPEGCodec.decode(jpeg, fitting: (16, 12))
        #expect(quarter.width == 16 && quarter.height == 12)
        #expect(Self.corners(quarter) == [0, 1, 2, 3])
        let threeEighths = try JPEGCodec.decode(jpeg, fitting: (17, 1))
        #expect(threeEighths.width == 24 && threeEighths.height == 18)
        // Turned a quarter, the size asked is of the upright picture: 12 wide needs 2/8 of 48.
        let turned = Self.withOrientation(jpeg, 6)
        let upright = try JPEGCodec.decode(turned, fitting: (12, 16))
        #expect(upright.width == 12 && upright.height == 16)
        #expect(Self.corners(upright) == [2, 0, 3, 1])
    }

    @Test func truncatedAndCorruptFilesThrowErrorsNamingTheFile() throws {
        let jpeg = try Self.quadrantJPEG()
        #expect(throws: JPEGError(path: "photo.jpg", reason: "is not a JPEG file (no SOI marker)")) {
            try JPEGCodec.decode(Array("not a photo".utf8), name: "photo.jpg")
        }
        let truncated = Array(jpeg.prefix(jpeg.count * 2 / 3))
        #expect(throws: JPEGError(path: "cut.jpg",
                                  reason: "corrupt or truncated JPEG data (libjpeg: Premature end of JPEG file)")) {
            try JPEGCodec.decode(truncated, name: "cut.jpg")
        }
        let headerOnly = Array(jpeg.prefix(20))
        #expect(throws: JPEGError.self) { try JPEGCodec.decode(headerOnly, name: "cut.jpg") }
        // A scan's bytes flipped: libjpeg's corrupt-data warning fails the read.
        var damaged = jpeg
        for i in (jpeg.count - 200)..<(jpeg.count - 100) { damaged[i] ^= 0x5A }
        #expect(throws: JPEGError.self) { try JPEGCodec.decode(damaged, name: "damaged.jpg") }
    }

    @Test func aHeaderDeclaringMoreThanTheLimitIsRefusedBeforeDecoding() throws {
        var jpeg = try Self.quadrantJPEG()
        // SOF0 (FFC0): length, precision, then height and width, big-endian.
        let sof = try #require((0..<jpeg.count - 1).first { jpeg[$0] == 0xFF && jpeg[$0 + 1] == 0xC0 })
        jpeg[sof + 5] = 0x4E; jpeg[sof + 6] = 0x20    // height 20 000
        jpeg[sof + 7] = 0x4E; jpeg[sof + 8] = 0x20    // width 20 000
        #expect(throws: JPEGError(path: "huge.jpg", reason: "declares 20000×20000 pixels; Kiosk decodes at most "
                                  + "16384 on a side and 67108864 (8192×8192) in all")) {
            try JPEGCodec.decode(jpeg, name: "huge.jpg")
        }
    }

    @Test func filesAreRefusedByNameWhenMissingAFolderOrTooBig() throws {
        #expect(throws: JPEGError.self) { try JPEGCodec.read(contentsOf: "/nonexistent/photo.jpg") }
        #expect(throws: JPEGError(path: "/tmp", reason: "is a folder, not a JPEG file")) {
            try JPEGCodec.read(contentsOf: "/tmp")
        }
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("kiosk-jpeg-\(getpid())-big.jpg").path
        // A sparse file one byte over the limit: refused by its size, before reading.
        #expect(FileManager.default.createFile(atPath: path, contents: Data()))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: UInt64(JPEGCodec.maximumFileSize + 1))
        try handle.close()
        #expect(throws: JPEGError(path: path, reason: "is 67108865 bytes; Kiosk reads JPEG files of at most 67108864")) {
            try JPEGCodec.read(contentsOf: path)
        }
    }
}

@testable import CoreGraphics
import Foundation
import KioskTesting
import Raster
import Testing

/// A PNG header can declare any size; the decoder must refuse absurd ones before it
/// allocates (a 65-byte file once asked for 40 GB and aborted).
@Suite struct PNGLimitsTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kiosk-png-limits-\(getpid())")

    init() throws { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }

    private func write(_ bytes: [UInt8], named name: String) throws -> String {
        let path = folder.appendingPathComponent(name).path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// Decodes `path` through the allocation seam, counting the bitmaps allocated.
    private func read(_ path: String, allocations: inout Int) throws(PNGError) -> Bitmap {
        try PNGCodec.read(contentsOf: path) { width, height in
            allocations += 1
            return Bitmap(width: width, height: height)
        }
    }

    @Test func aHundredThousandSquareHeaderIsRefusedByThePixelLimit() throws {
        let bytes = PNGHeaderFixture.bytes(width: 100_000, height: 100_000)
        #expect(bytes.count == 65)
        let path = try write(bytes, named: "huge.png")
        let reason = "declares 100000×100000 pixels; Kiosk decodes at most 16384 on a side and 67108864 (8192×8192) in all"
        #expect(throws: PNGError(path: path, reason: reason)) { try CGImage(contentsOfPNG: path) }
        #expect(throws: PNGError(path: "huge", reason: reason)) { try PNGCodec.decode(bytes, name: "huge") }
    }

    @Test func twentyThousandSquareAllocatesNothing() throws {
        let path = try write(PNGHeaderFixture.bytes(width: 20_000, height: 20_000), named: "big.png")
        var allocations = 0
        let reason = "declares 20000×20000 pixels; Kiosk decodes at most 16384 on a side and 67108864 (8192×8192) in all"
        #expect(throws: PNGError(path: path, reason: reason)) { try read(path, allocations: &allocations) }
        #expect(allocations == 0)
    }

    @Test func oneSideOverTheLimitIsRefusedEvenWhenThePixelCountIsSmall() throws {
        let path = try write(PNGHeaderFixture.bytes(width: 16_385, height: 1, bitDepth: 1, colourType: 0), named: "wide.png")
        let reason = "declares 16385×1 pixels; Kiosk decodes at most 16384 on a side and 67108864 (8192×8192) in all"
        #expect(throws: PNGError(path: path, reason: reason)) { try PNGCodec.read(contentsOf: path) }
    }

    @Test func aSizeWithinTheLimitButBeyondTheFilesSizeIsRefusedBeforeAllocating() throws {
        // 8000×8000 RGBA is 64 Mpx (within the limit) but 256 MB of pixels: 65 bytes of
        // deflate hold at most 65 × 1032 + 1024 of them.
        let path = try write(PNGHeaderFixture.bytes(width: 8000, height: 8000), named: "inflated.png")
        var allocations = 0
        let reason = "declares 8000×8000 32-bit pixels (256000000 bytes) in a 65-byte file; "
            + "deflate expands at most 1032:1, so the file is truncated or corrupt"
        #expect(throws: PNGError(path: path, reason: reason)) { try read(path, allocations: &allocations) }
        #expect(allocations == 0)
    }

    @Test func theFileSizeBoundCountsTheBitDepth() throws {
        // 1-bit greyscale: 8000×8000 is 8 000 000 bytes of pixels, still too many for 65 bytes…
        let grey = try write(PNGHeaderFixture.bytes(width: 8000, height: 8000, bitDepth: 1, colourType: 0), named: "g.png")
        let reason = "declares 8000×8000 1-bit pixels (8000000 bytes) in a 65-byte file; "
            + "deflate expands at most 1032:1, so the file is truncated or corrupt"
        #expect(throws: PNGError(path: grey, reason: reason)) { try PNGCodec.read(contentsOf: grey) }
        // …but 700×700 (61 250 bytes ≤ 65 × 1032 + 1024 = 68 104) passes the check, is
        // allocated, and fails only on its missing pixels.
        let small = try write(PNGHeaderFixture.bytes(width: 700, height: 700, bitDepth: 1, colourType: 0), named: "s.png")
        var allocations = 0
        do {
            _ = try read(small, allocations: &allocations)
            Issue.record("a PNG without pixel data decoded")
        } catch {
            #expect(error.path == small && error.reason.hasPrefix("not a valid PNG file ("))
        }
        #expect(allocations == 1)
    }

    @Test func aGenuineFileNearDeflatesLargestRatioDecodes() throws {
        // One colour compresses about as well as deflate can: the bound must still pass it.
        let bitmap = Bitmap(width: 2000, height: 2000, fill: Pixel(red: 10, green: 20, blue: 30, alpha: 255))
        let bytes = try PNGCodec.encode(bitmap.view)
        #expect(bytes.count * 500 < 2000 * 2000 * 4)
        let back = try PNGCodec.decode(bytes)
        #expect(back.width == 2000 && back.height == 2000)
        #expect(back[1999, 1999] == Pixel(red: 10, green: 20, blue: 30, alpha: 255))
    }

    @Test func memoryAndFileDecodeAlike() throws {
        let bitmap = Bitmap(width: 3, height: 1)
        bitmap[0, 0] = Pixel(red: 255, green: 0, blue: 0, alpha: 255)
        bitmap[1, 0] = Pixel(red: 64, green: 32, blue: 0, alpha: 128)
        let bytes = try PNGCodec.encode(bitmap.view)
        let path = try write(bytes, named: "three.png")
        let fromFile = try PNGCodec.read(contentsOf: path), fromMemory = try PNGCodec.decode(bytes)
        #expect((0..<3).map { fromFile[$0, 0] } == (0..<3).map { fromMemory[$0, 0] })
        #expect(fromMemory[1, 0] == Pixel(red: 64, green: 32, blue: 0, alpha: 128))
    }

    @Test func aFolderIsNotAPNG() {
        #expect(throws: PNGError(path: folder.path, reason: "is a folder, not a PNG file")) {
            try PNGCodec.read(contentsOf: folder.path)
        }
    }

    @Test func anEmptyFileOrUploadIsSaidToBeEmpty() throws {
        let path = try write([], named: "empty.png")
        #expect(throws: PNGError(path: path, reason: "not a valid PNG file (empty file)")) {
            try PNGCodec.read(contentsOf: path)
        }
        #expect(throws: PNGError(path: "upload", reason: "not a valid PNG file (empty file)")) {
            try PNGCodec.decode([], name: "upload")
        }
    }

    @Test func truncatedMemoryIsRefusedWithItsName() {
        for bytes in [Array(PNGHeaderFixture.bytes(width: 1, height: 1).prefix(20))] {
            do {
                _ = try PNGCodec.decode(bytes, name: "upload")
                Issue.record("\(bytes.count) bytes decoded")
            } catch {
                #expect(error.path == "upload" && error.reason.hasPrefix("not a valid PNG file ("))
            }
        }
    }

    @Test func theHeaderGivesBitsPerPixel() {
        #expect(PNGHeader(PNGHeaderFixture.bytes(width: 5, height: 7, bitDepth: 16, colourType: 6))
                == PNGHeader(width: 5, height: 7, bitDepth: 16, colourType: 6))
        #expect(PNGHeader(PNGHeaderFixture.bytes(width: 5, height: 7, bitDepth: 16, colourType: 6))?.bitsPerPixel == 64)
        #expect(PNGHeader(PNGHeaderFixture.bytes(width: 5, height: 7, bitDepth: 2, colourType: 3))?.bitsPerPixel == 2)
        #expect(PNGHeader(PNGHeaderFixture.bytes(width: 5, height: 7, bitDepth: 8, colourType: 5)) == nil)
        #expect(PNGHeader(Array("not a png at all, not at all, no".utf8)) == nil)
    }
}

@testable import CoreGraphics
import Foundation
import KioskTesting
import Raster
import Testing

/// Chunks are checked against the input before libpng reads it: libpng allocates a
/// chunk's declared length first, so a short file could make it ask for gigabytes.
@Suite struct PNGStructureTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kiosk-png-structure-\(getpid())")

    init() throws { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }

    /// fuzz-png's finding: 131 bytes whose second chunk, zTXt, declares 1 933 723 988
    /// bytes; libpng called malloc(1933723988) before noticing the file had ended.
    static var hugeZTXt: Data { Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAMAAAADEAYAAAAGuGn8c0JJVHpUWHRDb21tZW50AAB4nEtM6wAAJDYODyk040iiAAAADklEQVR42mNggAFVKPSCQEZ0AUwh+P8AAAAPSURBVIZ8CGRCF2CYAoEAD04KbNbxAP0AAAAASUVORK5CYII=")! }

    @Test func aChunkDeclaringMoreThanTheFileIsRefusedBeforeLibPNGAllocatesIt() throws {
        let bytes = [UInt8](Self.hugeZTXt)
        #expect(bytes.count == 131)
        let reason = "not a valid PNG file (its zTXt chunk at byte 33 declares 1933723988 bytes, but 86 follow: "
            + "the file is truncated or corrupt)"
        #expect(throws: PNGError(path: "fuzz", reason: reason)) { try PNGCodec.decode(bytes, name: "fuzz") }
        let path = folder.appendingPathComponent("ztxt.png").path
        try Self.hugeZTXt.write(to: URL(fileURLWithPath: path))
        #expect(throws: PNGError(path: path, reason: reason)) { try PNGCodec.read(contentsOf: path) }
    }

    /// fuzz-png's second finding: 76 bytes starting with an ancillary "iHDR" chunk, which
    /// the chunk check skipped (it walked only files starting with IHDR); libpng read on
    /// and called malloc(1934642261) for an sPLT chunk declaring 1 934 642 260 bytes.
    static var lateHugeChunk: Data { Data(base64Encoded: "iVBORw0KGgoAAAANaUhEUkEAAAAIAAAAAolQTkcNChoKAAAADUlIRFIAAAALAAAAChACAAABygXfAXNQTFRzUExUAAAAOklEQVQKvQ==")! }

    @Test func everyChunkIsCheckedEvenWhenIHDRIsNotFirst() throws {
        let reason = "not a valid PNG file (its sPLT chunk at byte 58 declares 1934642260 bytes, but 6 follow: "
            + "the file is truncated or corrupt)"
        #expect(throws: PNGError(path: "fuzz", reason: reason)) { try PNGCodec.decode([UInt8](Self.lateHugeChunk), name: "fuzz") }
    }

    @Test func aChunkOtherThanIDATOverEightMegabytesIsRefusedEvenWhenTheFileHoldsIt() throws {
        let header = PNGHeaderFixture.bytes(width: 1, height: 1)
        let text = PNGHeaderFixture.chunk("tEXt", [UInt8](repeating: 0x41, count: 8_000_001))
        let bytes = Array(header[..<33]) + text + Array(header[33...])
        let reason = "not a valid PNG file (its tEXt chunk at byte 33 is 8000001 bytes; "
            + "Kiosk reads chunks other than IDAT up to 8000000)"
        #expect(throws: PNGError(path: "big text", reason: reason)) { try PNGCodec.decode(bytes, name: "big text") }
    }

    @Test func aTruncatedIDATIsNamedWithWhereItEnds() throws {
        let bitmap = Bitmap(width: 4, height: 4, fill: .white)
        let bytes = try PNGCodec.encode(bitmap.view)
        // libpng writes IHDR, sRGB (13 bytes from byte 33), then IDAT at byte 46; cut
        // 3 bytes into IDAT's data, its declared length overruns the file.
        #expect(String(decoding: bytes[50..<54], as: UTF8.self) == "IDAT")
        let cut = Array(bytes.prefix(61))
        let length = bytes[46..<50].reduce(0) { $0 << 8 | Int($1) }
        let reason = "not a valid PNG file (its IDAT chunk at byte 46 declares \(length) bytes, but 3 follow: "
            + "the file is truncated or corrupt)"
        #expect(throws: PNGError(path: "cut", reason: reason)) { try PNGCodec.decode(cut, name: "cut") }
    }

    @Test func aNonPNGIsLeftToLibPNGToDescribe() throws {
        #expect(try PNGStructure.check(inputSize: 5, source: "x") { _, _ in Array("hello".utf8) } == nil)
    }
}

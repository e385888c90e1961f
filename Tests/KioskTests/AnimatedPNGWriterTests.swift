import CoreGraphics
import Foundation
@testable import Kiosk
@testable import KioskHeadless
import Raster
import Testing

/// The APNG recording, read back with a chunk reader of the test's own: chunk order,
/// CRCs, sequence numbers, frame count, frame rectangles and delays, and pixels.
struct AnimatedPNGWriterTests {
    /// A chunk as stored, with whether its CRC matched.
    struct Chunk {
        let type: String
        let data: [UInt8]
        let crcMatches: Bool

        func uint32(at i: Int) -> UInt32 { data[i ..< i + 4].reduce(0) { $0 << 8 | UInt32($1) } }
        func uint16(at i: Int) -> UInt16 { UInt16(data[i]) << 8 | UInt16(data[i + 1]) }
    }

    static func crc(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            c ^= UInt32(byte)
            for _ in 0..<8 { c = (c >> 1) ^ (c & 1 == 1 ? 0xEDB8_8320 : 0) }
        }
        return ~c
    }

    static func chunks(of file: [UInt8]) -> [Chunk] {
        #expect(Array(file.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        var chunks: [Chunk] = []
        var at = 8
        while at + 12 <= file.count {
            let length = Int(file[at ..< at + 4].reduce(0) { $0 << 8 | UInt32($1) })
            let body = file[at + 4 ..< at + 8 + length]
            let stored = file[at + 8 + length ..< at + 12 + length].reduce(0) { $0 << 8 | UInt32($1) }
            chunks.append(Chunk(type: String(decoding: body.prefix(4), as: UTF8.self), data: Array(body.dropFirst(4)),
                                crcMatches: stored == crc(body)))
            at += 12 + length
        }
        #expect(at == file.count)
        return chunks
    }

    /// A standalone PNG of one frame: the file's IHDR with the frame's size, and its data.
    static func standalonePNG(ihdr: Chunk, width: UInt32, height: UInt32, data: [UInt8]) -> [UInt8] {
        func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
            let typed = Array(type.utf8) + body
            return bigEndian(UInt32(body.count)) + typed + bigEndian(crc(typed[...]))
        }
        func bigEndian(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
        let header = bigEndian(width) + bigEndian(height) + ihdr.data.dropFirst(8)
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header) + chunk("IDAT", data) + chunk("IEND", [])
    }

    static func temporaryPath(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("kiosk-apng-\(getpid())-\(name)").path
    }

    @Test func threeFramesOneUnchangedMakeTwoFramesWithExactRectsAndDelays() throws {
        let path = Self.temporaryPath("three.png")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let blue = Pixel(rawValue: 0xFF10_20C0), red = Pixel(rawValue: 0xFFE0_1010), green = Pixel(rawValue: 0xFF20_B040)
        let frame = Bitmap(width: 8, height: 6, fill: blue)
        frame.view[7, 5] = green
        let writer = try AnimatedPNGWriter(path: path, width: 8, height: 6)
        try writer.add(frame.view, at: 2.0)
        try writer.add(frame.view, at: 2.05) // unchanged: the first frame lasts longer
        Kernels.scalar.fill(frame.view.view(of: Rect(x: 2, y: 1, width: 3, height: 2)), color: red, opacity: 255, mode: .copy)
        frame.view[6, 4] = red
        try writer.add(frame.view, at: 2.1)
        #expect(try writer.finish(at: 2.25) == 2)
        #expect(!FileManager.default.fileExists(atPath: path + ".partial"))

        let file = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        let chunks = Self.chunks(of: file)
        #expect(chunks.filter { !$0.crcMatches }.isEmpty)
        let order = chunks.map(\.type).filter { $0 != "sRGB" && $0 != "gAMA" && $0 != "cHRM" }
        #expect(order == ["IHDR", "acTL", "fcTL", "IDAT", "fcTL", "fdAT", "IEND"])
        let ihdr = try #require(chunks.first)
        #expect(ihdr.uint32(at: 0) == 8 && ihdr.uint32(at: 4) == 6)
        let acTL = try #require(chunks.first { $0.type == "acTL" })
        #expect(acTL.uint32(at: 0) == 2) // num_frames
        #expect(acTL.uint32(at: 4) == 0) // plays forever

        let controls = chunks.filter { $0.type == "fcTL" }
        // sequence, width, height, x, y, delay num/den, dispose, blend
        #expect(controls[0].uint32(at: 0) == 0)
        #expect([4, 8, 12, 16].map(controls[0].uint32(at:)) == [8, 6, 0, 0])
        #expect(controls[0].uint16(at: 20) == 100 && controls[0].uint16(at: 22) == 1000)
        #expect(controls[0].data[24] == 0 && controls[0].data[25] == 0)
        #expect(controls[1].uint32(at: 0) == 1)
        #expect([4, 8, 12, 16].map(controls[1].uint32(at:)) == [5, 4, 2, 1])
        #expect(controls[1].uint16(at: 20) == 150 && controls[1].uint16(at: 22) == 1000)
        let frameData = try #require(chunks.first { $0.type == "fdAT" })
        #expect(frameData.uint32(at: 0) == 2)

        // The first frame is the file's default image: any PNG reader shows it.
        let first = try PNGCodec.read(contentsOf: path)
        #expect(first.width == 8 && first.height == 6)
        #expect(first.view[0, 0] == blue && first.view[7, 5] == green && first.view[3, 2] == blue)
        // The second frame's data decodes to exactly the changed box.
        let secondPath = Self.temporaryPath("second.png")
        defer { try? FileManager.default.removeItem(atPath: secondPath) }
        try Data(Self.standalonePNG(ihdr: ihdr, width: 5, height: 4, data: Array(frameData.data.dropFirst(4))))
            .write(to: URL(fileURLWithPath: secondPath))
        let second = try PNGCodec.read(contentsOf: secondPath)
        var pixels: [UInt32] = []
        for y in 0..<4 { for x in 0..<5 { pixels.append(second.view[x, y].rawValue) } }
        let b = blue.rawValue, r = red.rawValue
        #expect(pixels == [r, r, r, b, b,
                           r, r, r, b, b,
                           b, b, b, b, b,
                           b, b, b, b, r])
    }

    @Test func aPauseLongerThanAnFcTLCanHoldIsBridgedByOnePixelFrames() throws {
        let path = Self.temporaryPath("pause.png")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let frame = Bitmap(width: 4, height: 4, fill: Pixel(rawValue: 0xFF00_0080))
        let writer = try AnimatedPNGWriter(path: path, width: 4, height: 4)
        try writer.add(frame.view, at: 0)
        #expect(try writer.finish(at: 70) == 2)
        let controls = Self.chunks(of: try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))).filter { $0.type == "fcTL" }
        #expect(controls.map { $0.uint16(at: 20) } == [65535, 4465])
        #expect([4, 8, 12, 16].map(controls[1].uint32(at:)) == [1, 1, 0, 0])
    }

    @Test func aPathThatCannotBeWrittenIsNamedBeforeAnyFrame() {
        #expect(throws: RecordingError(path: "/nonexistent/folder/run.png",
                                       reason: "cannot write a file here (No such file or directory); check that the folder exists and is writable")) {
            try AnimatedPNGWriter(path: "/nonexistent/folder/run.png", width: 4, height: 4)
        }
        let folder = FileManager.default.temporaryDirectory.path
        #expect(throws: RecordingError(path: folder, reason: "is a folder; give a file name ending in .png")) {
            try AnimatedPNGWriter(path: folder, width: 4, height: 4)
        }
    }

    @Test func aRecordingAbandonedBeforeFinishLeavesNoFileBehind() throws {
        let folder = try RecordingFileTests.makeFolder("abandoned")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        do {
            let writer = try AnimatedPNGWriter(path: folder + "/run.png", width: 2, height: 2, io: RecordingFileTests.withoutTmpfile)
            let black = Bitmap(width: 2, height: 2, fill: .black), white = Bitmap(width: 2, height: 2, fill: .white)
            try writer.add(black.view, at: 0)
            try writer.add(white.view, at: 0.1)
            withExtendedLifetime((black, white)) {}
            #expect(RecordingFileTests.entries(folder).count == 1) // its hidden partial file
        }
        #expect(RecordingFileTests.entries(folder) == [])
    }

    /// A full disk: the write that fails drops the file at once, and says which and why.
    @Test func aFullDiskStopsTheRecordingAtOnceAndLeavesNothing() throws {
        let folder = try RecordingFileTests.makeFolder("full")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let io = RecordingIO(openUnnamed: { _ in -EOPNOTSUPP }, pwrite: Budget(bytes: 200).pwrite, fsync: RecordingIO.system.fsync)
        let writer = try AnimatedPNGWriter(path: folder + "/run.png", width: 8, height: 8, io: io)
        var added = 0
        var failure: RecordingError?
        do {
            for n in 0..<20 {
                // Noise compresses badly: each frame needs more than the room left.
                let frame = Bitmap(width: 8, height: 8)
                for y in 0..<8 {
                    for x in 0..<8 {
                        let noise = UInt32(truncatingIfNeeded: (x * 7919 + y * 104_729 + n * 15_485_863) &* 2_654_435_761)
                        frame.view[x, y] = Pixel(rawValue: 0xFF00_0000 | noise >> 8)
                    }
                }
                try writer.add(frame.view, at: Double(n) / 10)
                added += 1
            }
        } catch {
            failure = error
        }
        #expect(failure == RecordingError(path: folder + "/run.png", reason: "cannot write the file (No space left on device); the recording was not kept"))
        #expect(added == 1) // the first frame is written when the second's time is known
        #expect(RecordingFileTests.entries(folder) == [])
    }

    /// Two recordings of one path (two runs): each finishes a whole file, the last one stays.
    @Test func twoRecordingsOfOnePathNeverMix() throws {
        let folder = try RecordingFileTests.makeFolder("two")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/run.png"
        let blue = Pixel(rawValue: 0xFF10_20C0)
        let red = Bitmap(width: 4, height: 4, fill: Pixel(rawValue: 0xFFE0_1010)), blueFrame = Bitmap(width: 4, height: 4, fill: blue)
        let first = try AnimatedPNGWriter(path: path, width: 4, height: 4)
        let second = try AnimatedPNGWriter(path: path, width: 4, height: 4)
        for n in 0..<3 {
            try first.add((n % 2 == 0 ? red : blueFrame).view, at: Double(n) / 10)
            try second.add((n % 2 == 0 ? blueFrame : red).view, at: Double(n) / 10)
        }
        try second.add(blueFrame.view, at: 0.3)
        #expect(try first.finish(at: 1) == 3)
        #expect(try second.finish(at: 1) == 3) // the fourth frame repeats the third
        #expect(RecordingFileTests.entries(folder) == ["run.png"])
        let chunks = Self.chunks(of: try [UInt8](Data(contentsOf: URL(fileURLWithPath: path))))
        #expect(chunks.filter { !$0.crcMatches }.isEmpty)
        #expect(chunks.first { $0.type == "acTL" }?.uint32(at: 0) == 3)
        #expect(chunks.filter { $0.type == "fcTL" }.map { $0.uint16(at: 20) } == [100, 100, 800])
        let firstFrame = try PNGCodec.read(contentsOf: path)
        #expect(firstFrame.view[0, 0] == blue) // the second's first frame
        withExtendedLifetime((red, blueFrame)) {}
    }
}

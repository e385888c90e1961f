import CoreGraphics
import Foundation
import Glibc
@testable import Kiosk
@testable import KioskHeadless
import Raster
import Testing

/// The recorder's files: dumped frames named by number (never two frames one name),
/// their count, and the first error stopping everything at once.
@Suite struct FrameRecorderTests {
    static let colours: [Pixel] = [0xFFE0_1010, 0xFF10_20C0, 0xFF20_B040, 0xFF80_8080].map(Pixel.init(rawValue:))

    @Test func framesLessThanAMillisecondApartEachGetAFileOfTheirOwn() throws {
        let folder = try RecordingFileTests.makeFolder("dump")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let frames = Self.colours.map { Bitmap(width: 6, height: 4, fill: $0) }
        let recorder = try FrameRecorder(width: 6, height: 4, recording: nil, dumpDirectory: folder + "/frames")
        for (frame, time) in zip(frames, [2.0, 2.0002, 2.0004, 2.5]) {
            recorder.record(frame.view, damage: Region(frame.view.bounds), at: time)
        }
        let summary = try recorder.finish(at: 3)
        let names = ["frame-0000000-0000000ms.png", "frame-0000001-0000000ms.png", "frame-0000002-0000000ms.png",
                     "frame-0000003-0000500ms.png"]
        #expect(RecordingFileTests.entries(folder + "/frames") == names)
        #expect(summary.dumpedFrames == 4 && summary.framesReceived == 4)
        for (name, colour) in zip(names, Self.colours) {
            let frame = try PNGCodec.read(contentsOf: folder + "/frames/" + name)
            #expect(frame.width == 6 && frame.height == 4 && frame.view[5, 3] == colour)
        }
    }

    @Test func namesGiveTheFramesNumberAndTimeZeroPadded() {
        #expect(FrameRecorder.dumpName(number: 12, milliseconds: 200) == "frame-0000012-0000200ms.png")
        #expect(FrameRecorder.dumpName(number: 12_345_678, milliseconds: 205_761_300) == "frame-12345678-205761300ms.png")
    }

    /// The third frame's PNG cannot be written (a full disk): nothing more is written,
    /// the recording is dropped, `onFailure` hears it once and `finish` throws it.
    @Test func theFirstWriteErrorStopsEverythingAtOnce() throws {
        let folder = try RecordingFileTests.makeFolder("fail")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let io = RecordingIO(openUnnamed: { _ in -EOPNOTSUPP }, pwrite: { descriptor, bytes, offset in
            var target = [CChar](repeating: 0, count: 4096)
            let length = readlink("/proc/self/fd/\(descriptor)", &target, target.count - 1)
            let name = String(decoding: target[..<max(0, length)].map(UInt8.init(bitPattern:)), as: UTF8.self)
            return name.contains("/.frame-0000002-") ? -Int(ENOSPC) : RecordingIO.system.pwrite(descriptor, bytes, offset)
        }, fsync: RecordingIO.system.fsync)
        let recorder = try FrameRecorder(width: 6, height: 4, recording: folder + "/run.png", dumpDirectory: folder + "/frames", io: io)
        let heard = Locked<[RecordingError]>([])
        recorder.onFailure = { error in heard.withLock { $0.append(error) } }
        let frames = Self.colours.map { Bitmap(width: 6, height: 4, fill: $0) }
        for (n, frame) in frames.enumerated() {
            recorder.record(frame.view, damage: Region(frame.view.bounds), at: Double(n) / 30)
        }
        let expected = RecordingError(path: folder + "/frames/frame-0000002-0000067ms.png",
                                      reason: "cannot write the file (No space left on device); the 2 frames before it were kept;"
                                          + " the recording was not kept either")
        #expect(heard.withLock { $0 } == [expected])
        #expect(recorder.failure == expected)
        #expect(throws: expected) { try recorder.finish(at: 1) }
        #expect(RecordingFileTests.entries(folder) == ["frames"])
        #expect(RecordingFileTests.entries(folder + "/frames") == ["frame-0000000-0000000ms.png", "frame-0000001-0000033ms.png"])
        withExtendedLifetime(frames) {}
    }
}

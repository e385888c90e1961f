import CoreGraphics
import Dispatch
import Foundation
@testable import KioskHeadless
import Raster
import Testing

/// The recording thread: the render thread never waits for the encoder; a frame that
/// finds no free slot takes the place of the newest waiting one (counted as dropped),
/// and every frame handed on is whole.
@Suite struct RecordingThreadTests {
    static let (red, green, blue, grey) = (Pixel(rawValue: 0xFFE0_1010), Pixel(rawValue: 0xFF20_B040),
                                           Pixel(rawValue: 0xFF10_20C0), Pixel(rawValue: 0xFF80_8080))

    /// Frame 0 is held in the encoder; frame 1 waits; frames 2 and 3 each replace the
    /// waiting one. What is written: frame 0 and frame 3's whole picture at frame 3's time.
    @Test func framesFindingNoSlotReplaceTheNewestWaitingOne() throws {
        let folder = try RecordingFileTests.makeFolder("thread")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let recorder = try FrameRecorder(width: 8, height: 4, recording: nil, dumpDirectory: folder + "/frames")
        let entered = DispatchSemaphore(value: 0), release = DispatchSemaphore(value: 0)
        let thread = RecordingThread(recorder: recorder, slots: 2, beforeEachFrame: {
            entered.signal()
            release.wait()
        })
        let frame = Bitmap(width: 8, height: 4, fill: Self.grey)
        thread.record(frame.view, damage: Region(frame.bounds), at: 1)
        entered.wait() // frame 0 is in the encoder's hands
        // Frame 1: the left half turns red; it waits in the second slot.
        Kernels.scalar.fill(frame.view.view(of: Rect(x: 0, y: 0, width: 4, height: 4)), color: Self.red)
        thread.record(frame.view, damage: Region(Rect(x: 0, y: 0, width: 4, height: 4)), at: 1.5)
        // Frame 2: the right half turns green; no slot is free, it replaces frame 1.
        Kernels.scalar.fill(frame.view.view(of: Rect(x: 4, y: 0, width: 4, height: 4)), color: Self.green)
        thread.record(frame.view, damage: Region(Rect(x: 4, y: 0, width: 4, height: 4)), at: 2)
        // Frame 3: one blue pixel; it replaces frame 2.
        frame.view[0, 0] = Self.blue
        thread.record(frame.view, damage: Region(Rect(x: 0, y: 0, width: 1, height: 1)), at: 2.5)
        release.signal()
        entered.wait()
        release.signal()
        let summary = try thread.finish(at: 3)
        #expect(summary.framesReceived == 2 && summary.droppedFrames == 2 && summary.dumpedFrames == 2)
        let names = ["frame-0000000-0000000ms.png", "frame-0000001-0001500ms.png"]
        #expect(RecordingFileTests.entries(folder + "/frames") == names)
        let first = try PNGCodec.read(contentsOf: folder + "/frames/" + names[0])
        #expect(first.view[0, 0] == Self.grey && first.view[7, 3] == Self.grey)
        let last = try PNGCodec.read(contentsOf: folder + "/frames/" + names[1])
        #expect(last.view[0, 0] == Self.blue && last.view[1, 0] == Self.red && last.view[3, 3] == Self.red
                && last.view[4, 0] == Self.green && last.view[7, 3] == Self.green)
    }

    /// With the encoder keeping up, every frame is recorded in order and none dropped;
    /// a slot reused later is brought up to date with everything that changed meanwhile.
    @Test func anEncoderThatKeepsUpGetsEveryFrameWhole() throws {
        let folder = try RecordingFileTests.makeFolder("thread-all")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let recorder = try FrameRecorder(width: 8, height: 4, recording: nil, dumpDirectory: folder + "/frames")
        let done = DispatchSemaphore(value: 0)
        let thread = RecordingThread(recorder: recorder, slots: 2, beforeEachFrame: { done.signal() })
        let frame = Bitmap(width: 8, height: 4, fill: Self.grey)
        let colours = [Self.red, Self.green, Self.blue, Self.grey, Self.red]
        for (n, colour) in colours.enumerated() {
            frame.view[n, n % 4] = colour
            thread.record(frame.view, damage: n == 0 ? Region(frame.bounds) : Region(Rect(x: n, y: n % 4, width: 1, height: 1)),
                          at: Double(n))
            done.wait() // the encoder has taken it before the next comes
        }
        let summary = try thread.finish(at: 5)
        #expect(summary.framesReceived == 5 && summary.droppedFrames == 0 && summary.dumpedFrames == 5)
        let last = try PNGCodec.read(contentsOf: folder + "/frames/frame-0000004-0004000ms.png")
        for n in 0..<5 { #expect(last.view[n, n % 4] == colours[n]) }
        #expect(last.view[7, 3] == Self.grey)
    }
}

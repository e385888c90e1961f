import CoreGraphics
import Foundation
import Raster

/// Where the frames a display presents go besides the glass: an animated PNG of the
/// run (`--record`, at most `maximumFrameRate` frames a second) and one PNG per frame
/// (`--dump-frames`, named by the frame's number and time, `frame-0000012-0000200ms.png`).
/// Displays hand it each presented frame with its media time. Every file appears
/// whole or not at all (`RecordingFile`).
///
/// A frame closer than 1/`maximumFrameRate` s to the last one recorded is held; a
/// later frame replaces it, or, when none comes within one more interval, it is
/// recorded at the first time the cap allows, so the last picture of an animation is
/// never lost. The first error (a full disk) stops everything at once: the recording
/// is dropped, no more frames are written, `onFailure` hears of it and `finish`
/// reports it. Used from one thread at a time (the render server's, or the main actor
/// for `HeadlessScreen`).
public final class FrameRecorder {
    /// What a recorder wrote.
    public struct Summary: Sendable, Equatable {
        /// The recording, if one was asked for, and its frame count.
        public var recordingPath: String?
        public var recordedFrames: Int
        /// The dump folder, if one was asked for, and how many PNGs it got.
        public var dumpDirectory: String?
        public var dumpedFrames: Int
        /// Frames presented to the recorder.
        public var framesReceived: Int
        /// Frames a `RecordingThread` dropped because the encoder was behind.
        public var droppedFrames = 0
    }

    public let width: Int
    public let height: Int
    public let maximumFrameRate: Double
    /// Called once, on the recording thread, when the first error stops the recorder.
    public var onFailure: (@Sendable (RecordingError) -> Void)?
    /// The error that stopped the recorder, if one did.
    public private(set) var failure: RecordingError?

    private let writer: AnimatedPNGWriter?
    private let dumpDirectory: String?
    private let io: RecordingIO
    /// The display's picture, kept up to date from each frame's damage.
    private let latest: Bitmap
    /// Where `latest` changed since the last recorded frame.
    private var dirty = Region()
    private var startTime: Double?
    private var lastRecorded: Double?
    /// The time of a frame held back by the frame-rate cap.
    private var held: Double?
    private var framesReceived = 0
    private var dumpedFrames = 0

    /// A recorder for a `width` × `height` display. `recording` is the APNG to write,
    /// `dumpDirectory` a folder for per-frame PNGs (made if missing). Fails at once,
    /// naming the path, when either cannot be written.
    public convenience init(width: Int, height: Int, recording: String?, dumpDirectory: String?,
                            maximumFrameRate: Double = 30) throws(RecordingError) {
        try self.init(width: width, height: height, recording: recording, dumpDirectory: dumpDirectory,
                      maximumFrameRate: maximumFrameRate, io: .system)
    }

    /// The same, writing through `io` (tests make it fail).
    init(width: Int, height: Int, recording: String?, dumpDirectory: String?,
         maximumFrameRate: Double = 30, io: RecordingIO) throws(RecordingError) {
        self.width = width
        self.height = height
        self.maximumFrameRate = maximumFrameRate
        self.io = io
        writer = try recording.map { path throws(RecordingError) in
            try AnimatedPNGWriter(path: path, width: width, height: height, io: io)
        }
        if let dumpDirectory {
            try Self.prepare(folder: dumpDirectory)
            RecordingFile.removeStalePartials(in: dumpDirectory) { $0.hasPrefix("frame-") }
        }
        self.dumpDirectory = dumpDirectory
        latest = Bitmap(width: width, height: height)
    }

    /// Takes the frame `frame`, shown from media time `time`; only `damage` differs
    /// from the frame before (the first frame is taken whole).
    public func record(_ frame: BitmapView, damage: Region, at time: Double) {
        guard failure == nil else { return }
        let number = framesReceived
        framesReceived += 1
        let interval = 1 / maximumFrameRate
        if let last = lastRecorded, held != nil, time >= last + 2 * interval - Self.slack {
            emit(at: last + interval)
            guard failure == nil else { return }
        }
        let start = startTime ?? time
        let update = startTime == nil ? Region(frame.bounds) : damage
        startTime = start
        for rect in update.rects { Kernels.simd.copy(frame.view(of: rect), to: latest.view, x: rect.x, y: rect.y) }
        dirty.formUnion(update)
        if let dumpDirectory {
            let path = dumpDirectory + "/" + Self.dumpName(number: number, milliseconds: Int(((time - start) * 1000).rounded()))
            do {
                try dump(frame, to: path)
                dumpedFrames += 1
            } catch {
                let recording = writer == nil ? "" : "; the recording was not kept either"
                fail(RecordingError(path: path, reason: error.reason + "; the \(dumpedFrames) frames before it were kept" + recording))
                return
            }
        }
        guard writer != nil, failure == nil else { return }
        if let last = lastRecorded, time < last + interval - Self.slack {
            held = time
        } else {
            emit(at: time)
        }
    }

    /// Ends the recording at media time `time` (a held frame is recorded first) and
    /// reports what was written, or the error that stopped the recorder.
    public func finish(at time: Double) throws(RecordingError) -> Summary {
        if let last = lastRecorded, held != nil { emit(at: min(last + 1 / maximumFrameRate, time)) }
        if let failure { throw failure }
        let recorded: Int
        do {
            recorded = try writer?.finish(at: time) ?? 0
        } catch {
            fail(error)
            throw error
        }
        return Summary(recordingPath: writer?.path, recordedFrames: recorded, dumpDirectory: dumpDirectory,
                       dumpedFrames: dumpedFrames, framesReceived: framesReceived)
    }

    /// "frame-0000012-0000200ms.png": the frame's number from 0, and its time from the
    /// first frame in whole milliseconds (frames less than 1 ms apart share a time,
    /// never a name).
    static func dumpName(number: Int, milliseconds: Int) -> String {
        "frame-\(zeroPadded(number))-\(zeroPadded(milliseconds))ms.png"
    }

    private static func zeroPadded(_ value: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, 7 - digits.count)) + digits
    }

    /// How close (s) to the cap's interval a frame still counts as far enough.
    private static let slack = 1e-6

    private func emit(at time: Double) {
        guard let writer, failure == nil else { return }
        do {
            try writer.add(latest.view, changedWithin: dirty.bounds, at: time)
        } catch {
            fail(error)
        }
        dirty.removeAll()
        lastRecorded = time
        held = nil
    }

    /// Stops the recorder for `error`: drops the recording and says so, once.
    private func fail(_ error: RecordingError) {
        guard failure == nil else { return }
        failure = error
        writer?.abandon()
        onFailure?(error)
    }

    /// Writes `frame` as a PNG at `path`, whole or not at all.
    private func dump(_ frame: BitmapView, to path: String) throws(RecordingError) {
        try PNGFileWriter.write(frame, to: path, io: io)
    }

    /// Makes `folder` if it is missing; fails when it cannot be written into.
    private static func prepare(folder: String) throws(RecordingError) {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) {
            guard isFolder.boolValue else { throw RecordingError(path: folder, reason: "is a file; give a folder for the frames") }
        } else {
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
            } catch {
                throw RecordingError(path: folder, reason: "cannot make the folder for the frames; check that its parent exists and is writable")
            }
        }
        guard FileManager.default.isWritableFile(atPath: folder) else {
            throw RecordingError(path: folder, reason: "the folder for the frames is not writable")
        }
    }
}

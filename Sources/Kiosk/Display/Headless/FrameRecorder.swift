import CoreGraphics
import Foundation
import Raster

/// Where the frames a display presents go besides the glass: an animated PNG of the
/// run (`--record`, at most `maximumFrameRate` frames a second) and one PNG per frame
/// (`--dump-frames`). Displays hand it each presented frame with its media time.
///
/// A frame closer than 1/`maximumFrameRate` s to the last one recorded is held; a
/// later frame replaces it, or, when none comes within one more interval, it is
/// recorded at the first time the cap allows, so the last picture of an animation is
/// never lost. Used from one thread at a time (the render server's, or the main actor
/// for `HeadlessScreen`); errors are kept and reported by `finish`.
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
    }

    public let width: Int
    public let height: Int
    public let maximumFrameRate: Double
    private let writer: AnimatedPNGWriter?
    private let dumpDirectory: String?
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
    private var firstError: RecordingError?

    /// A recorder for a `width` × `height` display. `recording` is the APNG to write,
    /// `dumpDirectory` a folder for per-frame PNGs (made if missing). Fails at once,
    /// naming the path, when either cannot be written.
    public init(width: Int, height: Int, recording: String?, dumpDirectory: String?,
                maximumFrameRate: Double = 30) throws(RecordingError) {
        self.width = width
        self.height = height
        self.maximumFrameRate = maximumFrameRate
        writer = try recording.map { path throws(RecordingError) in try AnimatedPNGWriter(path: path, width: width, height: height) }
        if let dumpDirectory { try Self.prepare(folder: dumpDirectory) }
        self.dumpDirectory = dumpDirectory
        latest = Bitmap(width: width, height: height)
    }

    /// Takes the frame `frame`, shown from media time `time`; only `damage` differs
    /// from the frame before (the first frame is taken whole).
    public func record(_ frame: BitmapView, damage: Region, at time: Double) {
        guard firstError == nil else { return }
        framesReceived += 1
        let interval = 1 / maximumFrameRate
        if let last = lastRecorded, held != nil, time >= last + 2 * interval - Self.slack {
            emit(at: last + interval)
        }
        let start = startTime ?? time
        let update = startTime == nil ? Region(frame.bounds) : damage
        startTime = start
        for rect in update.rects { Kernels.simd.copy(frame.view(of: rect), to: latest.view, x: rect.x, y: rect.y) }
        dirty.formUnion(update)
        if let dumpDirectory {
            let name = String(format: "frame-%07dms.png", Int(((time - start) * 1000).rounded()))
            do {
                try PNGCodec.write(frame, to: dumpDirectory + "/" + name)
                dumpedFrames += 1
            } catch {
                firstError = RecordingError(path: error.path, reason: error.reason)
            }
        }
        guard writer != nil else { return }
        if let last = lastRecorded, time < last + interval - Self.slack {
            held = time
        } else {
            emit(at: time)
        }
    }

    /// Ends the recording at media time `time` (a held frame is recorded first) and
    /// reports what was written, or the first error met on the way.
    public func finish(at time: Double) throws(RecordingError) -> Summary {
        if let last = lastRecorded, held != nil { emit(at: min(last + 1 / maximumFrameRate, time)) }
        if let firstError { throw firstError }
        let recorded = try writer?.finish(at: time) ?? 0
        return Summary(recordingPath: writer?.path, recordedFrames: recorded, dumpDirectory: dumpDirectory,
                       dumpedFrames: dumpedFrames, framesReceived: framesReceived)
    }

    /// How close (s) to the cap's interval a frame still counts as far enough.
    private static let slack = 1e-6

    private func emit(at time: Double) {
        guard let writer else { return }
        do {
            try writer.add(latest.view, changedWithin: dirty.bounds, at: time)
        } catch {
            firstError = error
        }
        dirty.removeAll()
        lastRecorded = time
        held = nil
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

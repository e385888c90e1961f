import CoreGraphics
import Glibc
import Raster

/// Writes an animated PNG (APNG) of a run, streaming it to disk frame by frame.
///
/// Each frame added is compared with the picture so far: only the bounding box of
/// the pixels that changed is stored (fcTL x/y/width/height, `dispose_op` NONE,
/// `blend_op` SOURCE); a frame that changed nothing only makes the previous one last
/// longer. Delays are in 1/1000 s, from the frames' times. Each frame is encoded with
/// `PNGCodec` and its IDAT payloads become the frame's IDAT (first frame) or fdAT
/// chunks. The file is a `RecordingFile`: it appears at `path` only when `finish`
/// has patched its acTL with the frame count, and a run that ends before leaves
/// nothing. A write that fails (a full disk) drops the file at once.
/// Used from one thread at a time.
public final class AnimatedPNGWriter {
    /// Where the recording goes.
    public let path: String
    public let width: Int
    public let height: Int
    /// Frames stored so far (an unchanged frame adds none; a pause longer than
    /// `longestDelay` adds 1×1 frames).
    public private(set) var frameCount = 0

    private let file: RecordingFile
    /// The picture as of the last frame stored.
    private let picture: Bitmap
    /// The last frame stored, waiting for the next one's time to know its delay.
    private var pending: EncodedFrame?
    /// The next fcTL/fdAT sequence number.
    private var sequence: UInt32 = 0
    private var startTime: Double?
    /// Where the acTL chunk starts in the file, for patching the frame count.
    private var animationControlOffset = 0
    private let plays: UInt32

    /// A frame encoded and placed, not yet written.
    private struct EncodedFrame {
        let rect: Rect
        /// Milliseconds from the first frame.
        let time: Int
        let chunks: [PNGChunk]
    }

    /// The longest delay one fcTL can hold (its numerator is 16-bit), in ms. Longer
    /// pauses get 1×1 frames that repeat a pixel, so the picture does not change.
    static let longestDelay = Int(UInt16.max)

    /// Opens the recording of a `width` × `height` screen at `path`; `plays` is how
    /// many times a viewer plays it (0: forever). Fails at once, naming the path,
    /// when it cannot be written there.
    public convenience init(path: String, width: Int, height: Int, plays: Int = 0) throws(RecordingError) {
        try self.init(path: path, width: width, height: height, plays: plays, io: .system)
    }

    /// The same, writing through `io` (tests make it fail).
    init(path: String, width: Int, height: Int, plays: Int = 0, io: RecordingIO) throws(RecordingError) {
        precondition(width > 0 && height > 0, "AnimatedPNGWriter: the size must be positive (got \(width)×\(height))")
        self.path = path
        self.width = width
        self.height = height
        self.plays = UInt32(plays)
        var status = stat()
        if stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
            throw RecordingError(path: path, reason: "is a folder; give a file name ending in .png")
        }
        file = try RecordingFile(path: path, io: io)
        picture = Bitmap(width: width, height: height)
    }

    /// Drops the recording: nothing is left on disk, and the writer takes no more.
    public func abandon() { file.discard() }

    /// Adds the picture `frame` (the whole screen) shown from media time `time` on.
    /// `changedWithin`, when given, bounds where it can differ from the last frame.
    public func add(_ frame: BitmapView, changedWithin hint: Rect? = nil, at time: Double) throws(RecordingError) {
        precondition(frame.width == width && frame.height == height,
                     "AnimatedPNGWriter.add: a \(frame.width)×\(frame.height) frame for a \(width)×\(height) recording")
        let start = startTime ?? time
        startTime = start
        let rect: Rect
        if frameCount == 0 {
            rect = frame.bounds
        } else if let changed = changedRect(frame, within: (hint ?? frame.bounds).intersection(frame.bounds)) {
            rect = changed
        } else {
            return
        }
        let milliseconds = Int(((time - start) * 1000).rounded())
        let chunks = try encode(frame.view(of: rect))
        try flushPending(until: milliseconds)
        Kernels.simd.copy(frame.view(of: rect), to: picture.view, x: rect.x, y: rect.y)
        pending = EncodedFrame(rect: rect, time: milliseconds, chunks: chunks)
        frameCount += 1
    }

    /// Ends the recording at media time `time` (the last frame lasts until then),
    /// writes the frame count and moves the file into place. Returns the frame count.
    @discardableResult
    public func finish(at time: Double) throws(RecordingError) -> Int {
        guard let start = startTime else {
            throw RecordingError(path: path, reason: "no frame was recorded")
        }
        try flushPending(until: Int(((time - start) * 1000).rounded()))
        try write(PNGChunk(type: "IEND", data: []).bytes)
        var control: [UInt8] = []
        control.appendBigEndian(UInt32(frameCount))
        control.appendBigEndian(plays)
        try write(PNGChunk(type: "acTL", data: control).bytes, at: animationControlOffset)
        do {
            try file.commit(durable: true)
        } catch {
            throw RecordingError(path: path, reason: error.reason + "; the recording was not kept")
        }
        return frameCount
    }

    // MARK: Writing

    /// Writes the pending frame, shown until `end` ms.
    private func flushPending(until end: Int) throws(RecordingError) {
        guard let frame = pending else { return }
        pending = nil
        let isFirstFrame = sequence == 0
        if isFirstFrame { try writeHeader(from: frame.chunks) }
        var delay = max(0, end - frame.time)
        try writeControl(frame.rect, delay: min(delay, Self.longestDelay))
        for chunk in frame.chunks where chunk.type == "IDAT" {
            if isFirstFrame {
                try write(chunk.bytes)
            } else {
                try writeFrameData(chunk.data)
            }
        }
        delay -= min(delay, Self.longestDelay)
        while delay > 0 {
            let pixel = try encode(picture.view.view(of: Rect(x: 0, y: 0, width: 1, height: 1)))
            try writeControl(Rect(x: 0, y: 0, width: 1, height: 1), delay: min(delay, Self.longestDelay))
            for chunk in pixel where chunk.type == "IDAT" { try writeFrameData(chunk.data) }
            frameCount += 1
            delay -= min(delay, Self.longestDelay)
        }
    }

    /// The signature, the first frame's IHDR, a placeholder acTL and the ancillary
    /// chunks libpng put before the image data (sRGB and the like).
    private func writeHeader(from chunks: [PNGChunk]) throws(RecordingError) {
        try write(PNGChunk.signature)
        for chunk in chunks where chunk.type == "IHDR" { try write(chunk.bytes) }
        animationControlOffset = file.size
        try write(PNGChunk(type: "acTL", data: [UInt8](repeating: 0, count: 8)).bytes)
        for chunk in chunks.prefix(while: { $0.type != "IDAT" }) where chunk.type != "IHDR" {
            try write(chunk.bytes)
        }
    }

    /// fcTL: where the frame goes, how long it shows, how it is drawn.
    private func writeControl(_ rect: Rect, delay: Int) throws(RecordingError) {
        var data: [UInt8] = []
        data.appendBigEndian(sequence)
        for value in [rect.width, rect.height, rect.x, rect.y] { data.appendBigEndian(UInt32(value)) }
        data.appendBigEndian(UInt16(delay))
        data.appendBigEndian(UInt16(1000))
        data += [0, 0] // dispose_op NONE, blend_op SOURCE
        sequence += 1
        try write(PNGChunk(type: "fcTL", data: data).bytes)
    }

    /// fdAT: a sequence number and a frame's compressed data.
    private func writeFrameData(_ payload: [UInt8]) throws(RecordingError) {
        var data: [UInt8] = []
        data.reserveCapacity(4 + payload.count)
        data.appendBigEndian(sequence)
        data += payload
        sequence += 1
        try write(PNGChunk(type: "fdAT", data: data).bytes)
    }

    /// The chunks of `view` encoded as a PNG by libpng.
    private func encode(_ view: BitmapView) throws(RecordingError) -> [PNGChunk] {
        let bytes: [UInt8]
        do {
            bytes = try PNGCodec.encode(view)
        } catch {
            throw RecordingError(path: path, reason: "cannot encode a frame (\(error.reason))")
        }
        guard let chunks = PNGChunk.chunks(of: bytes) else {
            throw RecordingError(path: path, reason: "libpng wrote no PNG for a frame")
        }
        return chunks
    }

    /// Appends `bytes` (or writes them at `offset`); a failure drops the file at once.
    private func write(_ bytes: [UInt8], at offset: Int? = nil) throws(RecordingError) {
        do {
            if let offset { try file.write(bytes, at: offset) } else { try file.write(bytes) }
        } catch {
            file.discard()
            throw RecordingError(path: path, reason: error.reason + "; the recording was not kept")
        }
    }

    // MARK: Changes

    /// The bounding box of the pixels of `frame` inside `area` that differ from the
    /// picture so far, or nil when none do.
    private func changedRect(_ frame: BitmapView, within area: Rect) -> Rect? {
        guard !area.isEmpty else { return nil }
        let old = picture.view
        var minX = Int.max, maxX = Int.min, minY = Int.max, maxY = Int.min
        for y in area.minY ..< area.maxY {
            let new = frame.row(y) + area.x, was = old.row(y) + area.x
            guard memcmp(new, was, area.width * 4) != 0 else { continue }
            var first = 0
            while new[first] == was[first] { first += 1 }
            var last = area.width - 1
            while new[last] == was[last] { last -= 1 }
            minX = min(minX, area.x + first)
            maxX = max(maxX, area.x + last)
            minY = min(minY, y)
            maxY = y
        }
        guard minY != Int.max else { return nil }
        return Rect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }
}

import CoreGraphics
import Raster

/// Writes one picture as a PNG file that appears whole or not at all (`RecordingFile`):
/// a frame of `--dump-frames`, a `kiosk ctl screenshot`.
public enum PNGFileWriter {
    /// Encodes `picture` and puts it at `path`; returns the file's size in bytes.
    /// Errors name the file (or its folder, when that cannot be written).
    @discardableResult
    public static func write(_ picture: BitmapView, to path: String) throws(RecordingError) -> Int {
        try write(picture, to: path, io: .system)
    }

    @discardableResult
    static func write(_ picture: BitmapView, to path: String, io: RecordingIO) throws(RecordingError) -> Int {
        let bytes: [UInt8]
        do {
            bytes = try PNGCodec.encode(picture)
        } catch {
            throw RecordingError(path: path, reason: "cannot encode the frame (\(error.reason))")
        }
        let file = try RecordingFile(path: path, io: io, removingStalePartials: false)
        try file.write(bytes)
        try file.commit(durable: false)
        return bytes.count
    }
}

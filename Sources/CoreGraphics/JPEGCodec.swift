import CKioskJPEG
import Foundation
import Raster

/// Reads JPEG files through libjpeg-turbo, upright by their EXIF orientation, and
/// decodes large photos downscaled with libjpeg's DCT scaling (`numerator`/8 of the
/// stored size), so a 12 Mpx photo shown in a phone-sized view never exists at full
/// size in memory. libjpeg's errors and warnings (corrupt or truncated data) fail the
/// read with a `JPEGError` naming the file: a damaged photo is refused, not shown grey.
public enum JPEGCodec {
    /// What a JPEG's header says, without decoding its pixels.
    public struct Header: Sendable, Equatable {
        /// The stored image's size in pixels (before its orientation turns it).
        public let storedWidth: Int
        public let storedHeight: Int
        public let orientation: CGImagePropertyOrientation
        /// Whether the file is progressive (its decoder keeps the whole image's coefficients).
        public let isProgressive: Bool

        /// The upright picture's size in pixels.
        public var width: Int { orientation.swapsWidthAndHeight ? storedHeight : storedWidth }
        public var height: Int { orientation.swapsWidthAndHeight ? storedWidth : storedHeight }

        /// The stored image's size decoded at `numerator`/8 of it: libjpeg rounds each side up.
        public func storedSize(numerator: Int) -> (width: Int, height: Int) {
            ((storedWidth * numerator + 7) / 8, (storedHeight * numerator + 7) / 8)
        }
    }

    /// Whether `bytes` start like a JPEG file (SOI, then a marker).
    public static func isJPEG(_ bytes: some Collection<UInt8>) -> Bool { bytes.starts(with: [0xFF, 0xD8, 0xFF]) }

    /// The header of the JPEG `bytes` (`name` stands for the file in errors); throws
    /// unless it is a JPEG within the limits.
    public static func header(of bytes: [UInt8], name: String = "(memory)") throws(JPEGError) -> Header {
        guard isJPEG(bytes) else { throw JPEGError(path: name, reason: "is not a JPEG file (no SOI marker)") }
        var header = kiosk_jpeg_header()
        var message = [CChar](repeating: 0, count: Int(KIOSK_JPEG_MESSAGE_LENGTH))
        let status = bytes.withUnsafeBufferPointer { kiosk_jpeg_read_header($0.baseAddress, $0.count, &header, &message) }
        guard status == 0 else { throw JPEGError(path: name, reason: failure(message)) }
        try checkDeclaredSize(width: Int(header.width), height: Int(header.height), source: name)
        let orientation = bytes.withUnsafeBytes { EXIFOrientation.find(in: $0) }
        return Header(storedWidth: Int(header.width), storedHeight: Int(header.height), orientation: orientation,
                      isProgressive: header.progressive != 0)
    }

    /// The eighths (1…8) of the stored size to decode so that the upright picture is at
    /// least `width` × `height` pixels (both rounded up), or 8 (full size) if none smaller is.
    public static func scaleNumerator(for header: Header, fitting width: Int, _ height: Int) -> Int {
        let (needWidth, needHeight) = header.orientation.swapsWidthAndHeight ? (height, width) : (width, height)
        return (1...8).first { n in
            let scaled = header.storedSize(numerator: n)
            return scaled.width >= needWidth && scaled.height >= needHeight
        } ?? 8
    }

    /// Decodes the JPEG `bytes` upright, at the smallest of libjpeg's eighths that is at
    /// least `fitting` pixels (nil: full size). Throws a `JPEGError` naming `name` for
    /// what is not a JPEG, is over the limits, or is corrupt or truncated.
    public static func decode(_ bytes: [UInt8], name: String = "(memory)",
                              fitting size: (width: Int, height: Int)? = nil) throws(JPEGError) -> Bitmap {
        let header = try header(of: bytes, name: name)
        let numerator = size.map { scaleNumerator(for: header, fitting: max($0.width, 1), max($0.height, 1)) } ?? 8
        return try decode(bytes, header: header, numerator: numerator, name: name)
    }

    /// Reads and decodes the JPEG at `path` as `decode(_:name:fitting:)` does; a file over
    /// `maximumFileSize` is refused before it is read.
    public static func read(contentsOf path: String, fitting size: (width: Int, height: Int)? = nil)
        throws(JPEGError) -> Bitmap {
        try decode(try contents(of: path), name: path, fitting: size)
    }

    /// The bytes of the file at `path`, refused over `maximumFileSize` (by the size of the
    /// open file, before reading it), read straight into one array.
    public static func contents(of path: String) throws(JPEGError) -> [UInt8] {
        do throws(ImageFileError) {
            let file = try ImageFile(path: path, kind: "JPEG")
            guard file.size <= maximumFileSize else {
                throw ImageFileError(reason: "is \(file.size) bytes; Kiosk reads JPEG files of at most \(maximumFileSize)")
            }
            return try file.readAll()
        } catch {
            throw JPEGError(path: path, reason: error.reason)
        }
    }

    /// Decodes the JPEG `bytes`, whose `header` was read already, at `numerator`/8 of the
    /// stored size (clamped to 1…8), then turns the result upright.
    public static func decode(_ bytes: [UInt8], header: Header, numerator: Int, name: String) throws(JPEGError) -> Bitmap {
        let numerator = min(max(numerator, 1), 8)
        var message = [CChar](repeating: 0, count: Int(KIOSK_JPEG_MESSAGE_LENGTH))
        let (width, height) = header.storedSize(numerator: numerator)
        let stored = Bitmap(width: Int(width), height: Int(height))
        let status = bytes.withUnsafeBufferPointer { input in
            kiosk_jpeg_decode(input.baseAddress, input.count, Int32(numerator),
                              UnsafeMutableRawPointer(stored.baseAddress).assumingMemoryBound(to: UInt8.self),
                              stored.stride * 4, Int32(width), Int32(height), maximumDecoderMemory, Int32(maximumScans), &message)
        }
        guard status == 0 else { throw JPEGError(path: name, reason: failure(message)) }
        return stored.oriented(header.orientation)
    }

    /// libjpeg's message, as a reason.
    private static func failure(_ message: [CChar]) -> String {
        let text = message.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        return text.isEmpty ? "corrupt JPEG data" : "corrupt or truncated JPEG data (libjpeg: \(text))"
    }

    /// Encodes `view` (opaque; alpha is dropped) as a baseline 4:2:0 JPEG of `quality`
    /// (1…100), for tests and benchmarks that need photos.
    public static func encode(_ view: BitmapView, quality: Int = 90) throws(JPEGError) -> [UInt8] {
        var message = [CChar](repeating: 0, count: Int(KIOSK_JPEG_MESSAGE_LENGTH))
        var output: UnsafeMutablePointer<UInt8>?
        var size: UInt = 0
        let status = kiosk_jpeg_encode(UnsafeRawPointer(view.row(0)).assumingMemoryBound(to: UInt8.self),
                                       Int32(view.width), Int32(view.height), view.stride * 4,
                                       Int32(min(max(quality, 1), 100)), &output, &size, &message)
        guard status == 0, let output else { throw JPEGError(path: "(memory)", reason: failure(message)) }
        defer { kiosk_jpeg_free(output) }
        return Array(UnsafeBufferPointer(start: output, count: Int(size)))
    }
}

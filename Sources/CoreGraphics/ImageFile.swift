import Foundation

/// Why an image file could not be opened or read; each codec wraps the reason in its own
/// error with the file's path.
struct ImageFileError: Error {
    let reason: String
}

/// An image file open for reading, with its size taken from the open file (so a limit
/// checked on it holds for what is read), closed when the value goes away. A folder is
/// refused with a reason that names the format (`kind`) the caller expected.
final class ImageFile {
    let stream: UnsafeMutablePointer<FILE>
    let size: Int

    init(path: String, kind: String) throws(ImageFileError) {
        guard let stream = fopen(path, "rb") else { throw ImageFileError(reason: Self.cannotOpen()) }
        var status = stat()
        guard fstat(fileno(stream), &status) == 0 else {
            let reason = Self.cannotOpen()
            fclose(stream)
            throw ImageFileError(reason: reason)
        }
        guard status.st_mode & S_IFMT != S_IFDIR else {
            fclose(stream)
            throw ImageFileError(reason: "is a folder, not a \(kind) file")
        }
        self.stream = stream
        self.size = Int(status.st_size)
    }

    deinit { fclose(stream) }

    /// The whole file from its start, read straight into one array of `size` bytes.
    func readAll() throws(ImageFileError) -> [UInt8] {
        rewind(stream)
        let size = size, stream = stream
        let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
            count = fread(buffer.baseAddress, 1, size, stream)
        }
        guard bytes.count == size else { throw ImageFileError(reason: "cannot read file (\(bytes.count) of \(size) bytes)") }
        return bytes
    }

    /// Up to `count` bytes from `offset`: fewer at the file's end, none if it cannot seek.
    func read(at offset: Int, count: Int) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: count)
        guard fseeko(stream, off_t(offset), SEEK_SET) == 0 else { return [] }
        return Array(bytes[..<fread(&bytes, 1, count, stream)])
    }

    private static func cannotOpen() -> String { "cannot open file (\(String(cString: strerror(errno))))" }
}

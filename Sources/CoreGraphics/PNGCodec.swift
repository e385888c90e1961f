import CPNG
import Raster

/// A PNG file that could not be read or written, naming the file and what is wrong.
public struct PNGError: Error, CustomStringConvertible, Equatable {
    public let path: String
    public let reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "\(path): \(reason)" }
}

/// Reads and writes PNG files through libpng's simplified API.
///
/// PNG stores straight (unpremultiplied) alpha and Raster premultiplied, so
/// reading premultiplies (`Pixel.premultiplying`) and writing divides back out,
/// rounding to nearest. Opaque pixels survive a round trip unchanged.
public enum PNGCodec {
    /// libpng's PNG_FORMAT_BGRA (colour | alpha | BGR order): Raster's byte order.
    static let formatBGRA: UInt32 = 0x01 | 0x02 | 0x10
    static let imageVersion: UInt32 = 1 // PNG_IMAGE_VERSION

    /// Decodes the PNG at `path` into a premultiplied bitmap. Throws a `PNGError` naming
    /// the file when it cannot be opened, is not a PNG or is corrupt, when a chunk declares
    /// more than the file holds (`PNGStructure`), or when its header declares an image
    /// over `maximumSide` / `maximumPixels` or more pixel data than a file of its size can
    /// hold: all checked before libpng or Kiosk allocates for them.
    public static func read(contentsOf path: String) throws(PNGError) -> Bitmap {
        try read(contentsOf: path) { Bitmap(width: $0, height: $1) }
    }

    /// Decodes a PNG held in memory, as `read(contentsOf:)` decodes a file; `name`
    /// stands for the file in errors (say, where the bytes came from).
    public static func decode(_ bytes: [UInt8], name: String = "(memory)") throws(PNGError) -> Bitmap {
        try decode(bytes, name: name) { Bitmap(width: $0, height: $1) }
    }

    /// `read(contentsOf:)` with the pixel allocation passed in, so tests can see that a
    /// refused file allocates nothing.
    static func read(contentsOf path: String, allocate: (Int, Int) -> Bitmap) throws(PNGError) -> Bitmap {
        let file: ImageFile
        do { file = try ImageFile(path: path, kind: "PNG") } catch { throw PNGError(path: path, reason: error.reason) }
        let size = file.size
        let header = try PNGStructure.check(inputSize: size, source: path) { offset, count in
            file.read(at: offset, count: count)
        }
        rewind(file.stream)
        var image = png_image()
        image.version = imageVersion
        guard png_image_begin_read_from_stdio(&image, file.stream) != 0 else {
            throw PNGError(path: path, reason: readFailure(of: &image))
        }
        return try finishRead(&image, header: header, inputSize: size, source: path, allocate: allocate)
    }

    /// `decode(_:name:)` with the pixel allocation passed in.
    static func decode(_ bytes: [UInt8], name: String, allocate: (Int, Int) -> Bitmap) throws(PNGError) -> Bitmap {
        let header = try PNGStructure.check(inputSize: bytes.count, source: name) { offset, count in
            Array(bytes[offset..<min(offset + count, bytes.count)])
        }
        let result = bytes.withUnsafeBytes { raw -> Result<Bitmap, PNGError> in
            var image = png_image()
            image.version = imageVersion
            guard png_image_begin_read_from_memory(&image, raw.baseAddress, raw.count) != 0 else {
                return .failure(PNGError(path: name, reason: readFailure(of: &image)))
            }
            return Result { () throws(PNGError) in
                try finishRead(&image, header: header, inputSize: raw.count, source: name, allocate: allocate)
            }
        }
        return try result.get()
    }

    /// Checks the size `image`'s header declares, then allocates and decodes its pixels
    /// and premultiplies them. `image` has been begun; this frees it on every path.
    private static func finishRead(_ image: inout png_image, header: PNGHeader?, inputSize: Int, source: String,
                                   allocate: (Int, Int) -> Bitmap) throws(PNGError) -> Bitmap {
        let width = Int(image.width), height = Int(image.height)
        do {
            // Without a readable IHDR (libpng accepted the file, so this should not
            // happen), 1 bit per pixel is the most lenient genuine bound.
            try checkDeclaredSize(width: width, height: height, bitsPerPixel: header?.bitsPerPixel ?? 1,
                                  inputSize: inputSize, source: source)
        } catch {
            png_image_free(&image)
            throw error
        }
        image.format = formatBGRA
        let bitmap = allocate(width, height)
        let ok = png_image_finish_read(&image, nil, bitmap.baseAddress, png_int_32(bitmap.stride * 4), nil)
        guard ok != 0 else { throw PNGError(path: source, reason: readFailure(of: &image)) }
        let view = bitmap.view
        for y in 0..<height {
            let row = view.row(y)
            for x in 0..<width {
                let p = Pixel(rawValue: row[x])
                if p.alpha != 255 {
                    row[x] = Pixel.premultiplying(red: p.red, green: p.green, blue: p.blue, alpha: p.alpha).rawValue
                }
            }
        }
        return bitmap
    }

    /// Encodes `view` (premultiplied) as an 8-bit RGBA PNG at `path`.
    public static func write(_ view: BitmapView, to path: String) throws(PNGError) {
        let straight = straightCopy(of: view)
        var image = pngImage(for: view)
        let ok = png_image_write_to_file(&image, path, 0, straight.baseAddress, png_int_32(straight.stride * 4), nil)
        guard ok != 0 else {
            let message = messageText(of: &image)
            png_image_free(&image)
            throw PNGError(path: path, reason: "cannot write PNG (\(message)); check that the folder exists and is writable")
        }
    }

    /// Encodes `view` (premultiplied) as an 8-bit RGBA PNG in memory: the bytes a
    /// `write(_:to:)` would put in a file (recordings take its chunks apart).
    public static func encode(_ view: BitmapView) throws(PNGError) -> [UInt8] {
        let straight = straightCopy(of: view)
        var image = pngImage(for: view)
        // libpng's bound (PNG_IMAGE_PNG_SIZE_MAX): zlib's worst case for the filtered
        // rows, plus the chunks around them; the write below cannot run out of room.
        let raw = (view.width * 4 + 1) * view.height
        let compressed = raw + (raw + 7) / 8 + (raw + 63) / 64 + 11
        var size = png_alloc_size_t(compressed + compressed / 8192 * 12 + 256)
        var bytes = [UInt8](repeating: 0, count: Int(size))
        let ok = bytes.withUnsafeMutableBytes {
            png_image_write_to_memory(&image, $0.baseAddress, &size, 0, straight.baseAddress, png_int_32(straight.stride * 4), nil)
        }
        guard ok != 0 else {
            let message = messageText(of: &image)
            png_image_free(&image)
            throw PNGError(path: "(memory)", reason: "cannot encode a \(view.width)×\(view.height) PNG (\(message))")
        }
        bytes.removeSubrange(Int(size)...)
        return bytes
    }

    /// A copy of `view` with straight (unpremultiplied) alpha, as PNG stores it.
    private static func straightCopy(of view: BitmapView) -> Bitmap {
        let straight = Bitmap(width: view.width, height: view.height)
        for y in 0..<view.height {
            let src = view.row(y), dst = straight.view.row(y)
            for x in 0..<view.width { dst[x] = unpremultiplied(Pixel(rawValue: src[x])).rawValue }
        }
        return straight
    }

    /// libpng's description of a `view`-sized BGRA image.
    private static func pngImage(for view: BitmapView) -> png_image {
        var image = png_image()
        image.version = imageVersion
        image.width = png_uint_32(view.width)
        image.height = png_uint_32(view.height)
        image.format = formatBGRA
        return image
    }

    /// Straight-alpha components of a premultiplied pixel, rounded to nearest.
    static func unpremultiplied(_ p: Pixel) -> Pixel {
        let a = UInt32(p.alpha)
        if a == 255 || a == 0 { return a == 0 ? .clear : p }
        func channel(_ c: UInt8) -> UInt8 { UInt8(min(255, (UInt32(c) * 255 + a / 2) / a)) }
        return Pixel(red: channel(p.red), green: channel(p.green), blue: channel(p.blue), alpha: p.alpha)
    }

    private static func readFailure(of image: inout png_image) -> String {
        let message = messageText(of: &image)
        png_image_free(&image)
        return "not a valid PNG file (\(message))"
    }

    private static func messageText(of image: inout png_image) -> String {
        withUnsafeBytes(of: &image.message) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
    }
}

import CPNG
import Raster

/// A PNG file that could not be read or written, naming the file and what is wrong.
public struct PNGError: Error, CustomStringConvertible, Equatable {
    public let path: String
    public let reason: String

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

    /// Decodes the PNG at `path` into a premultiplied bitmap.
    public static func read(contentsOf path: String) throws(PNGError) -> Bitmap {
        var image = png_image()
        image.version = imageVersion
        guard png_image_begin_read_from_file(&image, path) != 0 else {
            throw PNGError(path: path, reason: readFailure(of: &image))
        }
        image.format = formatBGRA
        let width = Int(image.width), height = Int(image.height)
        let bitmap = Bitmap(width: width, height: height)
        let ok = png_image_finish_read(&image, nil, bitmap.baseAddress, png_int_32(bitmap.stride * 4), nil)
        guard ok != 0 else { throw PNGError(path: path, reason: readFailure(of: &image)) }
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
        let straight = Bitmap(width: view.width, height: view.height)
        for y in 0..<view.height {
            let src = view.row(y), dst = straight.view.row(y)
            for x in 0..<view.width { dst[x] = unpremultiplied(Pixel(rawValue: src[x])).rawValue }
        }
        var image = png_image()
        image.version = imageVersion
        image.width = png_uint_32(view.width)
        image.height = png_uint_32(view.height)
        image.format = formatBGRA
        let ok = png_image_write_to_file(&image, path, 0, straight.baseAddress, png_int_32(straight.stride * 4), nil)
        guard ok != 0 else {
            let message = messageText(of: &image)
            png_image_free(&image)
            throw PNGError(path: path, reason: "cannot write PNG (\(message)); check that the folder exists and is writable")
        }
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
        if message.contains("No such file") || message.contains("open") {
            return "cannot open file (\(message))"
        }
        return "not a valid PNG file (\(message))"
    }

    private static func messageText(of image: inout png_image) -> String {
        withUnsafeBytes(of: &image.message) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
    }
}

import CoreGraphics
import Foundation
import Glibc
import Kiosk
import Raster

/// A picture as a display holds it: little-endian 2- or 4-byte pixels with the colour
/// channels where the device says, kept as each pixel's colour bits (the X byte and
/// padding masked off), row by row. Read back from scanout (a DRM buffer, a writeback
/// capture, an fbdev buffer), or packed from a reference picture the same way, so that
/// two compare bit for bit. The loops work on raw buffers: the guest runs debug builds
/// under TCG, where a million pixels through array subscripts take seconds.
struct ScanoutImage: Sendable {
    typealias Channel = FBDevScreenInfo.Channel

    let width: Int
    let height: Int
    let bitsPerPixel: Int
    let red: Channel
    let green: Channel
    let blue: Channel
    /// Each pixel's colour bits, `width` a row.
    private(set) var colours: [UInt32]

    static func channels(of format: ScanoutFormat) -> (red: Channel, green: Channel, blue: Channel) {
        switch format {
        case .xrgb8888: (Channel(offset: 16, length: 8), Channel(offset: 8, length: 8), Channel(offset: 0, length: 8))
        case .rgb565: (Channel(offset: 11, length: 5), Channel(offset: 5, length: 6), Channel(offset: 0, length: 5))
        }
    }

    /// A DRM front buffer or writeback capture (rows packed).
    init(_ buffer: DRMFrontBuffer) {
        let channels = Self.channels(of: buffer.format)
        self.init(width: buffer.width, height: buffer.height, bytesPerRow: buffer.width * buffer.format.bytesPerPixel,
                  bitsPerPixel: buffer.format.bytesPerPixel * 8, red: channels.red, green: channels.green,
                  blue: channels.blue, bytes: buffer.bytes)
    }

    /// The visible rows of the buffer a framebuffer shows now (at its y offset), read
    /// from the device with pread.
    init(framebufferAt path: String) throws {
        let info = try FBDevDevice(path: path).screenInfo()
        let device = try FileDescriptor(opening: path, flags: O_RDONLY)
        let length = info.bytesPerRow * info.height
        var bytes = [UInt8](repeating: 0, count: length)
        var done = 0
        while done < length {
            let n = bytes.withUnsafeMutableBytes {
                pread(device.rawValue, $0.baseAddress! + done, length - done, off_t(info.yOffset * info.bytesPerRow + done))
            }
            guard n > 0 else { throw SystemError(call: "pread", path: path, errno: n == 0 ? EIO : errno) }
            done += n
        }
        self.init(width: info.width, height: info.height, bytesPerRow: info.bytesPerRow, bitsPerPixel: info.bitsPerPixel,
                  red: info.red, green: info.green, blue: info.blue, bytes: bytes)
    }

    /// Pixels of `bitsPerPixel` (16 or 32) in `bytes`, rows `bytesPerRow` apart.
    init(width: Int, height: Int, bytesPerRow: Int, bitsPerPixel: Int, red: Channel, green: Channel, blue: Channel,
         bytes: [UInt8]) {
        self.width = width
        self.height = height
        self.bitsPerPixel = bitsPerPixel
        self.red = red
        self.green = green
        self.blue = blue
        let mask = Self.mask(red) | Self.mask(green) | Self.mask(blue)
        let wide = bitsPerPixel == 32
        colours = [UInt32](unsafeUninitializedCapacity: width * height) { out, count in
            bytes.withUnsafeBytes { raw in
                for y in 0..<height {
                    let row = raw.baseAddress! + y * bytesPerRow
                    for x in 0..<width {
                        out[y &* width &+ x] = (wide ? row.loadUnaligned(fromByteOffset: x &* 4, as: UInt32.self)
                            : UInt32(row.loadUnaligned(fromByteOffset: x &* 2, as: UInt16.self))) & mask
                    }
                }
            }
            count = width * height
        }
    }

    /// `picture` turned by `rotation` onto this image's panel and packed like it: each
    /// 8-bit channel cut to the channel's length (how the output pass reduces to RGB565).
    func packing(_ picture: Bitmap, rotation: Rotation) -> ScanoutImage {
        var packed = self
        let (r, g, b) = (UInt32(red.offset), UInt32(green.offset), UInt32(blue.offset))
        let (rs, gs, bs) = (UInt32(8 - red.length), UInt32(8 - green.length), UInt32(8 - blue.length))
        let (pw, ph, w) = (picture.width, picture.height, width)
        packed.colours.withUnsafeMutableBufferPointer { out in
            picture.withView { view in
                for y in 0..<ph {
                    let row = view.row(y)
                    for x in 0..<pw {
                        let p = row[x]
                        let to = rotation.map(x: x, y: y, width: pw, height: ph)
                        let red = ((p >> 16 & 0xFF) >> rs) << r, green = ((p >> 8 & 0xFF) >> gs) << g, blue = ((p & 0xFF) >> bs) << b
                        out[to.y &* w &+ to.x] = red | green | blue
                    }
                }
            }
        }
        return packed
    }

    /// How many pixels' colour bits differ from `other`'s, and the first as
    /// "(x, y): 0x… instead of 0x…".
    func difference(from other: ScanoutImage) -> (count: Int, first: String?) {
        guard width == other.width, height == other.height else {
            return (max(width * height, other.width * other.height), "\(width)x\(height) instead of \(other.width)x\(other.height)")
        }
        var count = 0
        var first: Int?
        colours.withUnsafeBufferPointer { mine in
            other.colours.withUnsafeBufferPointer { theirs in
                for i in 0..<mine.count where mine[i] != theirs[i] {
                    if first == nil { first = i }
                    count &+= 1
                }
            }
        }
        return (count, first.map { String(format: "(%d, %d): 0x%08X instead of 0x%08X", $0 % width, $0 / width, colours[$0], other.colours[$0]) })
    }

    /// The picture, each channel widened back to 8 bits, for a PNG.
    func bitmap() -> Bitmap {
        let bitmap = Bitmap(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let value = colours[y * width + x]
                bitmap[x, y] = Pixel(red: Self.widen(value, red), green: Self.widen(value, green),
                                     blue: Self.widen(value, blue), alpha: 255)
            }
        }
        return bitmap
    }

    /// Writes `NAME-actual.png`, `NAME-expected.png` and `NAME-diff.png` (the
    /// differing pixels red over a dimmed expected picture) into `folder`.
    func writeMismatch(expected: ScanoutImage, named name: String, into folder: String) throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let actualPicture = bitmap(), expectedPicture = expected.bitmap()
        let diff = Bitmap(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let e = expectedPicture[x, y]
                diff[x, y] = colours[y * width + x] == expected.colours[y * width + x]
                    ? Pixel(red: e.red / 4, green: e.green / 4, blue: e.blue / 4, alpha: 255)
                    : Pixel(red: 255, green: 0, blue: 0, alpha: 255)
            }
        }
        try PNGCodec.write(actualPicture.view, to: "\(folder)/\(name)-actual.png")
        try PNGCodec.write(expectedPicture.view, to: "\(folder)/\(name)-expected.png")
        try PNGCodec.write(diff.view, to: "\(folder)/\(name)-diff.png")
    }

    private static func mask(_ channel: Channel) -> UInt32 {
        ((UInt32(1) << UInt32(channel.length)) - 1) << UInt32(channel.offset)
    }

    private static func widen(_ value: UInt32, _ channel: Channel) -> UInt8 {
        let maximum = (UInt32(1) << UInt32(channel.length)) - 1
        return UInt8(ScanoutReadBack.widen((value >> UInt32(channel.offset)) & maximum, bits: channel.length))
    }
}

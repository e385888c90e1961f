import Kiosk
import Raster

extension ScanoutImage {
    /// 64-bit FNV-1a over every pixel's colour bits, row by row: two pictures with
    /// equal colour bits have equal fingerprints, so the guest can tell which known
    /// picture the screen shows without decoding reference PNGs (slow under TCG).
    var fingerprint: UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        colours.withUnsafeBufferPointer { pixels in
            for pixel in pixels {
                hash = (hash ^ UInt64(pixel)) &* 0x0000_0100_0000_01B3
            }
        }
        return hash
    }

    /// `picture` as an XRGB8888 scanout shows it, unturned.
    static func xrgb8888(_ picture: Bitmap) -> ScanoutImage {
        let channels = channels(of: .xrgb8888)
        let blank = ScanoutImage(width: picture.width, height: picture.height, bytesPerRow: picture.width * 4, bitsPerPixel: 32,
                                 red: channels.red, green: channels.green, blue: channels.blue,
                                 bytes: [UInt8](repeating: 0, count: picture.width * picture.height * 4))
        return blank.packing(picture, rotation: .degrees0)
    }
}

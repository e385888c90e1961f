import CoreGraphics
import FuzzSupport
import Raster

/// PNGCodec.decode on any bytes: it must throw or return an image within the limits;
/// a small image must survive encoding and decoding again with its size.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPNG(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let input = FuzzInput(data, size)
    guard let bitmap = try? PNGCodec.decode(Array(input.rest), name: "fuzz") else { return 0 }
    fuzzCheck(bitmap.width <= PNGCodec.maximumSide && bitmap.height <= PNGCodec.maximumSide
              && bitmap.width * bitmap.height <= PNGCodec.maximumPixels, "\(bitmap.width)×\(bitmap.height) decoded")
    guard bitmap.width * bitmap.height <= 4096 else { return 0 }
    do {
        let again = try PNGCodec.decode(PNGCodec.encode(bitmap.view), name: "re-encoded")
        fuzzCheck(again.width == bitmap.width && again.height == bitmap.height, "re-encoding changed the size")
        // Opaque pixels survive a round trip exactly.
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width where bitmap[x, y].alpha == 255 {
                fuzzCheck(again[x, y] == bitmap[x, y], "opaque pixel \(x),\(y) changed")
            }
        }
    } catch {
        fuzzCheck(false, "a decoded image did not re-encode: \(error)")
    }
    return 0
}

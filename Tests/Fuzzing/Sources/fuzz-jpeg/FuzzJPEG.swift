import CoreGraphics
import FuzzSupport
import Raster

/// JPEGCodec on any bytes, after the first two pick the size asked for (none, or a box
/// the decode must cover): it must throw or give an upright picture whose size follows
/// from the header (its orientation and the eighth chosen), within the limits, and
/// never crash, hang (progressive scans are bounded) or allocate past its bounds.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJPEG(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    let fitting = input.pick([(width: Int, height: Int)?.none, (1, 1), (16, 9), (64, 64), (333, 17), (100_000, 100_000)])
    let bytes = Array(input.rest)
    guard let header = try? JPEGCodec.header(of: bytes, name: "fuzz.jpg") else {
        fuzzCheck((try? JPEGCodec.decode(bytes, name: "fuzz.jpg")) == nil, "decoded what has no readable header")
        return 0
    }
    fuzzCheck(header.storedWidth <= JPEGCodec.maximumSide && header.storedHeight <= JPEGCodec.maximumSide
              && header.storedWidth * header.storedHeight <= JPEGCodec.maximumPixels, "header over the limits")
    guard let bitmap = try? JPEGCodec.decode(bytes, name: "fuzz.jpg", fitting: fitting) else { return 0 }
    let numerator = fitting.map { JPEGCodec.scaleNumerator(for: header, fitting: max($0.width, 1), max($0.height, 1)) } ?? 8
    let across = (header.width * numerator + 7) / 8, down = (header.height * numerator + 7) / 8
    fuzzCheck(bitmap.width == across && bitmap.height == down,
              "decoded \(bitmap.width)×\(bitmap.height) for \(header) at \(numerator)/8")
    // Opaque pixels only: JPEG has no alpha.
    for y in 0..<min(bitmap.height, 4) { fuzzCheck(bitmap.view.row(y)[0] >> 24 == 0xFF, "a pixel with alpha") }
    return 0
}

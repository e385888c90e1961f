import CoreGraphics
import FuzzSupport
import Foundation
import Raster

/// Where each input is also written, to decode it from a file: one per process, in
/// memory where there is a tmpfs (ext4 flushes a truncated file on close, 3 ms a run),
/// removed when libFuzzer exits.
let scratch: String = {
    let path = (FileManager.default.fileExists(atPath: "/dev/shm") ? "/dev/shm" : NSTemporaryDirectory())
        + "/fuzz-png-\(getpid()).png"
    atexit { unlink(scratch) }
    return path
}()

/// PNGCodec on any bytes: decoding from memory and from a file must agree (the same
/// error or the same size), a decoded image must be within the limits, and a small one
/// must survive encoding and decoding again.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPNG(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let input = FuzzInput(data, size)
    let bytes = Array(input.rest)
    let file = fopen(scratch, "wb")
    fuzzCheck(file != nil && fwrite(bytes, 1, bytes.count, file) == bytes.count, "cannot write \(scratch)")
    fclose(file)
    let fromMemory = Result { () throws(PNGError) in try PNGCodec.decode(bytes, name: scratch) }
    let fromFile = Result { () throws(PNGError) in try PNGCodec.read(contentsOf: scratch) }
    switch (fromMemory, fromFile) {
    case (.failure(let a), .failure(let b)):
        // libpng words its errors per source; Kiosk's own checks must say the same.
        fuzzCheck(a == b || !(isKiosks(a) || isKiosks(b)), "memory and file disagree: \(a) / \(b)")
        return 0
    case (.success(let a), .success(let b)):
        fuzzCheck(a.width == b.width && a.height == b.height, "memory and file decode different sizes")
    default:
        fuzzCheck(false, "memory and file disagree: \(fromMemory) / \(fromFile)")
    }
    guard case .success(let bitmap) = fromMemory else { return 0 }
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

/// Whether `error` comes from Kiosk's checks rather than libpng's words.
func isKiosks(_ error: PNGError) -> Bool {
    error.reason.hasPrefix("declares ") || error.reason.contains(" chunk at byte ") || error.reason.hasSuffix("(empty file)")
}

import Foundation
import Kiosk
import Raster

/// What scanout memory must hold for a picture: the picture through the scalar
/// output pass (the reference the display's SIMD pass is proven against in Raster's tests).
func expectedScanout(of picture: Bitmap, format: ScanoutFormat, rotation: Rotation) -> [UInt8] {
    let width = rotation.swapsAxes ? picture.height : picture.width
    let height = rotation.swapsAxes ? picture.width : picture.height
    let bytesPerRow = width * format.bytesPerPixel
    var bytes = [UInt8](repeating: 0, count: bytesPerRow * height)
    bytes.withUnsafeMutableBytes { raw in
        let scanout = ScanoutView(baseAddress: raw.baseAddress!, width: width, height: height,
                                  bytesPerRow: bytesPerRow, format: format)
        Kernels.scalar.present(picture.view, rect: picture.bounds, to: scanout, rotation: rotation)
    }
    return bytes
}

/// RGB565 pixels widened to XRGB8888 (each channel scaled to 0…255, rounded), as a
/// display engine reads them.
func widenedRGB565(_ bytes: [UInt8]) -> [UInt8] {
    var wide: [UInt8] = []
    wide.reserveCapacity(bytes.count * 2)
    for i in stride(from: 0, to: bytes.count, by: 2) {
        let p = Int(bytes[i]) | Int(bytes[i + 1]) << 8
        let scale = { (value: Int, maximum: Int) in UInt8((value * 255 + maximum / 2) / maximum) }
        wide += [scale(p & 0x1F, 31), scale(p >> 5 & 0x3F, 63), scale(p >> 11, 31), 0xFF]
    }
    return wide
}

/// How many pixels of `front` differ from `expected`, and the first one that does,
/// as "(x, y): 0x… instead of 0x…". `ignoringX` compares only the colour bytes of
/// XRGB8888 pixels (a writeback fills the X byte its own way); `tolerance` is how far
/// each byte may be off.
func scanoutDifference(_ front: DRMFrontBuffer, _ expected: [UInt8], ignoringX: Bool = false,
                       tolerance: Int = 0) -> (count: Int, first: String?) {
    let bpp = front.format.bytesPerPixel
    let compared = ignoringX && front.format == .xrgb8888 ? 3 : bpp
    let differs = { (i: Int) in
        (i..<(i + compared)).contains { abs(Int(front.bytes[$0]) - Int(expected[$0])) > tolerance }
    }
    guard front.bytes.count == expected.count else {
        return (max(front.bytes.count, expected.count) / bpp, "\(front.bytes.count) bytes instead of \(expected.count)")
    }
    var count = 0
    var first: String?
    for i in stride(from: 0, to: expected.count, by: bpp) where differs(i) {
        count += 1
        if first == nil {
            let hex = { (bytes: ArraySlice<UInt8>) in "0x" + bytes.reversed().map { String(format: "%02X", $0) }.joined() }
            let pixel = i / bpp
            first = "(\(pixel % front.width), \(pixel / front.width)): \(hex(front.bytes[i..<(i + bpp)])) "
                + "instead of \(hex(expected[i..<(i + bpp)]))"
        }
    }
    return (count, first)
}

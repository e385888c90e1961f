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

/// How many pixels of `front` differ from `expected`, and the first one that does,
/// as "(x, y): 0x… instead of 0x…". `ignoringX` compares only the colour bytes of
/// XRGB8888 pixels (a writeback fills the X byte its own way).
func scanoutDifference(_ front: DRMFrontBuffer, _ expected: [UInt8], ignoringX: Bool = false) -> (count: Int, first: String?) {
    let bpp = front.format.bytesPerPixel
    let compared = ignoringX && front.format == .xrgb8888 ? 3 : bpp
    guard front.bytes.count == expected.count else {
        return (max(front.bytes.count, expected.count) / bpp, "\(front.bytes.count) bytes instead of \(expected.count)")
    }
    var count = 0
    var first: String?
    for i in stride(from: 0, to: expected.count, by: bpp) where front.bytes[i..<(i + compared)] != expected[i..<(i + compared)] {
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

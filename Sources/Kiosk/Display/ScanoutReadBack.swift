import Raster

/// Undoes the output pass: reads a picture back from scanout memory (a DRM dumb
/// buffer, an fbdev mapping) in its format, with red and blue where the device keeps
/// them, and turns it upright again, for `kiosk ctl screenshot`. Channels narrower than
/// 8 bits (RGB565) are widened to the nearest 8-bit value, so 0 and full stay 0 and 255.
public struct ScanoutReadBack: Sendable, Equatable {
    public var format: ScanoutFormat
    /// Red where `format` has blue, and blue where it has red (fbdev's XBGR8888, BGR565).
    public var swapsRedAndBlue: Bool
    /// How the output pass turned the picture onto the scanout memory.
    public var rotation: Rotation

    public init(format: ScanoutFormat, swapsRedAndBlue: Bool = false, rotation: Rotation) {
        self.format = format
        self.swapsRedAndBlue = swapsRedAndBlue
        self.rotation = rotation
    }

    /// The upright `width` × `height` picture (opaque) whose turned pixels are in
    /// `memory`, rows `bytesPerRow` apart.
    public func picture(from memory: UnsafeRawPointer, bytesPerRow: Int, width: Int, height: Int) -> Bitmap {
        let picture = Bitmap(width: width, height: height)
        let (rotation, wide, swaps) = (rotation, format == .xrgb8888, swapsRedAndBlue)
        let view = picture.view
        for y in 0..<height {
            let row = view.row(y)
            for x in 0..<width {
                let at = rotation.map(x: x, y: y, width: width, height: height)
                let source = memory + at.y &* bytesPerRow
                var value = wide ? source.loadUnaligned(fromByteOffset: at.x &* 4, as: UInt32.self) & 0x00FF_FFFF
                    : Self.widen565(source.loadUnaligned(fromByteOffset: at.x &* 2, as: UInt16.self))
                if swaps { value = value & 0x00_FF00 | (value & 0xFF) << 16 | (value >> 16) & 0xFF }
                row[x] = 0xFF00_0000 | value
            }
        }
        return picture
    }

    /// An RGB565 pixel as 0x00RRGGBB.
    private static func widen565(_ pixel: UInt16) -> UInt32 {
        let value = UInt32(pixel)
        return widen(value >> 11 & 0x1F, bits: 5) << 16 | widen(value >> 5 & 0x3F, bits: 6) << 8 | widen(value & 0x1F, bits: 5)
    }

    /// A channel of `bits` bits as the nearest 8-bit value.
    public static func widen(_ value: UInt32, bits: Int) -> UInt32 {
        let maximum = (UInt32(1) << UInt32(bits)) - 1
        return (value * 255 + maximum / 2) / maximum
    }
}

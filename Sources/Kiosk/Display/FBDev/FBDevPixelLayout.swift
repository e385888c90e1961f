import Raster

/// How an fbdev mode stores a pixel: one of Raster's scanout formats, possibly with
/// red and blue trading places (vfb's "RGBA 8888" keeps red in the low byte, which is
/// XBGR8888; its 16 bpp keeps red in the low bits). Swapped layouts are drawn by
/// swapping the channels of the damaged pixels in cached memory first.
public struct FBDevPixelLayout: Sendable, Equatable, CustomStringConvertible {
    public var format: ScanoutFormat
    /// Red where `format` has blue, and blue where it has red.
    public var swapsRedAndBlue: Bool

    public init(format: ScanoutFormat, swapsRedAndBlue: Bool) {
        self.format = format
        self.swapsRedAndBlue = swapsRedAndBlue
    }

    public var description: String {
        switch (format, swapsRedAndBlue) {
        case (.xrgb8888, false): "XRGB8888"
        case (.xrgb8888, true): "XBGR8888"
        case (.rgb565, false): "RGB565"
        case (.rgb565, true): "BGR565"
        }
    }
}

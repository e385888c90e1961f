/// Pixel formats a display scans out.
public enum ScanoutFormat: Sendable, Equatable {
    /// 32 bits, `0xXXRRGGBB` little-endian (DRM_FORMAT_XRGB8888).
    case xrgb8888
    /// 16 bits, `RRRRRGGGGGGBBBBB` little-endian (DRM_FORMAT_RGB565).
    case rgb565

    public var bytesPerPixel: Int { self == .xrgb8888 ? 4 : 2 }
}

/// How the picture is turned on its way to the panel, clockwise.
public enum Rotation: Int, Sendable, Equatable, CaseIterable {
    case degrees0 = 0, degrees90 = 90, degrees180 = 180, degrees270 = 270

    /// Whether width and height swap.
    public var swapsAxes: Bool { self == .degrees90 || self == .degrees270 }

    /// Where source pixel `(x, y)` of a `width × height` picture lands.
    /// 90° clockwise maps `(x, y)` to `(height − 1 − y, x)`.
    @inlinable public func map(x: Int, y: Int, width: Int, height: Int) -> (x: Int, y: Int) {
        switch self {
        case .degrees0: return (x, y)
        case .degrees90: return (height - 1 - y, x)
        case .degrees180: return (width - 1 - x, height - 1 - y)
        case .degrees270: return (y, width - 1 - x)
        }
    }

    /// Where the source rectangle `r` of a `width × height` picture lands.
    public func map(_ r: Rect, width: Int, height: Int) -> Rect {
        switch self {
        case .degrees0: return r
        case .degrees90: return Rect(x: height - r.maxY, y: r.x, width: r.height, height: r.width)
        case .degrees180: return Rect(x: width - r.maxX, y: height - r.maxY, width: r.width, height: r.height)
        case .degrees270: return Rect(x: r.y, y: width - r.maxX, width: r.height, height: r.width)
        }
    }
}

/// Memory the display scans out (or a copy of it): rows `bytesPerRow` apart.
/// Often uncached or write-combined on real boards: kernels write each byte once, in
/// runs (whole rows, or 16 pixels of a row at a time when turned), and never read it.
public struct ScanoutView {
    public let baseAddress: UnsafeMutableRawPointer
    public let width: Int
    public let height: Int
    public let bytesPerRow: Int
    public let format: ScanoutFormat

    public init(baseAddress: UnsafeMutableRawPointer, width: Int, height: Int, bytesPerRow: Int, format: ScanoutFormat) {
        precondition(width >= 0 && height >= 0 && bytesPerRow >= width * format.bytesPerPixel, "ScanoutView: bad geometry")
        self.baseAddress = baseAddress
        self.width = width
        self.height = height
        self.bytesPerRow = bytesPerRow
        self.format = format
    }

    public var bounds: Rect { Rect(x: 0, y: 0, width: width, height: height) }
}

import CKioskSystem
import Raster

/// What an fbdev driver says about its mode (the variable and fixed screen info),
/// in Swift types, and what follows from it: the scanout format, how many frames fit
/// for panning, and the refresh rate.
public struct FBDevScreenInfo: Sendable, Equatable, CustomStringConvertible {
    /// One colour channel's place in a pixel: `offset` bits up, `length` bits wide.
    public struct Channel: Sendable, Equatable {
        public var offset: Int
        public var length: Int
        public init(offset: Int, length: Int) {
            self.offset = offset
            self.length = length
        }
    }

    /// The driver's name (fix.id), e.g. "Virtual FB".
    public var name: String
    /// The visible mode, in pixels.
    public var width: Int
    public var height: Int
    /// The virtual screen panning moves the visible mode across.
    public var virtualWidth: Int
    public var virtualHeight: Int
    /// Where the visible mode is inside the virtual screen.
    public var yOffset: Int
    public var bitsPerPixel: Int
    public var red: Channel
    public var green: Channel
    public var blue: Channel
    /// Bytes from one row to the next.
    public var bytesPerRow: Int
    /// The size of the mappable video memory.
    public var memoryLength: Int
    /// Lines the display can pan by (0: no vertical panning).
    public var yPanStep: Int
    /// Whether the pixels are packed (FB_TYPE_PACKED_PIXELS), the only layout drawn to.
    public var isPackedPixels: Bool
    /// Pixel clock period in picoseconds (0 when the driver does not say).
    public var pixelClock: Int
    /// Pixels per line and lines per frame, blanking included.
    public var horizontalTotal: Int
    public var verticalTotal: Int
    /// FB_VMODE_* bits: interlaced (1), double scan (2).
    public var videoMode: Int

    public init(name: String, width: Int, height: Int, virtualWidth: Int, virtualHeight: Int, yOffset: Int,
                bitsPerPixel: Int, red: Channel, green: Channel, blue: Channel, bytesPerRow: Int,
                memoryLength: Int, yPanStep: Int, isPackedPixels: Bool, pixelClock: Int,
                horizontalTotal: Int, verticalTotal: Int, videoMode: Int) {
        self.name = name
        self.width = width
        self.height = height
        self.virtualWidth = virtualWidth
        self.virtualHeight = virtualHeight
        self.yOffset = yOffset
        self.bitsPerPixel = bitsPerPixel
        self.red = red
        self.green = green
        self.blue = blue
        self.bytesPerRow = bytesPerRow
        self.memoryLength = memoryLength
        self.yPanStep = yPanStep
        self.isPackedPixels = isPackedPixels
        self.pixelClock = pixelClock
        self.horizontalTotal = horizontalTotal
        self.verticalTotal = verticalTotal
        self.videoMode = videoMode
    }

    /// The screen info the driver reports, in the terms Kiosk draws by.
    init(_ v: FBDevVariableInfo, _ f: FBDevFixedInfo) {
        name = f.id
        width = Int(v.xres)
        height = Int(v.yres)
        virtualWidth = Int(v.xresVirtual)
        virtualHeight = Int(v.yresVirtual)
        yOffset = Int(v.yoffset)
        bitsPerPixel = Int(v.bitsPerPixel)
        red = Channel(offset: Int(v.red.offset), length: Int(v.red.length))
        green = Channel(offset: Int(v.green.offset), length: Int(v.green.length))
        blue = Channel(offset: Int(v.blue.offset), length: Int(v.blue.length))
        bytesPerRow = Int(f.lineLength)
        memoryLength = Int(f.memoryLength)
        yPanStep = Int(f.ypanstep)
        isPackedPixels = f.type == UInt32(FB_TYPE_PACKED_PIXELS)
        pixelClock = Int(v.pixclock)
        let horizontal = Int(v.leftMargin) + Int(v.rightMargin) + Int(v.hsyncLen)
        let vertical = Int(v.upperMargin) + Int(v.lowerMargin) + Int(v.vsyncLen)
        horizontalTotal = width + horizontal
        verticalTotal = height + vertical
        videoMode = Int(v.vmode) & Int(FB_VMODE_MASK)
    }

    /// How the pixels are laid out, or nil for a layout Kiosk does not draw: 32 bpp
    /// with 8-bit channels (red at bit 16 and blue at 0, XRGB8888, or the other way
    /// round as vfb reports), or 16 bpp 5-6-5 (red high, RGB565, or low).
    public var layout: FBDevPixelLayout? {
        guard isPackedPixels else { return nil }
        switch (bitsPerPixel, red, green, blue) {
        case (32, Channel(offset: 16, length: 8), Channel(offset: 8, length: 8), Channel(offset: 0, length: 8)):
            return FBDevPixelLayout(format: .xrgb8888, swapsRedAndBlue: false)
        case (32, Channel(offset: 0, length: 8), Channel(offset: 8, length: 8), Channel(offset: 16, length: 8)):
            return FBDevPixelLayout(format: .xrgb8888, swapsRedAndBlue: true)
        case (16, Channel(offset: 11, length: 5), Channel(offset: 5, length: 6), Channel(offset: 0, length: 5)):
            return FBDevPixelLayout(format: .rgb565, swapsRedAndBlue: false)
        case (16, Channel(offset: 0, length: 5), Channel(offset: 5, length: 6), Channel(offset: 11, length: 5)):
            return FBDevPixelLayout(format: .rgb565, swapsRedAndBlue: true)
        default:
            return nil
        }
    }

    /// How many whole frames of `height` rows fit both the virtual screen and the memory.
    public var framesThatFit: Int {
        guard height > 0, bytesPerRow > 0 else { return 0 }
        return min(virtualHeight / height, memoryLength / (bytesPerRow * height))
    }

    /// Frames per second from the pixel clock and the totals (the timings fbset
    /// shows), or nil when the driver gives no pixel clock. Interlaced modes show two
    /// fields per frame; double scan shows each line twice.
    public var refreshRate: Double? {
        guard pixelClock > 0, horizontalTotal > 0, verticalTotal > 0 else { return nil }
        var lines = Double(verticalTotal)
        if videoMode & Int(FB_VMODE_INTERLACED) != 0 { lines /= 2 }
        if videoMode & Int(FB_VMODE_DOUBLE) != 0 { lines *= 2 }
        return 1e12 / (Double(pixelClock) * Double(horizontalTotal) * lines)
    }

    public var description: String {
        "\(name): \(width)×\(height) (virtual \(virtualWidth)×\(virtualHeight)) at \(bitsPerPixel) bpp, "
            + "red \(red.offset)/\(red.length) green \(green.offset)/\(green.length) blue \(blue.offset)/\(blue.length), "
            + "\(bytesPerRow) bytes per row, \(memoryLength) bytes of memory"
    }
}

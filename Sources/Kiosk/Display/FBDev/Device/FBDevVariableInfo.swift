/// The variable screen info of a framebuffer (`struct fb_var_screeninfo`): the mode,
/// the virtual screen panning moves across, the pixel layout and the timings. A Swift
/// value so that a recorded framebuffer and a fake device can carry it; the kernel
/// device converts it to and from the C struct.
public struct FBDevVariableInfo: Sendable, Equatable, Codable {
    /// One colour channel's place in a pixel (`struct fb_bitfield`).
    public struct Bitfield: Sendable, Equatable, Codable {
        public var offset: UInt32
        public var length: UInt32
        public var msbRight: UInt32
        public init(offset: UInt32, length: UInt32, msbRight: UInt32 = 0) {
            self.offset = offset
            self.length = length
            self.msbRight = msbRight
        }
    }

    public var xres: UInt32
    public var yres: UInt32
    public var xresVirtual: UInt32
    public var yresVirtual: UInt32
    public var xoffset: UInt32
    public var yoffset: UInt32
    public var bitsPerPixel: UInt32
    public var grayscale: UInt32
    public var red: Bitfield
    public var green: Bitfield
    public var blue: Bitfield
    public var transp: Bitfield
    public var nonstd: UInt32
    public var activate: UInt32
    /// The picture's size in millimetres.
    public var height: UInt32
    public var width: UInt32
    public var accelFlags: UInt32
    /// Pixel clock period in picoseconds.
    public var pixclock: UInt32
    public var leftMargin: UInt32
    public var rightMargin: UInt32
    public var upperMargin: UInt32
    public var lowerMargin: UInt32
    public var hsyncLen: UInt32
    public var vsyncLen: UInt32
    public var sync: UInt32
    public var vmode: UInt32
    public var rotate: UInt32
    public var colorspace: UInt32

    public init(xres: UInt32, yres: UInt32, xresVirtual: UInt32, yresVirtual: UInt32, xoffset: UInt32 = 0, yoffset: UInt32 = 0,
                bitsPerPixel: UInt32, grayscale: UInt32 = 0, red: Bitfield, green: Bitfield, blue: Bitfield,
                transp: Bitfield = Bitfield(offset: 0, length: 0), nonstd: UInt32 = 0, activate: UInt32 = 0,
                height: UInt32 = 0, width: UInt32 = 0, accelFlags: UInt32 = 0, pixclock: UInt32 = 0,
                leftMargin: UInt32 = 0, rightMargin: UInt32 = 0, upperMargin: UInt32 = 0, lowerMargin: UInt32 = 0,
                hsyncLen: UInt32 = 0, vsyncLen: UInt32 = 0, sync: UInt32 = 0, vmode: UInt32 = 0, rotate: UInt32 = 0,
                colorspace: UInt32 = 0) {
        self.xres = xres
        self.yres = yres
        self.xresVirtual = xresVirtual
        self.yresVirtual = yresVirtual
        self.xoffset = xoffset
        self.yoffset = yoffset
        self.bitsPerPixel = bitsPerPixel
        self.grayscale = grayscale
        self.red = red
        self.green = green
        self.blue = blue
        self.transp = transp
        self.nonstd = nonstd
        self.activate = activate
        self.height = height
        self.width = width
        self.accelFlags = accelFlags
        self.pixclock = pixclock
        self.leftMargin = leftMargin
        self.rightMargin = rightMargin
        self.upperMargin = upperMargin
        self.lowerMargin = lowerMargin
        self.hsyncLen = hsyncLen
        self.vsyncLen = vsyncLen
        self.sync = sync
        self.vmode = vmode
        self.rotate = rotate
        self.colorspace = colorspace
    }
}

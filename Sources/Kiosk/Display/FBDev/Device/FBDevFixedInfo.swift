/// The fixed screen info of a framebuffer (`struct fb_fix_screeninfo`): the driver's
/// name, the video memory, the pixel type and how the display can pan. The physical
/// addresses are left out (nothing here maps them).
public struct FBDevFixedInfo: Sendable, Equatable, Codable {
    /// The driver's name (`id`), e.g. "Virtual FB".
    public var id: String
    /// The size of the mappable video memory.
    public var memoryLength: UInt32
    /// FB_TYPE_* (0: packed pixels).
    public var type: UInt32
    public var typeAux: UInt32
    /// FB_VISUAL_* (2: true colour).
    public var visual: UInt32
    public var xpanstep: UInt16
    public var ypanstep: UInt16
    public var ywrapstep: UInt16
    /// Bytes from one row to the next.
    public var lineLength: UInt32
    public var accel: UInt32
    public var capabilities: UInt16

    public init(id: String, memoryLength: UInt32, type: UInt32 = 0, typeAux: UInt32 = 0, visual: UInt32 = 2,
                xpanstep: UInt16 = 0, ypanstep: UInt16 = 0, ywrapstep: UInt16 = 0, lineLength: UInt32, accel: UInt32 = 0,
                capabilities: UInt16 = 0) {
        self.id = id
        self.memoryLength = memoryLength
        self.type = type
        self.typeAux = typeAux
        self.visual = visual
        self.xpanstep = xpanstep
        self.ypanstep = ypanstep
        self.ywrapstep = ywrapstep
        self.lineLength = lineLength
        self.accel = accel
        self.capabilities = capabilities
    }
}

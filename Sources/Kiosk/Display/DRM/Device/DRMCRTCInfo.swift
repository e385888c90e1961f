/// A CRTC's state (`drmModeGetCrtc`): what it scans out now.
public struct DRMCRTCInfo: Sendable, Equatable, Codable {
    public var id: UInt32
    /// The framebuffer it shows (0: none).
    public var framebuffer: UInt32
    /// Where in the framebuffer the picture starts.
    public var x: UInt32
    public var y: UInt32
    /// The mode it runs, or nil when it is off.
    public var mode: DRMModeInfo?
    public var gammaSize: Int32

    public init(id: UInt32, framebuffer: UInt32, x: UInt32 = 0, y: UInt32 = 0, mode: DRMModeInfo?, gammaSize: Int32 = 0) {
        self.id = id
        self.framebuffer = framebuffer
        self.x = x
        self.y = y
        self.mode = mode
        self.gammaSize = gammaSize
    }
}

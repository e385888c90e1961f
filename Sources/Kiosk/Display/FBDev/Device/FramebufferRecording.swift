/// What a framebuffer device says about itself: its screen info, and whether the
/// driver has FBIO_WAITFORVSYNC and FBIOBLANK (the errno it answers, 0 when it has
/// them). `kiosk devices --json` writes it; tests replay it as a fake framebuffer
/// (Tests/KioskTests/Fixtures/ holds the virtual board's vfb and vkms's fbdev emulation).
public struct FramebufferRecording: Sendable, Equatable, Codable {
    public var path: String
    public var variable: FBDevVariableInfo
    public var fixed: FBDevFixedInfo
    /// 0 when FBIO_WAITFORVSYNC waited for a vsync, else the errno it failed with.
    public var waitForVSyncErrno: Int32
    /// 0 when FBIOBLANK took FB_BLANK_UNBLANK, else the errno it failed with.
    public var blankErrno: Int32

    public init(path: String, variable: FBDevVariableInfo, fixed: FBDevFixedInfo, waitForVSyncErrno: Int32,
                blankErrno: Int32) {
        self.path = path
        self.variable = variable
        self.fixed = fixed
        self.waitForVSyncErrno = waitForVSyncErrno
        self.blankErrno = blankErrno
    }

    /// Reads the device at `path`, trying one vsync wait and an unblank (which
    /// changes nothing on an output that is on).
    public init(path: String) throws(SystemError) {
        try self.init(reading: FBDevDevice(opening: path))
    }

    init(reading device: any FramebufferDevice) throws(SystemError) {
        path = device.path
        variable = try device.variableScreenInfo()
        fixed = try device.fixedScreenInfo()
        waitForVSyncErrno = Self.errno { () throws(SystemError) in try device.waitForVSync() }
        blankErrno = Self.errno { () throws(SystemError) in try device.blank(.unblank) }
    }

    private static func errno(_ call: () throws(SystemError) -> Void) -> Int32 {
        do {
            try call()
            return 0
        } catch {
            return error.errno
        }
    }
}

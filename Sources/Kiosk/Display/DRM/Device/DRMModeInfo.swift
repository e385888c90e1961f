import CDRM

/// A display mode as the kernel describes it (`drm_mode_modeinfo`): the timings a
/// mode set hands back unchanged. A Swift value so that a recorded card and a fake
/// device can carry it; the libdrm device converts it to and from the C struct.
public struct DRMModeInfo: Sendable, Equatable, Codable {
    /// Pixel clock in kHz.
    public var clock: UInt32
    public var hdisplay: UInt16
    public var hsyncStart: UInt16
    public var hsyncEnd: UInt16
    public var htotal: UInt16
    public var hskew: UInt16
    public var vdisplay: UInt16
    public var vsyncStart: UInt16
    public var vsyncEnd: UInt16
    public var vtotal: UInt16
    public var vscan: UInt16
    /// Nominal refresh in Hz.
    public var vrefresh: UInt32
    /// DRM_MODE_FLAG_* bits (sync polarity, interlace…).
    public var flags: UInt32
    /// DRM_MODE_TYPE_* bits (preferred, driver…).
    public var type: UInt32
    /// The kernel's name, e.g. "1024x768".
    public var name: String

    public init(clock: UInt32 = 0, hdisplay: UInt16 = 0, hsyncStart: UInt16 = 0, hsyncEnd: UInt16 = 0, htotal: UInt16 = 0,
                hskew: UInt16 = 0, vdisplay: UInt16 = 0, vsyncStart: UInt16 = 0, vsyncEnd: UInt16 = 0, vtotal: UInt16 = 0,
                vscan: UInt16 = 0, vrefresh: UInt32 = 0, flags: UInt32 = 0, type: UInt32 = 0, name: String = "") {
        self.clock = clock
        self.hdisplay = hdisplay
        self.hsyncStart = hsyncStart
        self.hsyncEnd = hsyncEnd
        self.htotal = htotal
        self.hskew = hskew
        self.vdisplay = vdisplay
        self.vsyncStart = vsyncStart
        self.vsyncEnd = vsyncEnd
        self.vtotal = vtotal
        self.vscan = vscan
        self.vrefresh = vrefresh
        self.flags = flags
        self.type = type
        self.name = name
    }

    /// DRM_MODE_TYPE_PREFERRED: the panel's native mode.
    public static let preferredType = UInt32(DRM_MODE_TYPE_PREFERRED)
}

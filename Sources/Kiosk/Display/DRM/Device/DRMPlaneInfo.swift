/// A plane (`drmModeGetPlane`): the formats it scans out and where it is now. Its
/// kind (primary, overlay, cursor) is its "type" property.
public struct DRMPlaneInfo: Sendable, Equatable, Codable {
    public var id: UInt32
    /// The CRTC it is on now (0: none) and the framebuffer it shows (0: none).
    public var crtc: UInt32
    public var framebuffer: UInt32
    /// Bit i set: it can go on the CRTC at index i.
    public var possibleCRTCs: UInt32
    /// The pixel formats it scans out, as fourcc codes.
    public var formats: [UInt32]

    public init(id: UInt32, crtc: UInt32, framebuffer: UInt32, possibleCRTCs: UInt32, formats: [UInt32]) {
        self.id = id
        self.crtc = crtc
        self.framebuffer = framebuffer
        self.possibleCRTCs = possibleCRTCs
        self.formats = formats
    }
}

/// An encoder: what links a connector to a CRTC (`drmModeGetEncoder`).
public struct DRMEncoderInfo: Sendable, Equatable, Codable {
    public var id: UInt32
    /// DRM_MODE_ENCODER_* (e.g. 5 virtual).
    public var type: UInt32
    /// The CRTC it is driven by now (0: none).
    public var crtc: UInt32
    /// Bit i set: the CRTC at index i of the card's list can drive it.
    public var possibleCRTCs: UInt32
    /// Bit i set: it can run beside encoder i (cloning).
    public var possibleClones: UInt32

    public init(id: UInt32, type: UInt32, crtc: UInt32, possibleCRTCs: UInt32, possibleClones: UInt32) {
        self.id = id
        self.type = type
        self.crtc = crtc
        self.possibleCRTCs = possibleCRTCs
        self.possibleClones = possibleClones
    }
}

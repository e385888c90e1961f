/// A card's mode-setting objects by id, in the kernel's order (`drmModeGetResources`):
/// a CRTC's index in `crtcs` is what encoders' and planes' CRTC masks and vblank
/// requests count by.
public struct DRMResourceIDs: Sendable, Equatable, Codable {
    public var crtcs: [UInt32]
    public var connectors: [UInt32]
    public var encoders: [UInt32]

    public init(crtcs: [UInt32], connectors: [UInt32], encoders: [UInt32]) {
        self.crtcs = crtcs
        self.connectors = connectors
        self.encoders = encoders
    }
}

/// A connector as the kernel reports it after probing (`drmModeGetConnector`).
public struct DRMConnectorInfo: Sendable, Equatable, Codable {
    public var id: UInt32
    /// DRM_MODE_CONNECTOR_* (e.g. 11 HDMI-A, 15 Virtual, 18 Writeback).
    public var type: UInt32
    /// The kernel's name for `type` (`drmModeGetConnectorTypeName`), e.g. "HDMI-A".
    public var typeName: String
    /// Its number among connectors of its type (the 1 of HDMI-A-1).
    public var typeIndex: UInt32
    /// 1 connected, 2 disconnected, 3 unknown (DRM_MODE_CONNECTED…).
    public var connection: UInt32
    /// The panel's size in millimetres (0 when unknown).
    public var widthMillimetres: UInt32
    public var heightMillimetres: UInt32
    public var modes: [DRMModeInfo]
    /// The encoders that can drive it, and the one that does now (0: none).
    public var encoders: [UInt32]
    public var currentEncoder: UInt32

    public init(id: UInt32, type: UInt32, typeName: String, typeIndex: UInt32, connection: UInt32,
                widthMillimetres: UInt32 = 0, heightMillimetres: UInt32 = 0, modes: [DRMModeInfo],
                encoders: [UInt32], currentEncoder: UInt32) {
        self.id = id
        self.type = type
        self.typeName = typeName
        self.typeIndex = typeIndex
        self.connection = connection
        self.widthMillimetres = widthMillimetres
        self.heightMillimetres = heightMillimetres
        self.modes = modes
        self.encoders = encoders
        self.currentEncoder = currentEncoder
    }

    /// DRM_MODE_CONNECTOR_WRITEBACK.
    public static let writebackType: UInt32 = 18
}

import Foundation

/// Everything a DRM card says about itself, read through its `DRMDevice`: the
/// driver, capabilities, every CRTC, encoder, connector (with its modes) and plane,
/// every property of the CRTCs, connectors and planes with its value and definition (enum names, ranges), and
/// the blobs those values name. `kiosk devices --json` writes it; tests replay it as
/// a fake card (Tests/KioskTests/Fixtures/vkms-card.json is the virtual board's).
public struct DRMCardRecording: Sendable, Equatable, Codable {
    /// One object's properties, as `drmModeObjectGetProperties` lists them.
    public struct ObjectProperties: Sendable, Equatable, Codable {
        public var object: UInt32
        public var type: DRMObjectType
        public var values: [DRMPropertyValue]
    }

    /// A property blob's bytes.
    public struct Blob: Sendable, Equatable, Codable {
        public var id: UInt32
        public var data: Data
    }

    public var path: String
    public var driver: String
    /// The capabilities the kernel knows, by name (DUMB_BUFFER, TIMESTAMP_MONOTONIC…).
    public var capabilities: [String: UInt64]
    /// The client capabilities the kernel accepted (UNIVERSAL_PLANES, ATOMIC, WRITEBACK_CONNECTORS).
    public var clientCapabilities: [String]
    public var resources: DRMResourceIDs
    public var crtcs: [DRMCRTCInfo]
    public var encoders: [DRMEncoderInfo]
    public var connectors: [DRMConnectorInfo]
    public var planes: [DRMPlaneInfo]
    public var objectProperties: [ObjectProperties]
    /// The definition of every property the objects have.
    public var properties: [DRMPropertyInfo]
    public var blobs: [Blob]

    /// Reads the card at `path`; its client capabilities are asked for first, so that
    /// every plane and writeback connector is listed.
    public init(path: String) throws(SystemError) {
        try self.init(reading: LibDRMDevice(path: path))
    }

    init(reading device: any DRMDevice) throws(SystemError) {
        path = device.path
        driver = try device.driverName()
        clientCapabilities = DRMClientCapability.allCases.compactMap { capability in
            (try? device.setClientCapability(capability, to: 1)) != nil ? capability.description : nil
        }
        var capabilities: [String: UInt64] = [:]
        for capability in DRMCapability.allCases {
            if let value = try? device.capability(capability) { capabilities[capability.description] = value }
        }
        self.capabilities = capabilities
        resources = try device.resources()
        crtcs = try resources.crtcs.map { id throws(SystemError) in try device.crtc(id) }
        encoders = try resources.encoders.map { id throws(SystemError) in try device.encoder(id) }
        connectors = try resources.connectors.map { id throws(SystemError) in try device.connector(id) }
        planes = try device.planes().map { id throws(SystemError) in try device.plane(id) }
        // Encoders have no properties (the kernel answers EINVAL).
        let objects: [(UInt32, DRMObjectType)] = resources.crtcs.map { ($0, .crtc) } + resources.connectors.map { ($0, .connector) }
            + planes.map { ($0.id, .plane) }
        objectProperties = try objects.map { object, type throws(SystemError) in
            ObjectProperties(object: object, type: type, values: try device.properties(of: object, type: type))
        }
        var properties: [DRMPropertyInfo] = []
        var blobs: [Blob] = []
        for entry in objectProperties.flatMap(\.values) {
            if !properties.contains(where: { $0.id == entry.property }) { properties.append(try device.property(entry.property)) }
            let property = properties.first { $0.id == entry.property }!
            if property.kind == .blob, entry.value != 0, entry.value <= UInt64(UInt32.max),
               !blobs.contains(where: { $0.id == UInt32(entry.value) }),
               let bytes = try? device.propertyBlob(UInt32(entry.value)) {
                blobs.append(Blob(id: UInt32(entry.value), data: Data(bytes)))
            }
        }
        self.properties = properties.sorted { $0.id < $1.id }
        self.blobs = blobs.sorted { $0.id < $1.id }
    }
}

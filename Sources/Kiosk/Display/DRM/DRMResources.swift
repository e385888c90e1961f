import Raster

/// What a DRM card offers, read once: connectors with their status and modes, CRTCs,
/// and planes with their properties. Plain values, so choosing an output is a pure
/// function of them (and testable without a device).
public struct DRMResources: Sendable, Equatable {
    public var connectors: [DRMConnector]
    public var crtcs: [DRMCRTC]
    public var planes: [DRMPlane]

    public init(connectors: [DRMConnector], crtcs: [DRMCRTC], planes: [DRMPlane]) {
        self.connectors = connectors
        self.crtcs = crtcs
        self.planes = planes
    }
}

/// Whether a connector has a display plugged in.
public enum DRMConnectorStatus: String, Sendable, Equatable {
    case connected, disconnected, unknown
}

/// A display output (HDMI-A-1, DSI-1, Virtual-1…).
public struct DRMConnector: Sendable, Equatable {
    public var id: UInt32
    /// The kernel's type name and index, e.g. "HDMI-A-1".
    public var name: String
    public var status: DRMConnectorStatus
    /// A writeback connector captures what a CRTC scans out instead of showing it.
    public var isWriteback: Bool
    public var modes: [DRMMode]
    /// The CRTCs its encoders can be driven by.
    public var possibleCRTCs: [UInt32]
    /// The CRTC driving it now, if any.
    public var currentCRTC: UInt32?
    /// Property ids by name ("CRTC_ID", …).
    public var properties: [String: UInt32]

    public init(id: UInt32, name: String, status: DRMConnectorStatus, isWriteback: Bool = false, modes: [DRMMode],
                possibleCRTCs: [UInt32], currentCRTC: UInt32? = nil, properties: [String: UInt32] = [:]) {
        self.id = id
        self.name = name
        self.status = status
        self.isWriteback = isWriteback
        self.modes = modes
        self.possibleCRTCs = possibleCRTCs
        self.currentCRTC = currentCRTC
        self.properties = properties
    }
}

/// A scanout engine: takes a mode and the planes on it.
public struct DRMCRTC: Sendable, Equatable {
    public var id: UInt32
    /// Its position in the card's CRTC list (what vblank requests and plane masks use).
    public var index: Int
    /// The framebuffer it scans out now, if any.
    public var currentFramebuffer: UInt32?
    /// The mode it runs now, if any.
    public var currentMode: DRMMode?
    /// Property ids by name ("MODE_ID", "ACTIVE").
    public var properties: [String: UInt32]

    public init(id: UInt32, index: Int, currentFramebuffer: UInt32? = nil, currentMode: DRMMode? = nil,
                properties: [String: UInt32] = [:]) {
        self.id = id
        self.index = index
        self.currentFramebuffer = currentFramebuffer
        self.currentMode = currentMode
        self.properties = properties
    }
}

/// A plane's role on its CRTC.
public enum DRMPlaneKind: String, Sendable, Equatable {
    case primary, overlay, cursor
}

/// A layer of scanout: a framebuffer placed on a CRTC.
public struct DRMPlane: Sendable, Equatable {
    public var id: UInt32
    public var kind: DRMPlaneKind
    public var possibleCRTCs: [UInt32]
    /// The CRTC it is on now, if any.
    public var currentCRTC: UInt32?
    /// The pixel formats it scans out, as fourcc codes.
    public var formats: [UInt32]
    /// The turns its "rotation" property offers, clockwise as `Rotation` counts them
    /// (KMS counts counter-clockwise); nil when it has no such property.
    public var rotations: [Rotation]?
    /// Property ids by name ("FB_ID", "SRC_W", "rotation", …).
    public var properties: [String: UInt32]

    public init(id: UInt32, kind: DRMPlaneKind, possibleCRTCs: [UInt32], currentCRTC: UInt32? = nil,
                formats: [UInt32], rotations: [Rotation]? = nil, properties: [String: UInt32] = [:]) {
        self.id = id
        self.kind = kind
        self.possibleCRTCs = possibleCRTCs
        self.currentCRTC = currentCRTC
        self.formats = formats
        self.rotations = rotations
        self.properties = properties
    }
}

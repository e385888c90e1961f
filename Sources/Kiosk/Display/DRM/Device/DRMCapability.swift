import CDRM

/// A capability the driver reports (`drmGetCap`). The C values are `DRM_CAP_*`.
public struct DRMCapability: RawRepresentable, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    /// Dumb (CPU-drawn) buffers can be made.
    public static let dumbBuffer = DRMCapability(rawValue: UInt64(DRM_CAP_DUMB_BUFFER))
    /// Flip and vblank timestamps are CLOCK_MONOTONIC (else wall clock).
    public static let timestampMonotonic = DRMCapability(rawValue: UInt64(DRM_CAP_TIMESTAMP_MONOTONIC))
    /// Flips may be asynchronous (tearing).
    public static let asyncPageFlip = DRMCapability(rawValue: UInt64(DRM_CAP_ASYNC_PAGE_FLIP))
    /// The largest cursor.
    public static let cursorWidth = DRMCapability(rawValue: UInt64(DRM_CAP_CURSOR_WIDTH))
    public static let cursorHeight = DRMCapability(rawValue: UInt64(DRM_CAP_CURSOR_HEIGHT))
    /// AddFB2 takes format modifiers.
    public static let addFB2Modifiers = DRMCapability(rawValue: UInt64(DRM_CAP_ADDFB2_MODIFIERS))
    /// Vblank events carry the CRTC id (page_flip_handler2).
    public static let crtcInVBlankEvent = DRMCapability(rawValue: UInt64(DRM_CAP_CRTC_IN_VBLANK_EVENT))

    public static let allCases: [DRMCapability] = [
        .dumbBuffer, .timestampMonotonic, .asyncPageFlip, .cursorWidth, .cursorHeight, .addFB2Modifiers, .crtcInVBlankEvent,
    ]

    /// The name recordings use: the C name without `DRM_CAP_`.
    public var description: String {
        switch self {
        case .dumbBuffer: "DUMB_BUFFER"
        case .timestampMonotonic: "TIMESTAMP_MONOTONIC"
        case .asyncPageFlip: "ASYNC_PAGE_FLIP"
        case .cursorWidth: "CURSOR_WIDTH"
        case .cursorHeight: "CURSOR_HEIGHT"
        case .addFB2Modifiers: "ADDFB2_MODIFIERS"
        case .crtcInVBlankEvent: "CRTC_IN_VBLANK_EVENT"
        default: "CAP_\(rawValue)"
        }
    }
}

/// A feature this client asks the driver for (`drmSetClientCap`). The C values are
/// `DRM_CLIENT_CAP_*`.
public struct DRMClientCapability: RawRepresentable, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    /// List primary and cursor planes too.
    public static let universalPlanes = DRMClientCapability(rawValue: UInt64(DRM_CLIENT_CAP_UNIVERSAL_PLANES))
    /// Atomic mode setting.
    public static let atomic = DRMClientCapability(rawValue: UInt64(DRM_CLIENT_CAP_ATOMIC))
    /// List writeback connectors.
    public static let writebackConnectors = DRMClientCapability(rawValue: UInt64(DRM_CLIENT_CAP_WRITEBACK_CONNECTORS))

    public static let allCases: [DRMClientCapability] = [.universalPlanes, .atomic, .writebackConnectors]

    public var description: String {
        switch self {
        case .universalPlanes: "UNIVERSAL_PLANES"
        case .atomic: "ATOMIC"
        case .writebackConnectors: "WRITEBACK_CONNECTORS"
        default: "CLIENT_CAP_\(rawValue)"
        }
    }
}

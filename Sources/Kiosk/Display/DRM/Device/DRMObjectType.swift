import CDRM

/// The kind of a KMS object whose properties are read or set. The C values are
/// `DRM_MODE_OBJECT_CRTC`, `…_CONNECTOR`, `…_ENCODER` and `…_PLANE`.
public struct DRMObjectType: RawRepresentable, Sendable, Hashable, Codable, CustomStringConvertible {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let crtc = DRMObjectType(rawValue: UInt32(DRM_MODE_OBJECT_CRTC))
    public static let connector = DRMObjectType(rawValue: UInt32(DRM_MODE_OBJECT_CONNECTOR))
    public static let encoder = DRMObjectType(rawValue: UInt32(DRM_MODE_OBJECT_ENCODER))
    public static let plane = DRMObjectType(rawValue: UInt32(DRM_MODE_OBJECT_PLANE))

    public var description: String {
        switch self {
        case .crtc: "CRTC"
        case .connector: "connector"
        case .encoder: "encoder"
        case .plane: "plane"
        default: "object type \(rawValue)"
        }
    }
}

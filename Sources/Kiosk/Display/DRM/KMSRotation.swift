import CDRM
import Raster

/// The KMS plane "rotation" bits for the picture turns Kiosk uses. KMS turns
/// counter-clockwise and `Rotation` clockwise, so a clockwise quarter turn is
/// DRM_MODE_ROTATE_270.
extension Rotation {
    /// This turn's bit in a plane's "rotation" property.
    var kmsRotationBit: UInt64 {
        switch self {
        case .degrees0: return UInt64(DRM_MODE_ROTATE_0)
        case .degrees90: return UInt64(DRM_MODE_ROTATE_270)
        case .degrees180: return UInt64(DRM_MODE_ROTATE_180)
        case .degrees270: return UInt64(DRM_MODE_ROTATE_90)
        }
    }

    /// The clockwise turn a "rotate-N" enum name of the rotation property gives
    /// (N counter-clockwise), or nil for reflections and unknown names.
    init?(kmsName: String) {
        switch kmsName {
        case "rotate-0": self = .degrees0
        case "rotate-90": self = .degrees270
        case "rotate-180": self = .degrees180
        case "rotate-270": self = .degrees90
        default: return nil
        }
    }
}

extension ScanoutFormat {
    /// The DRM fourcc code of the format.
    var fourcc: UInt32 {
        switch self {
        case .xrgb8888: return fourccCode("XR24")
        case .rgb565: return fourccCode("RG16")
        }
    }

    /// The DRM name, e.g. "XRGB8888".
    var drmName: String { self == .xrgb8888 ? "XRGB8888" : "RGB565" }
}

/// The fourcc code of four ASCII characters (drm_fourcc.h's `fourcc_code`, which Swift
/// cannot import): the first character in the lowest byte.
func fourccCode(_ name: StaticString) -> UInt32 {
    precondition(name.utf8CodeUnitCount == 4, "fourcc: \(name) is not four characters")
    var code: UInt32 = 0
    for i in 0..<4 { code |= UInt32(name.utf8Start[i]) << (i * 8) }
    return code
}

/// A fourcc code as its four characters ("XR24"), for messages and reports.
func fourccName(_ code: UInt32) -> String {
    String((0..<4).map { Character(Unicode.Scalar(UInt8(truncatingIfNeeded: code >> ($0 * 8)))) })
}

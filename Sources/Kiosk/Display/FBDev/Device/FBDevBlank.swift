import CKioskSystem

/// How far FBIOBLANK turns a framebuffer's output off. The C values are `FB_BLANK_*`.
public struct FBDevBlank: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
    public let rawValue: Int32
    public init(rawValue: Int32) { self.rawValue = rawValue }

    /// The output on.
    public static let unblank = FBDevBlank(rawValue: Int32(FB_BLANK_UNBLANK))
    /// Black, but the output powered.
    public static let normal = FBDevBlank(rawValue: Int32(FB_BLANK_NORMAL))
    /// The output powered down.
    public static let powerDown = FBDevBlank(rawValue: Int32(FB_BLANK_POWERDOWN))

    public var description: String {
        switch self {
        case .unblank: "FB_BLANK_UNBLANK"
        case .normal: "FB_BLANK_NORMAL"
        case .powerDown: "FB_BLANK_POWERDOWN"
        default: "blank level \(rawValue)"
        }
    }
}

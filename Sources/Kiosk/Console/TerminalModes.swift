import CKioskSystem

/// What a VT shows: text (the console draws) or graphics (it leaves the screen alone).
/// The corresponding C values are `KD_TEXT` and `KD_GRAPHICS`.
public struct DisplayMode: RawRepresentable, Equatable, Sendable, CustomStringConvertible {
    public let rawValue: Int32
    public init(rawValue: Int32) { self.rawValue = rawValue }

    public static let text = DisplayMode(rawValue: Int32(KD_TEXT))
    public static let graphics = DisplayMode(rawValue: Int32(KD_GRAPHICS))

    public var description: String {
        switch self {
        case .text: "text"
        case .graphics: "graphics"
        default: "mode \(rawValue)"
        }
    }
}

/// How a VT turns key presses into input. `off` sends nothing, so keys pressed on a
/// kiosk never reach a shell behind it. The C values are `K_RAW`, `K_XLATE`,
/// `K_MEDIUMRAW`, `K_UNICODE` and `K_OFF`.
public struct KeyboardMode: RawRepresentable, Equatable, Sendable, CustomStringConvertible {
    public let rawValue: Int32
    public init(rawValue: Int32) { self.rawValue = rawValue }

    public static let raw = KeyboardMode(rawValue: Int32(K_RAW))
    public static let translated = KeyboardMode(rawValue: Int32(K_XLATE))
    public static let mediumRaw = KeyboardMode(rawValue: Int32(K_MEDIUMRAW))
    public static let unicode = KeyboardMode(rawValue: Int32(K_UNICODE))
    public static let off = KeyboardMode(rawValue: Int32(K_OFF))

    public var description: String {
        switch self {
        case .raw: "raw"
        case .translated: "xlate"
        case .mediumRaw: "mediumraw"
        case .unicode: "unicode"
        case .off: "off"
        default: "mode \(rawValue)"
        }
    }
}

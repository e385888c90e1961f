/// When an untouched screen dims and blanks, and which backlight it dims: the board
/// file's `idle-dim`, `idle-blank`, `dim-brightness` and `backlight` keys, and the
/// `kiosk run` flags of the same names. By default the screen never dims nor blanks.
public struct ScreenIdleSettings: Sendable, Equatable {
    /// Seconds without a touch before the backlight dims; nil: never.
    public var dimAfter: Double?
    /// Seconds without a touch before the display powers down; nil: never.
    public var blankAfter: Double?
    /// The dimmed level, as a fraction of the brightest (0…1, like `UIScreen.brightness`).
    public var dimBrightness: Double
    /// The backlight device under /sys/class/backlight; nil: the first there.
    public var backlight: String?

    public static let defaultDimBrightness = 0.1

    public init(dimAfter: Double? = nil, blankAfter: Double? = nil,
                dimBrightness: Double = ScreenIdleSettings.defaultDimBrightness, backlight: String? = nil) {
        self.dimAfter = dimAfter
        self.blankAfter = blankAfter
        self.dimBrightness = dimBrightness
        self.backlight = backlight
    }

    /// Whether the screen ever dims or blanks.
    public var isEnabled: Bool { dimAfter != nil || blankAfter != nil }

    /// "dims after 60 s to 10 %, blanks after 300 s" for the log.
    public var summary: String {
        var parts: [String] = []
        if let dimAfter { parts.append("dims after \(Self.seconds(dimAfter)) to \(Int((dimBrightness * 100).rounded())) %") }
        if let blankAfter { parts.append("blanks after \(Self.seconds(blankAfter))") }
        return parts.isEmpty ? "never dims or blanks" : parts.joined(separator: ", ")
    }

    private static func seconds(_ value: Double) -> String {
        value == value.rounded() ? "\(Int(value)) s" : "\(value) s"
    }
}

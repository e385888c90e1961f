/// The frame rates a display link would like: at least `minimum`, at most `maximum`,
/// ideally `preferred` (nil: as fast as `maximum` allows). Zero means the display's rate.
public struct CAFrameRateRange: Equatable, Sendable {
    public var minimum: Float
    public var maximum: Float
    public var preferred: Float?

    public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
        self.minimum = minimum
        self.maximum = maximum
        self.preferred = preferred
    }

    /// No preference: the display's own rate.
    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0)

    /// The rate asked for: `preferred` when set, else `maximum` (0 when neither is).
    var wantedRate: Float { preferred ?? maximum }
}

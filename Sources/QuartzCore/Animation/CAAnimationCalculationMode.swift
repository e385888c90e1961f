/// How a keyframe animation computes values between its keyframes.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Straight lines between keyframes, at the times in `keyTimes` (the default).
    public static let linear = Self(rawValue: "linear")
    /// Each value held until the next key time; no interpolation.
    public static let discrete = Self(rawValue: "discrete")
    /// Straight lines at constant speed; `keyTimes` and `timingFunctions` are ignored.
    public static let paced = Self(rawValue: "paced")
    /// A smooth Catmull-Rom spline through the keyframes, at the times in `keyTimes`.
    public static let cubic = Self(rawValue: "cubic")
    /// The cubic spline at constant speed.
    public static let cubicPaced = Self(rawValue: "cubicPaced")
}

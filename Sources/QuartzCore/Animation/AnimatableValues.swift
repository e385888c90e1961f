/// Kiosk's own: animation interpolation for callers outside QuartzCore that pace
/// values themselves (UIKit's property animator, which pauses and scrubs).
@_spi(KioskRuntime) public enum AnimatableValues {
    /// The value `fraction` of the way from `from` to `to`, interpolated as an
    /// animation would (0 gives `from`, 1 `to`); nil when they cannot be animated.
    public static func interpolate(from: Any?, to: Any?, fraction: Double) -> Any? {
        guard let a = AnimatableValue(from), let b = AnimatableValue(to) else { return fraction < 0.5 ? from : to }
        return a.interpolated(to: b, fraction: fraction).anyValue
    }
}

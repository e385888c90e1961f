/// A rectangle with circular corners, in (fractional) pixel coordinates.
public struct RoundedRect: Equatable, Sendable {
    public var x: Float, y: Float, width: Float, height: Float
    /// Corner radius, clamped to half the shorter side.
    public var radius: Float

    public init(x: Float, y: Float, width: Float, height: Float, radius: Float) {
        self.x = x; self.y = y; self.width = width; self.height = height; self.radius = radius
    }
}

extension Kernels {
    /// Composites `color` × `opacity` over `dst` with the antialiased coverage of
    /// `shape`, inside `clip`. Returns the rectangle of `dst` written.
    @discardableResult
    public func fill(_ dst: BitmapView, roundedRect shape: RoundedRect, color: Pixel, opacity: UInt8 = 255, clip: Rect? = nil) -> Rect {
        .zero // TODO
    }
}

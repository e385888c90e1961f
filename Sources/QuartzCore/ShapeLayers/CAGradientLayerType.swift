/// How a gradient layer lays its colours out (Core Animation's string constants).
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Along the line from `startPoint` to `endPoint`, constant across it.
    public static let axial = CAGradientLayerType(rawValue: "axial")
    /// Outwards from `startPoint` to the ellipse whose radii reach `endPoint`.
    public static let radial = CAGradientLayerType(rawValue: "radial")
    /// Around `startPoint`. Not drawn by Kiosk yet: a conic layer shows only its background.
    public static let conic = CAGradientLayerType(rawValue: "conic")
}

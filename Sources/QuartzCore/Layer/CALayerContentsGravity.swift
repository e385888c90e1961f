/// How a layer's `contents` image is placed in its bounds when their sizes differ.
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let center = Self(rawValue: "center")
    public static let top = Self(rawValue: "top")
    public static let bottom = Self(rawValue: "bottom")
    public static let left = Self(rawValue: "left")
    public static let right = Self(rawValue: "right")
    public static let topLeft = Self(rawValue: "topLeft")
    public static let topRight = Self(rawValue: "topRight")
    public static let bottomLeft = Self(rawValue: "bottomLeft")
    public static let bottomRight = Self(rawValue: "bottomRight")
    /// Stretch to fill the bounds (the default).
    public static let resize = Self(rawValue: "resize")
    /// Scale to fit inside the bounds, keeping the aspect ratio.
    public static let resizeAspect = Self(rawValue: "resizeAspect")
    /// Scale to cover the bounds, keeping the aspect ratio (the overflow is cropped
    /// only when the layer masks to bounds).
    public static let resizeAspectFill = Self(rawValue: "resizeAspectFill")
}

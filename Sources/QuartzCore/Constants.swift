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

/// What an animation shows outside its active interval.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// No effect before it begins or after it ends (the default).
    public static let removed = Self(rawValue: "removed")
    /// Holds the final value after it ends.
    public static let forwards = Self(rawValue: "forwards")
    /// Shows the first value before it begins.
    public static let backwards = Self(rawValue: "backwards")
    /// Both.
    public static let both = Self(rawValue: "both")
}

/// The predefined transition types.
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The layer fades as it becomes visible or hidden (the default).
    public static let fade = Self(rawValue: "fade")
    /// The new content slides into place over the old.
    public static let moveIn = Self(rawValue: "moveIn")
    /// The new content pushes the old out as it slides into place.
    public static let push = Self(rawValue: "push")
    /// The old content slides away, revealing the new.
    public static let reveal = Self(rawValue: "reveal")
}

/// The side of the layer a transition begins at.
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let fromRight = Self(rawValue: "fromRight")
    public static let fromLeft = Self(rawValue: "fromLeft")
    public static let fromTop = Self(rawValue: "fromTop")
    public static let fromBottom = Self(rawValue: "fromBottom")
}

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

/// The key under which a layer's transition animation is stored.
public let kCATransition = "transition"

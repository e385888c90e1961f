extension UIView {
    /// How an animation block runs: its curve, repetition, what it inherits from an
    /// enclosing block, and (for view transitions) which transition plays. The raw
    /// values are Apple's, so options stored as numbers mean the same thing here.
    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Lays out the animated views' subviews inside the block, so layout changes animate too.
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// The animating views still receive touches.
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Starts from what is on screen now instead of from the model value.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Repeats indefinitely.
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Runs forward then backward (each cycle).
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// A nested block uses its own duration, not the enclosing block's.
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        /// A nested block uses its own curve, not the enclosing block's.
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        /// A transition redraws the changing content every frame instead of playing snapshots.
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        /// `transition(from:to:…)` hides and shows the views instead of removing and adding them.
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        /// A nested block does not inherit the enclosing block's options (repeat, autoreverse…).
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)

        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

        public static let preferredFramesPerSecondDefault = AnimationOptions(rawValue: 0 << 24)
        public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
        public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)

        /// The curve bits (16–19) as a curve.
        public var curve: AnimationCurve { AnimationCurve(rawValue: Int(rawValue >> 16 & 0xF)) ?? .easeInOut }

        /// The transition bits (20–23): 0 for none, else one of the `transition…` members.
        public var transition: AnimationOptions { AnimationOptions(rawValue: rawValue & (0xF << 20)) }
    }

    /// The pace of an animation.
    public enum AnimationCurve: Int, Sendable {
        case easeInOut = 0, easeIn, easeOut, linear
    }

    /// The transitions of the begin/commit API's `setAnimationTransition(_:for:cache:)`.
    public enum AnimationTransition: Int, Sendable {
        case none = 0, flipFromLeft, flipFromRight, curlUp, curlDown

        /// The animation option that plays the same transition.
        var options: AnimationOptions {
            switch self {
            case .none: []
            case .flipFromLeft: .transitionFlipFromLeft
            case .flipFromRight: .transitionFlipFromRight
            case .curlUp: .transitionCurlUp
            case .curlDown: .transitionCurlDown
            }
        }
    }
}

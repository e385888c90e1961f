/// An effect a `UIVisualEffectView` shows behind its content (`UIBlurEffect`).
@preconcurrency @MainActor open class UIVisualEffect {
    public init() {}
}

/// Told when an animation starts and stops. Both calls come on the main actor
/// (`@preconcurrency`, so that Swift 5 code conforms as it does to Apple's).
@preconcurrency @MainActor public protocol CAAnimationDelegate: AnyObject {
    /// The animation began playing (its begin time was reached on the render server).
    func animationDidStart(_ anim: CAAnimation)
    /// The animation ended: `finished` is true when it played to its end, false when
    /// it was removed first (`removeAnimation(forKey:)`, `removeAllAnimations()`, or
    /// replaced by an animation added under the same key).
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    public func animationDidStart(_ anim: CAAnimation) {}
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

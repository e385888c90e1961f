/// Animates the next change of a layer's sublayer tree — a sublayer added, removed,
/// hidden or shown — from a snapshot of before to a snapshot of after.
///
/// Defaults (Apple's): type .fade, no subtype, duration 0 = the transaction's
/// (0.25 s), timing nil = linear, startProgress 0, endProgress 1.
open class CATransition: CAAnimation {
    open var type = CATransitionType.fade
    open var subtype: CATransitionSubtype?
    open var startProgress: Float = 0
    open var endProgress: Float = 1
    /// Draw the new content live: the render server snapshots the layer's new tree
    /// again for every frame instead of once, so changes made while the transition
    /// plays show (UIKit's `allowAnimatedContent`, and `cache: false`). Default false.
    @_spi(KioskRuntime) public var rendersLiveContent = false

    public required init() {}

    open override func copyValues(from other: CAAnimation) {
        super.copyValues(from: other)
        guard let other = other as? CATransition else { return }
        type = other.type
        subtype = other.subtype
        startProgress = other.startProgress
        endProgress = other.endProgress
        rendersLiveContent = other.rendersLiveContent
    }

    override func makeKind(defaults: AnimationDefaults) -> Result<AnimationRecord.Kind, AnimationError> {
        let known: [CATransitionType] = [.fade, .moveIn, .push, .reveal, .flip, .pageCurl, .pageUnCurl]
        guard known.contains(type) else {
            return .failure(AnimationError(message: "CATransition: type '\(type.rawValue)' is not one of "
                                                     + "fade, moveIn, push, reveal, oglFlip, pageCurl, pageUnCurl"))
        }
        let start = Double(min(max(startProgress, 0), 1)), end = Double(min(max(endProgress, 0), 1))
        return .success(.transition(TransitionRecord(type: type, subtype: subtype, startProgress: start,
                                                     endProgress: max(start, end), rendersLiveContent: rendersLiveContent)))
    }
}

/// The key under which a layer's transition animation is stored.
public let kCATransition = "transition"

/// Several animations played together on the group's timeline; children are
/// clipped to the group's duration.
open class CAAnimationGroup: CAAnimation {
    open var animations: [CAAnimation]?

    public required init() {}

    open override func copyValues(from other: CAAnimation) {
        super.copyValues(from: other)
        guard let other = other as? CAAnimationGroup else { return }
        animations = other.animations?.map { $0.copy() as! CAAnimation }
    }

    override func makeKind(defaults: AnimationDefaults) -> Result<AnimationRecord.Kind, AnimationError> {
        let groupDuration = duration > 0 ? duration : defaults.duration
        var children: [AnimationRecord] = []
        for child in animations ?? [] {
            // A child without a duration lasts as long as the group.
            switch child.makeRecord(id: 0, defaults: AnimationDefaults(duration: groupDuration, timingFunction: nil)) {
            case .success(let record): children.append(record)
            case .failure(let error): return .failure(AnimationError(message: "CAAnimationGroup: \(error.message)"))
            }
        }
        return .success(.group(children))
    }
}

/// An animation of one layer property, named by key path ("position.x",
/// "transform.rotation.z", "bounds.size.width" …).
open class CAPropertyAnimation: CAAnimation {
    open var keyPath: String?
    /// Add the animation's value to the value underneath instead of replacing it.
    open var isAdditive = false
    /// Each repeat continues from where the previous one ended.
    open var isCumulative = false

    public required init() {}

    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    open override func copyValues(from other: CAAnimation) {
        super.copyValues(from: other)
        guard let other = other as? CAPropertyAnimation else { return }
        keyPath = other.keyPath
        isAdditive = other.isAdditive
        isCumulative = other.isCumulative
    }

    /// The key path, checked to name an animatable property.
    func animatableKeyPath() -> Result<String, AnimationError> {
        guard let keyPath else { return .failure(AnimationError(message: "\(type(of: self)) has no keyPath")) }
        guard LayerProperties.isAnimatable(keyPath) else {
            return .failure(AnimationError(message: "\(type(of: self)): '\(keyPath)' is not an animatable CALayer key path"))
        }
        return .success(keyPath)
    }

    /// `value` converted, or a message naming the key path and the value's type.
    func convert(_ value: Any?, _ what: String, keyPath: String) -> Result<AnimatableValue?, AnimationError> {
        guard let value else { return .success(nil) }
        guard let converted = AnimatableValue(value) else {
            return .failure(AnimationError(message: "\(type(of: self)) '\(keyPath)': \(what) of type \(type(of: value)) cannot be animated"))
        }
        return .success(converted)
    }
}

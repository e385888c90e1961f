import CoreGraphics

/// Key-value access to a layer's properties by Core Animation's key paths
/// (`opacity`, `position.x`, `transform.rotation.z` …), as NSObject's key-value coding
/// gives it on Apple platforms. Values are boxed as an app passes them to animations:
/// CGFloat, CGPoint, CGSize, CGRect, CATransform3D, CGColor, Bool.
extension CALayer {
    /// The model value at `keyPath`, or nil when the layer has no such key path.
    public func value(forKeyPath keyPath: String) -> Any? {
        properties.value(forKeyPath: keyPath)?.anyValue
    }

    public func value(forKey key: String) -> Any? { value(forKeyPath: key) }

    /// Sets the model value at `keyPath` through the property's setter, so the key's
    /// action runs as for any change. A value of the wrong type, or an unknown key path,
    /// is ignored.
    public func setValue(_ value: Any?, forKeyPath keyPath: String) {
        guard let boxed = AnimatableValue(value) else { return }
        var changed = properties
        guard changed.setValue(boxed, forKeyPath: keyPath) else { return }
        CATransaction.begin()
        defer { CATransaction.commit() }
        apply(changed)
    }

    public func setValue(_ value: Any?, forKey key: String) { setValue(value, forKeyPath: key) }

    /// Sets each property that differs in `changed` through its setter.
    private func apply(_ changed: LayerProperties) {
        if changed.bounds != properties.bounds { bounds = changed.bounds }
        if changed.position != properties.position { position = changed.position }
        if changed.anchorPoint != properties.anchorPoint { anchorPoint = changed.anchorPoint }
        if changed.zPosition != properties.zPosition { zPosition = changed.zPosition }
        if changed.transform != properties.transform { transform = changed.transform }
        if changed.sublayerTransform != properties.sublayerTransform { sublayerTransform = changed.sublayerTransform }
        if changed.opacity != properties.opacity { opacity = changed.opacity }
        if changed.isHidden != properties.isHidden { isHidden = changed.isHidden }
        if changed.backgroundColor != properties.backgroundColor { backgroundColor = changed.backgroundColor }
        if changed.cornerRadius != properties.cornerRadius { cornerRadius = changed.cornerRadius }
        if changed.borderWidth != properties.borderWidth { borderWidth = changed.borderWidth }
        if changed.borderColor != properties.borderColor { borderColor = changed.borderColor }
        if changed.masksToBounds != properties.masksToBounds { masksToBounds = changed.masksToBounds }
        if changed.contents !== properties.contents { contents = changed.contents }
        if changed.contentsCenter != properties.contentsCenter { contentsCenter = changed.contentsCenter }
        if changed.shadowOpacity != properties.shadowOpacity { shadowOpacity = changed.shadowOpacity }
        if changed.shadowRadius != properties.shadowRadius { shadowRadius = changed.shadowRadius }
        if changed.shadowOffset != properties.shadowOffset { shadowOffset = changed.shadowOffset }
        if changed.shadowColor != properties.shadowColor { shadowColor = changed.shadowColor }
        if changed.shouldRasterize != properties.shouldRasterize { shouldRasterize = changed.shouldRasterize }
        if let shape = changed.shape, shape != properties.shape { applyShape(shape) }
        if let gradient = changed.gradient, gradient != properties.gradient { applyGradient(gradient) }
        if let backdrop = changed.backdrop, backdrop != properties.backdrop { applyBackdrop(backdrop) }
    }
}

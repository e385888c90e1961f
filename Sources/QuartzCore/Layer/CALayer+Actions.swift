import CoreGraphics

extension CALayer {
    /// `action(forKey:)`'s search. The class default (the implicit animation) applies
    /// only to a layer that has been shown: a new layer's first settings are not animated.
    func searchAction(forKey event: String) -> CAAction? {
        if let action = delegate?.action(for: self, forKey: event) { return action is NSNull ? nil : action }
        if let action = actions?[event] { return action is NSNull ? nil : action }
        guard hasBeenShown else { return nil }
        return type(of: self).defaultAction(forKey: event)
    }

    /// `defaultAction(forKey:)`'s answer.
    static func implicitAnimation(forKey event: String) -> CAAction? {
        guard implicitlyAnimatedKeys.contains(event) else { return nil }
        return CABasicAnimation(keyPath: event)
    }

    static let implicitlyAnimatedKeys: Set<String> = [
        "bounds", "position", "anchorPoint", "zPosition", "transform", "sublayerTransform", "opacity",
        "backgroundColor", "cornerRadius", "borderWidth", "borderColor", "contentsCenter",
        "shadowOpacity", "shadowRadius", "shadowOffset", "shadowColor",
    ]
}

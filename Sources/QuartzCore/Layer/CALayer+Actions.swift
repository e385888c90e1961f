import CoreGraphics

extension CALayer {
    /// `action(forKey:)`'s search.
    func searchAction(forKey event: String) -> CAAction? {
        if let action = delegate?.action(for: self, forKey: event) { return action is NSNull ? nil : action }
        if let action = actions?[event] { return action is NSNull ? nil : action }
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

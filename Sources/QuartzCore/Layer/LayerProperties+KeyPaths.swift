import CoreGraphics

/// Layer properties by Core Animation's key paths (`position.x`, `bounds.size`,
/// `transform.rotation.z` …), the names animations are added under.
extension LayerProperties {
    /// Every key path this layer understands. All of them are animatable: Apple marks
    /// each of these properties "Animatable" (Bools and contents switch discretely).
    static let keyPaths: Set<String> = {
        var paths: Set<String> = [
            "bounds", "bounds.origin", "bounds.origin.x", "bounds.origin.y",
            "bounds.size", "bounds.size.width", "bounds.size.height",
            "position", "position.x", "position.y", "anchorPoint", "anchorPoint.x", "anchorPoint.y",
            "zPosition", "transform", "sublayerTransform", "opacity", "hidden", "isHidden",
            "backgroundColor", "cornerRadius", "borderWidth", "borderColor", "masksToBounds",
            "contents", "contentsCenter", "shadowOpacity", "shadowRadius",
            "shadowOffset", "shadowOffset.width", "shadowOffset.height", "shadowColor", "shouldRasterize",
        ]
        for field in CATransform3D.fieldKeyPaths {
            paths.insert("transform." + field)
            paths.insert("sublayerTransform." + field)
        }
        return paths
    }()

    /// True when animations may target `keyPath`: a plain layer's, or a shape layer's own.
    static func isAnimatable(_ keyPath: String) -> Bool {
        keyPaths.contains(keyPath) || ShapeProperties.keyPaths.contains(keyPath)
            || GradientProperties.keyPaths.contains(keyPath) || BackdropProperties.keyPaths.contains(keyPath)
    }

    /// The value at `keyPath`, or nil when the key path is unknown (or names a rotation or
    /// scale of a transform that cannot be decomposed). A nil colour reads as all zero.
    func value(forKeyPath keyPath: String) -> AnimatableValue? {
        switch keyPath {
        case "bounds": .rect(bounds)
        case "bounds.origin": .point(bounds.origin)
        case "bounds.origin.x": .number(Double(bounds.origin.x))
        case "bounds.origin.y": .number(Double(bounds.origin.y))
        case "bounds.size": .size(bounds.size)
        case "bounds.size.width": .number(Double(bounds.size.width))
        case "bounds.size.height": .number(Double(bounds.size.height))
        case "position": .point(position)
        case "position.x": .number(Double(position.x))
        case "position.y": .number(Double(position.y))
        case "anchorPoint": .point(anchorPoint)
        case "anchorPoint.x": .number(Double(anchorPoint.x))
        case "anchorPoint.y": .number(Double(anchorPoint.y))
        case "zPosition": .number(Double(zPosition))
        case "transform": .transform(transform)
        case "sublayerTransform": .transform(sublayerTransform)
        case "opacity": .number(Double(opacity))
        case "hidden", "isHidden": .bool(isHidden)
        case "backgroundColor": .color(AnimatableValue.premultiplied(backgroundColor))
        case "cornerRadius": .number(Double(cornerRadius))
        case "borderWidth": .number(Double(borderWidth))
        case "borderColor": .color(AnimatableValue.premultiplied(borderColor))
        case "masksToBounds": .bool(masksToBounds)
        case "contents": .image(contents)
        case "contentsCenter": .rect(contentsCenter)
        case "shadowOpacity": .number(Double(shadowOpacity))
        case "shadowRadius": .number(Double(shadowRadius))
        case "shadowOffset": .size(shadowOffset)
        case "shadowOffset.width": .number(Double(shadowOffset.width))
        case "shadowOffset.height": .number(Double(shadowOffset.height))
        case "shadowColor": .color(AnimatableValue.premultiplied(shadowColor))
        case "shouldRasterize": .bool(shouldRasterize)
        default:
            if let shape, let value = shape.value(forKeyPath: keyPath) {
                value
            } else if let gradient, let value = gradient.value(forKeyPath: keyPath) {
                value
            } else if let backdrop, let value = backdrop.value(forKeyPath: keyPath) {
                value
            } else if let field = Self.field(of: "transform.", in: keyPath) {
                transform.value(forField: field)
            } else if let field = Self.field(of: "sublayerTransform.", in: keyPath) {
                sublayerTransform.value(forField: field)
            } else {
                nil
            }
        }
    }

    /// Sets the value at `keyPath`; false (and nothing changed) when the key path is
    /// unknown or the value's kind does not fit. Numbers go to Float and CGFloat
    /// properties; Bool properties also take a number (non-zero is true), as NSNumber
    /// does; a colour becomes a CGColor (all zero gives transparent black, not nil).
    mutating func setValue(_ value: AnimatableValue, forKeyPath keyPath: String) -> Bool {
        switch (keyPath, value) {
        case let ("bounds", .rect(r)): bounds = r
        case let ("bounds.origin", .point(p)): bounds.origin = p
        case let ("bounds.origin.x", .number(v)): bounds.origin.x = CGFloat(v)
        case let ("bounds.origin.y", .number(v)): bounds.origin.y = CGFloat(v)
        case let ("bounds.size", .size(s)): bounds.size = s
        case let ("bounds.size.width", .number(v)): bounds.size.width = CGFloat(v)
        case let ("bounds.size.height", .number(v)): bounds.size.height = CGFloat(v)
        case let ("position", .point(p)): position = p
        case let ("position.x", .number(v)): position.x = CGFloat(v)
        case let ("position.y", .number(v)): position.y = CGFloat(v)
        case let ("anchorPoint", .point(p)): anchorPoint = p
        case let ("anchorPoint.x", .number(v)): anchorPoint.x = CGFloat(v)
        case let ("anchorPoint.y", .number(v)): anchorPoint.y = CGFloat(v)
        case let ("zPosition", .number(v)): zPosition = CGFloat(v)
        case let ("transform", .transform(t)): transform = t
        case let ("sublayerTransform", .transform(t)): sublayerTransform = t
        case let ("opacity", .number(v)): opacity = Float(v)
        case ("hidden", _), ("isHidden", _):
            guard let flag = Self.flag(value) else { return false }
            isHidden = flag
        case let ("backgroundColor", .color(c)): backgroundColor = AnimatableValue.cgColor(c)
        case let ("cornerRadius", .number(v)): cornerRadius = CGFloat(v)
        case let ("borderWidth", .number(v)): borderWidth = CGFloat(v)
        case let ("borderColor", .color(c)): borderColor = AnimatableValue.cgColor(c)
        case ("masksToBounds", _):
            guard let flag = Self.flag(value) else { return false }
            masksToBounds = flag
        case let ("contents", .image(image)): contents = image
        case let ("contentsCenter", .rect(r)): contentsCenter = r
        case let ("shadowOpacity", .number(v)): shadowOpacity = Float(v)
        case let ("shadowRadius", .number(v)): shadowRadius = CGFloat(v)
        case let ("shadowOffset", .size(s)): shadowOffset = s
        case let ("shadowOffset.width", .number(v)): shadowOffset.width = CGFloat(v)
        case let ("shadowOffset.height", .number(v)): shadowOffset.height = CGFloat(v)
        case let ("shadowColor", .color(c)): shadowColor = AnimatableValue.cgColor(c)
        case ("shouldRasterize", _):
            guard let flag = Self.flag(value) else { return false }
            shouldRasterize = flag
        default:
            if shape?.setValue(value, forKeyPath: keyPath) == true || gradient?.setValue(value, forKeyPath: keyPath) == true
                || backdrop?.setValue(value, forKeyPath: keyPath) == true {
                return true
            } else if let field = Self.field(of: "transform.", in: keyPath),
               let t = transform.setting(value, forField: field) {
                transform = t
            } else if let field = Self.field(of: "sublayerTransform.", in: keyPath),
                      let t = sublayerTransform.setting(value, forField: field) {
                sublayerTransform = t
            } else {
                return false
            }
        }
        return true
    }

    /// The part of `keyPath` after `prefix`, when it starts with it.
    private static func field(of prefix: String, in keyPath: String) -> String? {
        keyPath.hasPrefix(prefix) ? String(keyPath.dropFirst(prefix.count)) : nil
    }

    /// A Bool property's value: a Bool, or a number (non-zero is true).
    private static func flag(_ value: AnimatableValue) -> Bool? {
        switch value {
        case let .bool(b): b
        case let .number(v): v != 0
        default: nil
        }
    }
}

import CoreGraphics

/// Core Animation's transform field key paths (`transform.rotation.z`, `transform.scale`,
/// `transform.translation.x` …), read and written through `DecomposedTransform` so that
/// changing one field keeps the others.
extension CATransform3D {
    /// The sub-paths after `transform.` / `sublayerTransform.`.
    static let fieldKeyPaths: Set<String> = [
        "rotation", "rotation.x", "rotation.y", "rotation.z",
        "scale", "scale.x", "scale.y", "scale.z",
        "translation", "translation.x", "translation.y", "translation.z",
    ]

    /// The value of a field: rotations in radians (`rotation` is `rotation.z`); `scale`
    /// is the average of the x and y scales (Apple documents the average of all three,
    /// but a 2-D scale leaves z at 1, and apps read `transform.scale` back as the 2-D
    /// zoom); `translation` is a CGSize of x and y. nil for an unknown field, or for a
    /// rotation or scale of a transform that cannot be decomposed.
    func value(forField field: String) -> AnimatableValue? {
        switch field {
        case "translation": return .size(CGSize(width: m41, height: m42))
        case "translation.x": return .number(Double(m41))
        case "translation.y": return .number(Double(m42))
        case "translation.z": return .number(Double(m43))
        default: break
        }
        guard Self.fieldKeyPaths.contains(field), let parts = DecomposedTransform(allowingZeroScale: self) else {
            return nil
        }
        switch field {
        case "rotation", "rotation.z": return .number(parts.eulerAngles.z)
        case "rotation.x": return .number(parts.eulerAngles.x)
        case "rotation.y": return .number(parts.eulerAngles.y)
        case "scale": return .number((parts.scale.x + parts.scale.y) / 2)
        case "scale.x": return .number(parts.scale.x)
        case "scale.y": return .number(parts.scale.y)
        default: return .number(parts.scale.z)
        }
    }

    /// This transform with one field set (`scale` sets x, y and z), or nil when the field
    /// is unknown, the value's kind does not fit (numbers; a CGSize for `translation`),
    /// or the transform cannot be decomposed.
    func setting(_ value: AnimatableValue, forField field: String) -> CATransform3D? {
        switch (field, value) {
        case let ("translation", .size(s)): return settingTranslation(x: Double(s.width), y: Double(s.height), z: nil)
        case let ("translation.x", .number(v)): return settingTranslation(x: v, y: nil, z: nil)
        case let ("translation.y", .number(v)): return settingTranslation(x: nil, y: v, z: nil)
        case let ("translation.z", .number(v)): return settingTranslation(x: nil, y: nil, z: v)
        default: break
        }
        guard case let .number(v) = value, Self.fieldKeyPaths.contains(field), !field.hasPrefix("translation"),
              var parts = DecomposedTransform(allowingZeroScale: self) else { return nil }
        switch field {
        case "rotation", "rotation.z": parts.eulerAngles.z = v
        case "rotation.x": parts.eulerAngles.x = v
        case "rotation.y": parts.eulerAngles.y = v
        case "scale": parts.scale = SIMD3(repeating: v)
        case "scale.x": parts.scale.x = v
        case "scale.y": parts.scale.y = v
        default: parts.scale.z = v
        }
        return parts.transform
    }

    /// This transform with its translation (m41…m43) changed where given, the rest of
    /// the matrix untouched. With perspective, m44 follows (it holds translation ·
    /// perspective + w); without, this works even for a singular transform.
    private func settingTranslation(x: Double?, y: Double?, z: Double?) -> CATransform3D? {
        var p = SIMD3<Double>.zero
        if m14 != 0 || m24 != 0 || m34 != 0 {
            guard let parts = DecomposedTransform(allowingZeroScale: self) else { return nil }
            p = SIMD3(parts.perspective.x, parts.perspective.y, parts.perspective.z)
        }
        let old = SIMD3(Double(m41), Double(m42), Double(m43))
        let new = SIMD3(x ?? old.x, y ?? old.y, z ?? old.z)
        var t = self
        (t.m41, t.m42, t.m43) = (CGFloat(new.x), CGFloat(new.y), CGFloat(new.z))
        if p != .zero { t.m44 = CGFloat(Double(m44) + DecomposedTransform.dot(new - old, p)) }
        return t
    }
}

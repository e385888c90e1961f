import CoreGraphics

/// A `CAGradientLayer`'s own values, as part of its `LayerProperties`.
struct GradientProperties: Equatable, Sendable {
    var colors: [CGColor] = []
    /// Where each colour sits, 0…1; empty: spread evenly.
    var locations: [Double] = []
    /// In unit coordinates of the bounds.
    var startPoint = CGPoint(x: 0.5, y: 0)
    var endPoint = CGPoint(x: 0.5, y: 1)
    var type = CAGradientLayerType.axial

    /// The animatable key paths (Apple marks all four "Animatable").
    static let keyPaths: Set<String> = ["colors", "locations", "startPoint", "endPoint"]

    func value(forKeyPath keyPath: String) -> AnimatableValue? {
        switch keyPath {
        case "colors": .list(colors.map { .color(AnimatableValue.premultiplied($0)) })
        case "locations": .list(locations.map { .number($0) })
        case "startPoint": .point(startPoint)
        case "endPoint": .point(endPoint)
        default: nil
        }
    }

    mutating func setValue(_ value: AnimatableValue, forKeyPath keyPath: String) -> Bool {
        switch (keyPath, value) {
        case let ("colors", .list(items)):
            var list: [CGColor] = []
            for item in items {
                guard case let .color(c) = item else { return false }
                list.append(AnimatableValue.cgColor(c))
            }
            colors = list
        case let ("locations", .list(items)):
            var list: [Double] = []
            for item in items {
                guard case let .number(v) = item else { return false }
                list.append(v)
            }
            locations = list
        case let ("startPoint", .point(p)): startPoint = p
        case let ("endPoint", .point(p)): endPoint = p
        default: return false
        }
        return true
    }
}

extension CALayer {
    /// Sets each animatable gradient value that differs in `changed` as its setter does.
    func applyGradient(_ changed: GradientProperties) {
        guard let gradient = properties.gradient else { return }
        if changed.colors != gradient.colors { set(\.gradient!.colors, changed.colors, key: "colors") }
        if changed.locations != gradient.locations { set(\.gradient!.locations, changed.locations, key: "locations") }
        if changed.startPoint != gradient.startPoint { set(\.gradient!.startPoint, changed.startPoint, key: "startPoint") }
        if changed.endPoint != gradient.endPoint { set(\.gradient!.endPoint, changed.endPoint, key: "endPoint") }
    }
}

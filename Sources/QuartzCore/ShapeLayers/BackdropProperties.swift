import CoreGraphics

/// A backdrop layer's own values, as part of its `LayerProperties`: how much of a
/// blur, and which colour over it.
struct BackdropProperties: Equatable, Sendable {
    /// The blur's radius in points: about three standard deviations of the Gaussian
    /// it approximates (0: no blur).
    var blurRadius: CGFloat = 0
    /// Composited over the blurred pixels (nil: none).
    var tintColor: CGColor? = nil

    static let keyPaths: Set<String> = ["blurRadius", "tintColor"]

    func value(forKeyPath keyPath: String) -> AnimatableValue? {
        switch keyPath {
        case "blurRadius": .number(Double(blurRadius))
        case "tintColor": .color(AnimatableValue.premultiplied(tintColor))
        default: nil
        }
    }

    mutating func setValue(_ value: AnimatableValue, forKeyPath keyPath: String) -> Bool {
        switch (keyPath, value) {
        case let ("blurRadius", .number(v)): blurRadius = CGFloat(v)
        case let ("tintColor", .color(c)): tintColor = AnimatableValue.cgColor(c)
        default: return false
        }
        return true
    }
}

extension CALayer {
    /// Sets each backdrop value that differs in `changed` as its setter does.
    func applyBackdrop(_ changed: BackdropProperties) {
        guard let backdrop = properties.backdrop else { return }
        if changed.blurRadius != backdrop.blurRadius { set(\.backdrop!.blurRadius, changed.blurRadius, key: "blurRadius") }
        if changed.tintColor != backdrop.tintColor { set(\.backdrop!.tintColor, changed.tintColor, key: "tintColor") }
    }
}

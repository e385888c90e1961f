import CoreGraphics
import Foundation

/// A value an animation can carry, in the form the render server interpolates.
/// Animations take `Any?` values (`fromValue`, `values`) as Core Animation does;
/// they are converted to this once, when the animation is added to a layer.
enum AnimatableValue: Equatable, Sendable {
    case number(Double)
    case point(CGPoint)
    case size(CGSize)
    case rect(CGRect)
    case transform(CATransform3D)
    /// A colour as premultiplied red, green, blue, alpha in 0…1 (nil colour = all zero),
    /// so that fading to clear does not darken.
    case color(SIMD4<Double>)
    case bool(Bool)
    /// Contents switch discretely.
    case image(CGImage?)
    /// A shape layer's path (no elements for a nil path). Paths with the same steps
    /// in the same order blend point by point; others switch at the midpoint.
    case path([PathElement])
    /// An array of values (a gradient's colours or locations); arrays of the same
    /// length and kinds blend element by element, others switch at the midpoint.
    indirect case list([AnimatableValue])

    static func == (a: AnimatableValue, b: AnimatableValue) -> Bool {
        switch (a, b) {
        case let (.number(x), .number(y)): x == y
        case let (.point(x), .point(y)): x == y
        case let (.size(x), .size(y)): x == y
        case let (.rect(x), .rect(y)): x == y
        case let (.transform(x), .transform(y)): x == y
        case let (.color(x), .color(y)): x == y
        case let (.bool(x), .bool(y)): x == y
        case let (.image(x), .image(y)): x === y
        case let (.path(x), .path(y)): x == y
        case let (.list(x), .list(y)): x == y
        default: false
        }
    }

    /// The value an app passed, or nil when its type cannot be animated.
    init?(_ value: Any?) {
        switch value {
        case let v as Bool: self = .bool(v)
        case let v as Double: self = .number(v)
        case let v as CGFloat: self = .number(Double(v))
        case let v as Float: self = .number(Double(v))
        case let v as Int: self = .number(Double(v))
        case let v as NSNumber: self = .number(v.doubleValue)
        case let v as NSValue:
            guard let boxed = AnimatableValue(boxed: v) else { return nil }
            self = boxed
        case let v as CGPoint: self = .point(v)
        case let v as CGSize: self = .size(v)
        case let v as CGRect: self = .rect(v)
        case let v as CATransform3D: self = .transform(v)
        case let v as CGAffineTransform: self = .transform(CATransform3DMakeAffineTransform(v))
        case let v as CGColor: self = .color(Self.premultiplied(v))
        case let v as CGImage: self = .image(v)
        case let v as CGPath: self = .path(v.elements)
        case let v as [Any]:
            var items: [AnimatableValue] = []
            for element in v {
                guard let item = AnimatableValue(element) else { return nil }
                items.append(item)
            }
            self = .list(items)
        default: return nil
        }
    }

    static func premultiplied(_ c: CGColor?) -> SIMD4<Double> {
        guard let c else { return .zero }
        let a = Double(c.alpha)
        return SIMD4(Double(c.red) * a, Double(c.green) * a, Double(c.blue) * a, a)
    }

    /// The colour of a premultiplied vector (nil when fully transparent is not wanted
    /// is the caller's choice; this always returns a colour).
    static func cgColor(_ v: SIMD4<Double>) -> CGColor {
        let a = min(max(v.w, 0), 1)
        guard a > 0 else { return CGColor(red: 0, green: 0, blue: 0, alpha: 0) }
        return CGColor(red: v.x / a, green: v.y / a, blue: v.z / a, alpha: a)
    }

    /// A human-readable type name, for error messages.
    var typeName: String {
        switch self {
        case .number: "number"
        case .point: "CGPoint"
        case .size: "CGSize"
        case .rect: "CGRect"
        case .transform: "CATransform3D"
        case .color: "CGColor"
        case .bool: "Bool"
        case .image: "CGImage"
        case .path: "CGPath"
        case .list: "Array"
        }
    }
}

extension AnimatableValue {
    /// The value as an app would pass it (`Double`, `CGPoint`, `CGColor` …).
    var anyValue: Any {
        switch self {
        case .number(let v): v
        case .point(let v): v
        case .size(let v): v
        case .rect(let v): v
        case .transform(let v): v
        case .color(let v): Self.cgColor(v)
        case .bool(let v): v
        case .image(let v): v as Any
        case .path(let v): v.isEmpty ? (nil as CGPath?) as Any : CGPath(elements: v) as Any
        case .list(let v): v.map(\.anyValue)
        }
    }
}

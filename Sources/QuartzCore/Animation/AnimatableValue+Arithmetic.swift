import CoreGraphics

/// The value arithmetic animations need: blending (basic and keyframe animations),
/// sums and differences (additive and cumulative animations), distances (paced
/// keyframes) and flat component lists (splines).
extension AnimatableValue {
    /// The value `fraction` of the way to `other`: component-wise straight lines for
    /// numbers, points, sizes, rects and (premultiplied) colours, decomposition for
    /// transforms. Bools, images and values of different kinds switch at 0.5.
    /// Fraction 0 gives exactly `self`, 1 exactly `other`; others outside 0…1 extrapolate.
    func interpolated(to other: AnimatableValue, fraction: Double) -> AnimatableValue {
        if fraction == 0 { return self }
        if fraction == 1 { return other }
        if case let (.transform(a), .transform(b)) = (self, other) {
            return .transform(a.interpolated(to: b, fraction: fraction))
        }
        if let blended = combined(with: other, { (1 - fraction) * $0 + fraction * $1 }) { return blended }
        guard isContinuous, hasSameKind(as: other) else { return fraction < 0.5 ? self : other }
        return withComponents(zip(components, other.components).map { (1 - fraction) * $0 + fraction * $1 })
    }

    /// `self` and `other` combined number by number by `combine`, for the kinds made of
    /// a few numbers (numbers, points, sizes, rects, colours) when both are of that
    /// kind; nil for the others. The same numbers as `components` and
    /// `withComponents(_:)` give, without their arrays: a value is blended for every
    /// animated property of every frame, and a steady frame allocates nothing.
    private func combined(with other: AnimatableValue, _ combine: (Double, Double) -> Double) -> AnimatableValue? {
        switch (self, other) {
        case let (.number(a), .number(b)):
            return .number(combine(a, b))
        case let (.point(a), .point(b)):
            return .point(CGPoint(x: combine(Double(a.x), Double(b.x)), y: combine(Double(a.y), Double(b.y))))
        case let (.size(a), .size(b)):
            return .size(CGSize(width: combine(Double(a.width), Double(b.width)),
                                height: combine(Double(a.height), Double(b.height))))
        case let (.rect(a), .rect(b)):
            return .rect(CGRect(x: combine(Double(a.origin.x), Double(b.origin.x)),
                                y: combine(Double(a.origin.y), Double(b.origin.y)),
                                width: combine(Double(a.size.width), Double(b.size.width)),
                                height: combine(Double(a.size.height), Double(b.size.height))))
        case let (.color(a), .color(b)):
            return .color(SIMD4(combine(a.x, b.x), combine(a.y, b.y), combine(a.z, b.z), combine(a.w, b.w)))
        default:
            return nil
        }
    }

    /// `self` with `other` added: component-wise sums; for transforms `other` is applied
    /// first in layer space (`other · self`). Bools, images and mismatched kinds give `other`.
    func adding(_ other: AnimatableValue) -> AnimatableValue {
        if case let (.transform(a), .transform(b)) = (self, other) { return .transform(b.concatenating(a)) }
        if let sum = combined(with: other, +) { return sum }
        guard isContinuous, hasSameKind(as: other) else { return other }
        return withComponents(zip(components, other.components).map { $0 + $1 })
    }

    /// The difference d with `other.adding(d) == self`, so that `base.adding(to.subtracting(base))`
    /// reaches `to`: component-wise differences; for transforms `self · other⁻¹`.
    /// Bools, images and mismatched kinds give `self`.
    func subtracting(_ other: AnimatableValue) -> AnimatableValue {
        if case let (.transform(a), .transform(b)) = (self, other) {
            return .transform(a.concatenating(CATransform3DInvert(b)))
        }
        if let difference = combined(with: other, -) { return difference }
        guard isContinuous, hasSameKind(as: other) else { return self }
        return withComponents(zip(components, other.components).map { $0 - $1 })
    }

    /// `self` scaled by `n` (a cumulative animation adds its change once per completed
    /// cycle): component-wise products; a transform is concatenated with itself n times
    /// (n rounded to a whole number; a negative n repeats the inverse, 0 gives the
    /// identity, as does a non-finite n). Bools and images are returned unchanged.
    func multiplied(by n: Double) -> AnimatableValue {
        if case let .transform(t) = self { return .transform(Self.power(t, n)) }
        if let scaled = combined(with: self, { value, _ in value * n }) { return scaled }
        guard isContinuous else { return self }
        return withComponents(components.map { $0 * n })
    }

    /// How far apart two values are, for paced keyframes: the Euclidean distance of the
    /// components; for transforms, of their translations. 0 for bools, images and
    /// mismatched kinds.
    func distance(to other: AnimatableValue) -> Double {
        if case let (.transform(a), .transform(b)) = (self, other) {
            let (dx, dy, dz) = (Double(b.m41 - a.m41), Double(b.m42 - a.m42), Double(b.m43 - a.m43))
            return (dx * dx + dy * dy + dz * dz).squareRoot()
        }
        guard isContinuous, hasSameKind(as: other) else { return 0 }
        return zip(components, other.components).reduce(0) { $0 + ($1.0 - $1.1) * ($1.0 - $1.1) }.squareRoot()
    }

    /// The value as numbers: [v], [x, y], [width, height], [x, y, width, height],
    /// premultiplied [r, g, b, a], a transform's 16 entries row by row, a path's
    /// points in order (x, y each); [] for bools and images.
    var components: [Double] {
        switch self {
        case let .number(v): [v]
        case let .point(p): [Double(p.x), Double(p.y)]
        case let .size(s): [Double(s.width), Double(s.height)]
        case let .rect(r): [Double(r.origin.x), Double(r.origin.y), Double(r.size.width), Double(r.size.height)]
        case let .transform(t): t.entries.map { Double($0) }
        case let .color(c): [c.x, c.y, c.z, c.w]
        case let .path(elements): elements.flatMap(\.points).flatMap { [Double($0.x), Double($0.y)] }
        case let .list(items): items.flatMap(\.components)
        case .bool, .image: []
        }
    }

    /// A value of the same kind as `self` made of `c`, which must hold as many numbers
    /// as `components` does (bools and images ignore `c` and return `self`).
    func withComponents(_ c: [Double]) -> AnimatableValue {
        precondition(c.count == components.count,
                     "AnimatableValue.withComponents: \(typeName) needs \(components.count) numbers, got \(c.count)")
        switch self {
        case .number: return .number(c[0])
        case .point: return .point(CGPoint(x: c[0], y: c[1]))
        case .size: return .size(CGSize(width: c[0], height: c[1]))
        case .rect: return .rect(CGRect(x: c[0], y: c[1], width: c[2], height: c[3]))
        case .transform: return .transform(CATransform3D(entries: c.map { CGFloat($0) }))
        case .color: return .color(SIMD4(c[0], c[1], c[2], c[3]))
        case let .path(elements):
            var next = 0
            return .path(elements.map { element in
                let count = element.points.count
                defer { next += 2 * count }
                return element.withPoints((0..<count).map { CGPoint(x: c[next + 2 * $0], y: c[next + 2 * $0 + 1]) })
            })
        case let .list(items):
            var next = 0
            return .list(items.map { item in
                let count = item.components.count
                defer { next += count }
                return item.withComponents(Array(c[next..<next + count]))
            })
        case .bool, .image: return self
        }
    }

    /// True for kinds that blend continuously (everything but bools and images).
    var isContinuous: Bool {
        switch self {
        case .bool, .image: false
        default: true
        }
    }

    /// True when both are the same case (whatever their payloads); paths must also
    /// have the same steps in the same order, so that their points pair up.
    func hasSameKind(as other: AnimatableValue) -> Bool {
        switch (self, other) {
        case let (.path(a), .path(b)):
            a.count == b.count && zip(a, b).allSatisfy { $0.hasSameKind(as: $1) }
        case let (.list(a), .list(b)):
            a.count == b.count && zip(a, b).allSatisfy { $0.isContinuous && $0.hasSameKind(as: $1) }
        case (.number, .number), (.point, .point), (.size, .size), (.rect, .rect),
             (.transform, .transform), (.color, .color), (.bool, .bool), (.image, .image): true
        default: false
        }
    }

    /// `t` concatenated with itself `n` times (rounded), by repeated squaring so that a
    /// cumulative animation in its thousandth cycle costs a handful of products.
    private static func power(_ t: CATransform3D, _ n: Double) -> CATransform3D {
        guard n.isFinite else { return .identity }
        let rounded = n.rounded()
        var base = rounded < 0 ? CATransform3DInvert(t) : t
        var remaining = UInt64(min(abs(rounded), Double(UInt64(1) << 62)))
        var result = CATransform3D.identity
        while remaining > 0 {
            if remaining & 1 == 1 { result = result.concatenating(base) }
            remaining >>= 1
            if remaining > 0 { base = base.concatenating(base) }
        }
        return result
    }
}

import CoreGraphics

extension CGContext {
    /// A context for an image of `bounds` (points) at `scale` pixels per point: its
    /// pixel size is the bounds' size times `scale`, rounded up (a value within 1e-9 of
    /// a whole number counts as it) and at most 32767, and its CTM maps
    /// `bounds.origin` to pixel (0, 0), `scale` pixels per point.
    @MainActor static func imageContext(bounds: CGRect, scale: CGFloat, opaque: Bool) -> CGContext {
        let b = bounds.standardized
        func pixels(_ points: CGFloat) -> Int {
            let v = Double(points * scale)
            guard v.isFinite, v > 0 else { return 0 }
            let whole = v.rounded()
            return Int(min(abs(v - whole) <= 1e-9 * max(1, v) ? whole : v.rounded(.up), 32767))
        }
        let context = CGContext(width: b.isNull ? 0 : pixels(b.width), height: b.isNull ? 0 : pixels(b.height), opaque: opaque)
        context.scaleBy(x: scale, y: scale)
        if !b.isNull { context.translateBy(x: -b.minX, y: -b.minY) }
        return context
    }

    /// `scale` when it is a positive number, else the main screen's (UIKit's "0 means
    /// the screen's scale").
    @MainActor static func effectiveScale(_ scale: CGFloat) -> CGFloat {
        scale.isFinite && scale > 0 ? scale : UIScreen.main.scale
    }
}

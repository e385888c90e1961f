import CoreGraphics
import Raster

/// How a layer's bounds space maps into its superlayer's, shared by the model tree
/// (convert, hitTest, frame) and the compositor, so both agree to the last bit.
///
/// Core Animation flattens each layer into its superlayer's plane (only
/// `CATransformLayer` keeps 3-D depth), so a layer's picture reaches the screen
/// through a chain of plane-to-plane maps: one 3×3 homography per level.
extension LayerProperties {
    /// The anchor point in the layer's own bounds coordinates.
    var anchorInBounds: CGPoint {
        CGPoint(x: bounds.minX + anchorPoint.x * bounds.width, y: bounds.minY + anchorPoint.y * bounds.height)
    }

    /// Bounds space → superlayer bounds space as a 4×4: move the anchor to the
    /// origin, apply `transform`, move to `position`, then the superlayer's
    /// `sublayerTransform` about the superlayer's anchor point.
    func transformToSuperlayer(_ superlayer: LayerProperties?) -> CATransform3D {
        let anchor = anchorInBounds
        var m = CATransform3DMakeTranslation(-anchor.x, -anchor.y, -0)
        if !CATransform3DIsIdentity(transform) { m = m.concatenating(transform) }
        m = m.concatenating(CATransform3DMakeTranslation(position.x, position.y, zPosition))
        if let superlayer, !CATransform3DIsIdentity(superlayer.sublayerTransform) {
            let c = superlayer.anchorInBounds
            m = m.concatenating(CATransform3DMakeTranslation(-c.x, -c.y, 0))
                .concatenating(superlayer.sublayerTransform)
                .concatenating(CATransform3DMakeTranslation(c.x, c.y, 0))
        }
        return m
    }

    /// The same map flattened to the superlayer's plane.
    func planeToSuperlayer(_ superlayer: LayerProperties?) -> Homography {
        transformToSuperlayer(superlayer).planeHomography
    }
}

extension CATransform3D {
    /// What the transform does to the z = 0 plane, seen in the target's z = 0 plane
    /// (z is dropped after the projection, as Core Animation flattens).
    var planeHomography: Homography {
        Homography(Double(m11), Double(m21), Double(m41),
                   Double(m12), Double(m22), Double(m42),
                   Double(m14), Double(m24), Double(m44))
    }
}

extension Homography {
    func apply(_ p: CGPoint) -> CGPoint {
        let r = apply(x: Double(p.x), y: Double(p.y))
        return CGPoint(x: r.x, y: r.y)
    }

    /// The bounding box of `rect`'s four mapped corners.
    func boundingBox(of rect: CGRect) -> CGRect {
        let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                       CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)].map(apply)
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
}

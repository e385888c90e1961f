import CoreGraphics
import Raster

/// How a layer's bounds space maps into its superlayer's, for the model tree
/// (convert, hitTest, frame), built from the compositor's own maps so that hit
/// tests agree with what is drawn to the last bit.
///
/// Core Animation flattens each layer into its superlayer's plane (only
/// `CATransformLayer` keeps 3-D depth), so a layer's picture reaches the screen
/// through a chain of plane-to-plane maps: one 3×3 homography per level.
extension LayerProperties {
    /// Bounds space → superlayer bounds space as a 4×4: move the anchor to the
    /// origin, apply `transform`, move to `position`, then the superlayer's
    /// `sublayerTransform` about the superlayer's anchor point. The compositor's
    /// `LayerGeometry` builds the same map, so hit tests match what is drawn.
    func transformToSuperlayer(_ superlayer: LayerProperties?) -> CATransform3D {
        let local = LayerGeometry.local(self)
        guard let superlayer, let sublayer = LayerGeometry.sublayerTransform(superlayer) else { return local }
        return local.concatenating(sublayer)
    }

    /// The same map flattened to the superlayer's plane.
    func planeToSuperlayer(_ superlayer: LayerProperties?) -> Homography {
        Homography(plane: transformToSuperlayer(superlayer))
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

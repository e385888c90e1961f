import CoreGraphics
import Raster

extension CALayer {
    /// Bounds space → superlayer bounds space, flattened to the superlayer's plane.
    func planeToSuperlayer() -> Homography {
        properties.planeToSuperlayer(superlayer?.properties)
    }

    /// Bounds space → the root layer's bounds space.
    func planeToRoot() -> Homography {
        var m = Homography.identity
        var layer: CALayer? = self
        while let l = layer, let parent = l.superlayer {
            m = m.concatenating(l.properties.planeToSuperlayer(parent.properties))
            layer = parent
        }
        return m
    }

    /// Bounds space → `layer`'s bounds space (nil layer: this tree's root). Layers in
    /// different trees are related through their roots' spaces, as if both roots sat
    /// at the same place.
    func plane(to layer: CALayer?) -> Homography? {
        let toRoot = planeToRoot()
        guard let layer else { return toRoot }
        guard let fromRoot = layer.planeToRoot().inverted() else { return nil }
        return toRoot.concatenating(fromRoot)
    }

    /// `point` in this layer's coordinates, expressed in `layer`'s.
    public func convert(_ point: CGPoint, to layer: CALayer?) -> CGPoint {
        guard let m = plane(to: layer) else { return point }
        return m.apply(point)
    }

    /// `point` in `layer`'s coordinates, expressed in this layer's.
    public func convert(_ point: CGPoint, from layer: CALayer?) -> CGPoint {
        guard let layer else { return planeToRoot().inverted()?.apply(point) ?? point }
        return layer.convert(point, to: self)
    }

    /// The bounding box of `rect` (this layer's coordinates) in `layer`'s coordinates.
    public func convert(_ rect: CGRect, to layer: CALayer?) -> CGRect {
        guard let m = plane(to: layer) else { return rect }
        return m.boundingBox(of: rect.standardized)
    }

    public func convert(_ rect: CGRect, from layer: CALayer?) -> CGRect {
        guard let layer else { return planeToRoot().inverted()?.boundingBox(of: rect.standardized) ?? rect }
        return layer.convert(rect, to: self)
    }


    /// `hitTest(_:)`'s search.
    func searchHit(_ point: CGPoint) -> CALayer? {
        guard !isHidden, opacity > 0 else { return nil }
        guard let inverse = planeToSuperlayer().inverted() else { return nil }
        let local = inverse.apply(point)
        let inside = contains(local)
        if masksToBounds && !inside { return nil }
        let front = children.enumerated().sorted {
            $0.element.zPosition != $1.element.zPosition ? $0.element.zPosition > $1.element.zPosition : $0.offset > $1.offset
        }
        for (_, sublayer) in front {
            if let hit = sublayer.hitTest(local) { return hit }
        }
        return inside ? self : nil
    }
}

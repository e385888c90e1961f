import CoreGraphics
import Raster

/// Where one layer lands on the device for one frame.
///
/// A layer's bitmaps (background, contents, shadow …) are drawn in *layer pixels*:
/// its bounds at `scale` pixels per point, with layer pixel (0, 0) at
/// `bounds.origin`. `pixelToDevice` places them on the device.
struct LayerGeometry {
    let bounds: CGRect
    let scale: Double
    /// Layer points (bounds coordinates) → device pixels.
    let toDevice: Homography
    /// Layer pixels → device pixels.
    let pixelToDevice: Homography

    init(bounds: CGRect, toDevice: Homography, scale: Double) {
        self.bounds = bounds
        self.scale = scale
        self.toDevice = toDevice
        pixelToDevice = toDevice.precededByTranslation(Double(bounds.minX), Double(bounds.minY)).precededByScale(1 / scale)
    }

    /// The geometry of a tree's root on screen: its own position and transform, then `scale`.
    init(root p: LayerProperties, scale: Double) {
        self.init(bounds: p.bounds, toDevice: Homography(plane: Self.local(p)).concatenating(.scale(scale)), scale: scale)
    }

    /// The geometry of a layer drawn in its own layer pixels (snapshots, rasterization):
    /// its position, transform and anchor ignored.
    init(picture p: LayerProperties, scale: Double) {
        let toDevice = Homography.translation(-Double(p.bounds.minX), -Double(p.bounds.minY)).concatenating(.scale(scale))
        self.init(bounds: p.bounds, toDevice: toDevice, scale: scale)
    }

    /// A sublayer's geometry: its own local map, then this layer's sublayer transform
    /// (`sublayer`, already taken about this layer's anchor), flattened into this
    /// layer's plane (Core Animation layers flatten; there is no `CATransformLayer`).
    /// The sublayer is read where it lies: its values handed over whole were copied
    /// first, references and all, and destroyed after (about 550 instructions a layer,
    /// for every label of a page built).
    func child(of layer: UnsafePointer<RenderLayer>, sublayer: CATransform3D?) -> LayerGeometry {
        let bounds = layer.pointee.properties.bounds, position = layer.pointee.properties.position
        // Most layers are only placed (no transform, no sublayer transform above): their
        // map is this one after a translation, made without multiplying out matrices.
        if sublayer == nil, layer.pointee.properties.transform == .identity {
            let anchor = Self.anchor(bounds, layer.pointee.properties.anchorPoint)
            let toDevice = toDevice.precededByTranslation(Double(position.x - anchor.x), Double(position.y - anchor.y))
            return LayerGeometry(bounds: bounds, toDevice: toDevice, scale: scale)
        }
        var local = Self.local(bounds: bounds, anchorPoint: layer.pointee.properties.anchorPoint, position: position,
                               zPosition: layer.pointee.properties.zPosition, transform: layer.pointee.properties.transform)
        if let sublayer { local = local.concatenating(sublayer) }
        return LayerGeometry(bounds: bounds, toDevice: Homography(plane: local).concatenating(toDevice), scale: scale)
    }

    /// This geometry moved by less than half a pixel each way so that layer pixels fall
    /// on whole device pixels, when it only translates them (itself otherwise): where a
    /// layer an animation moves is drawn, so that its bitmaps are copied, not resampled,
    /// and its shapes' edges are not spread over two pixels.
    var onWholePixels: LayerGeometry {
        guard case let .affine(a)? = Placement(pixelToDevice), a.a == 1, a.b == 0, a.c == 0, a.d == 1 else { return self }
        let shift = Homography.translation(a.tx.rounded() - a.tx, a.ty.rounded() - a.ty)
        return LayerGeometry(bounds: bounds, toDevice: toDevice.concatenating(shift), scale: scale)
    }

    /// The bounds' size in layer pixels (fractional).
    var pixelWidth: Double { max(Double(bounds.width), 0) * scale }
    var pixelHeight: Double { max(Double(bounds.height), 0) * scale }

    /// The bounds in whole layer pixels, rounded out.
    var pixelBox: Rect {
        Rect(x: 0, y: 0, width: Self.clampedPixel(pixelWidth.rounded(.up)), height: Self.clampedPixel(pixelHeight.rounded(.up)))
    }

    /// Whether every number of the map is finite (a NaN anywhere draws nothing).
    var isFinite: Bool { pixelToDevice.isFinite && scale.isFinite && scale > 0 }

    /// Where a bitmap whose pixel (0, 0) is layer pixel (`x`, `y`) goes on the device.
    func placement(x: Int, y: Int) -> Homography {
        Homography.translation(Double(x), Double(y)).concatenating(pixelToDevice)
    }

    /// Whether the layer's plane is in front of the eye (w > 0) over all of `rect`
    /// (layer pixels). w is linear over the plane, so the corners decide. Layers
    /// partly behind the eye are not drawn at all: the projection would wrap round.
    func isInFront(_ rect: Rect) -> Bool {
        let h = pixelToDevice
        if h.m.6 == 0 && h.m.7 == 0 { return h.m.8 > 0 }
        for (x, y) in [(rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.maxX, rect.maxY), (rect.minX, rect.maxY)] {
            if !(h.w(x: Double(x), y: Double(y)) > 1e-9) { return false }
        }
        return true
    }

    /// `(k, tx, ty)` when layer pixels reach the device by a uniform scale k > 0 and
    /// a translation, with no rotation or perspective: shapes can then be drawn
    /// straight onto the device.
    var similarity: (k: Double, tx: Double, ty: Double)? {
        switch Placement(pixelToDevice) {
        case let .translation(x, y):
            return (1, Double(x), Double(y))
        case let .affine(a) where a.b == 0 && a.c == 0 && a.a == a.d && a.a > 0:
            return (a.a, a.tx, a.ty)
        default:
            return nil
        }
    }

    /// The bounds on the device as a whole-pixel rectangle, when they map onto one
    /// exactly (axis-aligned, edges on pixel boundaries): clipping to it is then exact.
    var alignedDeviceBounds: Rect? {
        guard let placement = Placement(pixelToDevice) else { return nil }
        let (x0, y0, x1, y1): (Double, Double, Double, Double)
        switch placement {
        case let .translation(x, y):
            (x0, y0, x1, y1) = (Double(x), Double(y), Double(x) + pixelWidth, Double(y) + pixelHeight)
        case let .affine(a):
            guard a.b == 0, a.c == 0, a.a > 0, a.d > 0 else { return nil }
            (x0, y0, x1, y1) = (a.tx, a.ty, a.tx + a.a * pixelWidth, a.ty + a.d * pixelHeight)
        case .projective:
            return nil
        }
        // Without an array of the edges: asked of every opaque page each frame.
        let (left, top, right, bottom) = (Placement.snapped(x0), Placement.snapped(y0), Placement.snapped(x1),
                                          Placement.snapped(y1))
        func whole(_ v: Double) -> Bool { v == v.rounded() && abs(v) < 0x1p30 }
        guard whole(left), whole(top), whole(right), whole(bottom) else { return nil }
        return Rect(x: Int(left), y: Int(top), width: Int(right - left), height: Int(bottom - top))
    }

    /// A layer's map from its bounds coordinates to its superlayer's, before the
    /// superlayer's sublayer transform: T(−origin − anchor·size) × transform ×
    /// T(position, zPosition). zPosition only shows through a perspective sublayer transform.
    static func local(_ p: LayerProperties) -> CATransform3D {
        local(bounds: p.bounds, anchorPoint: p.anchorPoint, position: p.position, zPosition: p.zPosition,
              transform: p.transform)
    }

    private static func local(bounds: CGRect, anchorPoint: CGPoint, position: CGPoint, zPosition: CGFloat,
                              transform: CATransform3D) -> CATransform3D {
        let anchor = Self.anchor(bounds, anchorPoint)
        if transform == .identity {
            return CATransform3DMakeTranslation(position.x - anchor.x, position.y - anchor.y, zPosition)
        }
        return CATransform3DMakeTranslation(-anchor.x, -anchor.y, 0).concatenating(transform)
            .concatenating(CATransform3DMakeTranslation(position.x, position.y, zPosition))
    }

    /// The anchor point in bounds coordinates: what a layer turns and scales about.
    private static func anchor(_ bounds: CGRect, _ anchorPoint: CGPoint) -> CGPoint {
        CGPoint(x: bounds.minX + anchorPoint.x * bounds.width, y: bounds.minY + anchorPoint.y * bounds.height)
    }

    /// A layer's sublayer transform taken about its anchor point, or nil when it is
    /// the identity.
    static func sublayerTransform(_ p: LayerProperties) -> CATransform3D? {
        guard p.sublayerTransform != .identity else { return nil }
        let anchor = anchor(p.bounds, p.anchorPoint)
        return CATransform3DMakeTranslation(-anchor.x, -anchor.y, 0).concatenating(p.sublayerTransform)
            .concatenating(CATransform3DMakeTranslation(anchor.x, anchor.y, 0))
    }

    /// A whole-pixel coordinate, kept far from `Int`'s limits.
    static func clampedPixel(_ v: Double) -> Int {
        v.isNaN ? 0 : Int(min(max(v, -0x1p30), 0x1p30))
    }
}

extension Homography {
    /// The map a 4×4 row-vector transform makes of the z = 0 plane (its x, y and w
    /// rows and columns), dropping the z it produces: how a layer is flattened into
    /// its superlayer's plane.
    init(plane t: CATransform3D) {
        self.init(Double(t.m11), Double(t.m21), Double(t.m41),
                  Double(t.m12), Double(t.m22), Double(t.m42),
                  Double(t.m14), Double(t.m24), Double(t.m44))
    }

    static func translation(_ x: Double, _ y: Double) -> Homography { Homography(1, 0, x, 0, 1, y, 0, 0, 1) }

    static func scale(_ s: Double) -> Homography { Homography(s, 0, 0, 0, s, 0, 0, 0, 1) }

    /// `Homography.translation(x, y).concatenating(self)` by the products it needs: the
    /// same numbers (but for the sign of a zero), without the 27 multiplications of a
    /// whole product, for each layer of each build.
    func precededByTranslation(_ x: Double, _ y: Double) -> Homography {
        Homography(m.0, m.1, m.0 * x + m.1 * y + m.2,
                   m.3, m.4, m.3 * x + m.4 * y + m.5,
                   m.6, m.7, m.6 * x + m.7 * y + m.8)
    }

    /// `Homography.scale(s).concatenating(self)`, as `precededByTranslation`.
    func precededByScale(_ s: Double) -> Homography {
        Homography(m.0 * s, m.1 * s, m.2, m.3 * s, m.4 * s, m.5, m.6 * s, m.7 * s, m.8)
    }

    /// The homogeneous w of the point (`x`, `y`): positive in front of the eye.
    func w(x: Double, y: Double) -> Double { m.6 * x + m.7 * y + m.8 }

    var isFinite: Bool {
        m.0.isFinite && m.1.isFinite && m.2.isFinite && m.3.isFinite && m.4.isFinite && m.5.isFinite
            && m.6.isFinite && m.7.isFinite && m.8.isFinite
    }
}

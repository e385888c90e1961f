import CoreGraphics
import Raster

extension CALayer {
    /// Draws the layer and its sublayers, as they appear now (every animation evaluated
    /// at `CACurrentMediaTime()`), into `ctx` under its CTM, in the layer's own
    /// coordinate space: the point `bounds.origin` lands at user-space `bounds.origin`.
    ///
    /// As in Core Animation, the layer's own position, transform and opacity are left
    /// out (its sublayers' are not), and so is any `CATransition` frame playing on the
    /// render server: the layers show their presented values. The tree is drawn by the
    /// compositor's snapshot at the CTM's scale (the length of its longer axis, lowered
    /// so the picture stays under 2²⁴ pixels), then drawn into the context as an image:
    /// under a CTM that only scales uniformly and moves by whole pixels, that is a copy
    /// of exactly the pixels the render server would draw.
    public func render(in ctx: CGContext) {
        let tree = renderTree(atMediaTime: CACurrentMediaTime())
        let ctm = ctx.ctm
        let bounds = tree.properties.bounds
        var scale = max((ctm.a * ctm.a + ctm.b * ctm.b).squareRoot(), (ctm.c * ctm.c + ctm.d * ctm.d).squareRoot())
        guard scale.isFinite, scale > 0, bounds.width > 0, bounds.height > 0 else { return }
        let pixels = bounds.width * scale * bounds.height * scale
        if pixels > 0x1p24 { scale *= (0x1p24 / pixels).squareRoot() }
        let picture = LayerCompositor(kernels: ctx.kernels).snapshot(tree, scale: scale)
        guard picture.width > 0, picture.height > 0 else { return }
        ctx.draw(CGImage(bitmap: picture), in: CGRect(x: bounds.minX, y: bounds.minY,
                                                      width: CGFloat(picture.width) / scale,
                                                      height: CGFloat(picture.height) / scale))
    }

    /// This layer and its sublayers as the compositor draws them: each layer's values
    /// with its animations applied at media time `time`.
    func renderTree(atMediaTime time: CFTimeInterval) -> RenderLayer {
        RenderLayer(id: id, properties: presentedProperties(at: time),
                    sublayers: children.map { $0.renderTree(atMediaTime: time) })
    }
}

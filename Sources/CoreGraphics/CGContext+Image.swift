import Raster

extension CGContext {
    /// Draws `image` stretched to fill `rect` (user space; the image's top row at the
    /// rectangle's top), composited over what is there, inside the clip.
    ///
    /// Through the cheapest exact path: a whole-pixel placement at the image's own size
    /// is a plain composite; an axis-aligned stretch whose edges land on whole pixels is
    /// a bilinear warp of the image padded with its own edge pixels, cut at those edges
    /// (solid to the edges, as Core Graphics draws it); anything else is a bilinear warp
    /// with antialiased edges. Images of 32766 pixels or more a side are not drawn.
    public func draw(_ image: CGImage, in rect: CGRect) {
        let r = rect.standardized
        let clip = state.clip
        guard !r.isNull, r.width > 0, r.height > 0, image.width > 0, image.height > 0, !clip.isEmpty else { return }
        let toUser = CGAffineTransform(a: r.width / CGFloat(image.width), b: 0, c: 0, d: r.height / CGFloat(image.height),
                                       tx: r.minX, ty: r.minY)
        let m = Affine2D(toUser.concatenating(state.ctm)).snapped
        guard [m.a, m.b, m.c, m.d, m.tx, m.ty].allSatisfy(\.isFinite) else { return }
        image.withView { source in
            bitmap.withView { target in
                if m.a == 1, m.b == 0, m.c == 0, m.d == 1, m.tx == m.tx.rounded(), m.ty == m.ty.rounded(),
                   abs(m.tx) < 0x1p30, abs(m.ty) < 0x1p30 {
                    kernels.composite(source, onto: target.view(of: clip), x: Int(m.tx) - clip.minX,
                                      y: Int(m.ty) - clip.minY)
                } else if source.width < 32766, source.height < 32766 {
                    if let edges = Self.wholePixelBox(m, width: source.width, height: source.height) {
                        let padded = source.paddedWithEdges()
                        let transform = Affine2D.translation(x: -1, y: -1).concatenating(m)
                        padded.withView { _ = kernels.warp($0, onto: target, transform: transform, clip: edges.intersection(clip)) }
                    } else {
                        kernels.warp(source, onto: target, transform: m, clip: clip)
                    }
                }
            }
        }
    }

    /// The device rectangle an image of `width` × `height` pixels covers under `m`,
    /// when `m` keeps its edges on the grid's directions and they land on whole pixels.
    private static func wholePixelBox(_ m: Affine2D, width: Int, height: Int) -> Rect? {
        guard (m.b == 0 && m.c == 0) || (m.a == 0 && m.d == 0) else { return nil }
        let p = m.apply(x: 0, y: 0), q = m.apply(x: Double(width), y: Double(height))
        let edges = [min(p.x, q.x), min(p.y, q.y), max(p.x, q.x), max(p.y, q.y)].map(Affine2D.snapped)
        guard edges.allSatisfy({ $0 == $0.rounded() && abs($0) < 0x1p30 }) else { return nil }
        return Rect(x: Int(edges[0]), y: Int(edges[1]), width: Int(edges[2] - edges[0]), height: Int(edges[3] - edges[1]))
    }
}

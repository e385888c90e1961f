import Raster

extension CGContext {
    /// Sets the colour `fill(_:)` paints with.
    public func setFillColor(_ color: CGColor) { state.fillColor = color.pixel }

    /// Paints `rect` (user space) with the fill colour, composited over what is there
    /// (Core Graphics' normal blend mode), inside the clip.
    ///
    /// Edges on whole device pixels are exact; others are antialiased: on the grid by
    /// the coverage of each pixel centre (`Kernels.fill(_:roundedRect:…)`), turned or
    /// sheared by a bilinear warp of a solid picture of the rectangle (an edge pixel's
    /// centre on the edge gets half the colour).
    public func fill(_ rect: CGRect) {
        let clip = state.clip
        guard state.fillColor != .clear, !clip.isEmpty, let area = DeviceArea(rect, ctm: state.ctm) else { return }
        switch area {
        case let .box(x0, y0, x1, y1):
            // Edges far beyond the clip move to just outside it, where Float holds them exactly.
            let left = max(x0, Double(clip.minX - 1)), right = min(x1, Double(clip.maxX + 1))
            let top = max(y0, Double(clip.minY - 1)), bottom = min(y1, Double(clip.maxY + 1))
            guard right > left, bottom > top else { return }
            let shape = RoundedRect(x: Float(left), y: Float(top), width: Float(right - left), height: Float(bottom - top),
                                    radius: 0)
            bitmap.withView { _ = kernels.fill($0, roundedRect: shape, color: state.fillColor, clip: clip) }
        case let .parallelogram(unit):
            fillParallelogram(unit, clip: clip)
        }
    }

    /// The part of the unit square mapped by `unit` that reaches the clip (with two
    /// pixels to spare, so cut edges stay out of sight), drawn as a solid picture of
    /// about one texel per device pixel, warped.
    private func fillParallelogram(_ unit: Affine2D, clip: Rect) {
        guard let inverse = unit.inverted() else { return }
        let (x0, y0, x1, y1) = (Double(clip.minX - 2), Double(clip.minY - 2), Double(clip.maxX + 2), Double(clip.maxY + 2))
        let corners = [inverse.apply(x: x0, y: y0), inverse.apply(x: x1, y: y0),
                       inverse.apply(x: x1, y: y1), inverse.apply(x: x0, y: y1)]
        let u0 = max(corners.map(\.x).min()!, 0), u1 = min(corners.map(\.x).max()!, 1)
        let v0 = max(corners.map(\.y).min()!, 0), v1 = min(corners.map(\.y).max()!, 1)
        guard u1 > u0, v1 > v0 else { return }
        let visible = Affine2D(a: u1 - u0, b: 0, c: 0, d: v1 - v0, tx: u0, ty: v0).concatenating(unit)
        func texels(_ length: Double) -> Int { Int(min(max(length.rounded(.up), 1), 8192)) }
        let width = texels((visible.a * visible.a + visible.b * visible.b).squareRoot())
        let height = texels((visible.c * visible.c + visible.d * visible.d).squareRoot())
        let solid = Bitmap(width: width, height: height, fill: state.fillColor)
        let transform = Affine2D.scale(x: 1 / Double(width), y: 1 / Double(height)).concatenating(visible)
        solid.withView { source in
            bitmap.withView { _ = kernels.warp(source, onto: $0, transform: transform, clip: clip) }
        }
    }

    /// Makes the pixels of `rect` (user space) transparent, inside the clip: every
    /// pixel whose centre lies in the rectangle, whole (no antialiasing).
    public func clear(_ rect: CGRect) {
        let clip = state.clip
        guard !clip.isEmpty, let area = DeviceArea(rect, ctm: state.ctm) else { return }
        let box = area.pixelBox.intersection(clip)
        guard !box.isEmpty else { return }
        switch area {
        case .box:
            bitmap.withView { kernels.fill($0.view(of: box), color: .clear) }
        case let .parallelogram(unit):
            guard let inverse = unit.inverted() else { return }
            bitmap.withView { view in
                for y in box.minY..<box.maxY {
                    let inside = (box.minX..<box.maxX).filter { x in
                        let p = inverse.apply(x: Double(x) + 0.5, y: Double(y) + 0.5)
                        return p.x >= 0 && p.x < 1 && p.y >= 0 && p.y < 1
                    }
                    // The shape is convex: the pixels inside a row are one run.
                    guard let first = inside.first, let last = inside.last else { continue }
                    kernels.fill(view.view(of: Rect(x: first, y: y, width: last - first + 1, height: 1)), color: .clear)
                }
            }
        }
    }
}

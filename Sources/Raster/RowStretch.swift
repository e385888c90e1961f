extension Kernels {
    /// Draws `src` stretched vertically to fill `destination` of `dst` (as wide as
    /// `src`), clipped to `dst`: exactly what `warp` draws of `src.paddedWithEdges()`
    /// scaled by `destination.height / src.height` (and by 1 across) into
    /// `destination`, without the padded copy or a sample position per pixel. Across,
    /// every sample falls on a texel centre, so each destination row is the bilinear
    /// filter of two source rows at one weight (`BilinearSampling.swift`: the same
    /// formula, so the same pixels), composited source-over. A picture stretched only
    /// in height, such as a label's text drawn a fraction of a pixel taller or
    /// shorter than its layer, is drawn this way.
    public func stretchRows(_ src: BitmapView, onto dst: BitmapView, filling destination: Rect) {
        precondition(src.width == destination.width, "stretchRows: the source must be as wide as the destination")
        let area = destination.intersection(dst.bounds)
        guard !area.isEmpty, src.height > 0, src.height < 32_000, src.width < 32_000 else { return }
        let scale = Double(destination.height) / Double(src.height)
        // The padded source's warp: padded pixel 1 is source pixel 0, at the destination's edge.
        let transform = Affine2D(a: 1, b: 0, c: 0, d: scale, tx: Double(destination.x) - 1,
                                 ty: Double(destination.y) - scale)
        guard let sampling = AffineSampling(transform, sourceWidth: src.width + 2, sourceHeight: src.height + 2)
        else { return }
        let paddedHeight = Int64(src.height + 2)
        for y in area.minY..<area.maxY {
            let v = sampling.start(x: area.minX, y: y).v
            // No texel of the padded source with a non-zero weight: left alone, as the warp does.
            guard v >= -127 * 512, v < paddedHeight << 16 else { continue }
            let position = Int(v >> 9), row = position >> 7, weight = position & 127
            let first = area.minX - destination.x
            let top = paddedRow(src, row).map { $0 + first }, bottom = paddedRow(src, row + 1).map { $0 + first }
            let target = dst.row(y) + area.minX
            switch implementation {
            case .scalar:
                Self.stretchedRowScalar(top, bottom, weight: weight, onto: target, count: area.width)
            case .simd:
                RowShift.mixRows(top, bottom, weight: weight, opacity: 255, onto: target, count: area.width)
            }
        }
    }

    /// Row `row` of `src` padded with its edges: padded rows 0 and 1 are source row 0,
    /// the last two the last source row; nil (transparent) outside.
    private func paddedRow(_ src: BitmapView, _ row: Int) -> UnsafePointer<UInt32>? {
        guard row >= 0, row <= src.height + 1 else { return nil }
        return UnsafePointer(src.row(min(max(row - 1, 0), src.height - 1)))
    }

    private static func stretchedRowScalar(_ top: UnsafePointer<UInt32>?, _ bottom: UnsafePointer<UInt32>?, weight: Int,
                                           onto target: UnsafeMutablePointer<UInt32>, count: Int) {
        for x in 0..<count {
            let a = top?[x] ?? 0, b = bottom?[x] ?? 0
            let sample = bilinearPixel(a, a, b, b, fx: 0, fy: UInt32(weight))
            // Over a transparent pixel a sample is itself.
            target[x] = target[x] == 0 ? sample : Pixel(rawValue: sample).over(Pixel(rawValue: target[x])).rawValue
        }
    }
}

extension BitmapView {
    /// A copy with a one-pixel frame repeating the outermost pixels, so that a
    /// bilinear stretch of it, cut at the original edges, stays solid to those edges
    /// instead of fading into the transparency around the picture. An empty view
    /// gives a transparent 2-pixel frame.
    public func paddedWithEdges() -> Bitmap {
        let padded = Bitmap(width: width + 2, height: height + 2)
        guard width > 0, height > 0 else { return padded }
        let view = padded.view
        for y in 0..<height {
            let from = row(y), to = view.row(y + 1)
            (to + 1).update(from: from, count: width)
            to[0] = from[0]
            to[width + 1] = from[width - 1]
        }
        view.row(0).update(from: view.row(1), count: width + 2)
        view.row(height + 1).update(from: view.row(height), count: width + 2)
        return padded
    }
}

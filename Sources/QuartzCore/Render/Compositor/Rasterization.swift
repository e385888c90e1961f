import Raster

/// A `shouldRasterize` layer's cached picture: the layer and its sublayers drawn in
/// layer pixels, and the subtree it was drawn from.
struct RasterizedPicture {
    /// The subtree, with the root's values that only move the picture reset.
    let subtree: RenderLayer
    let scale: Double
    let bitmap: Bitmap
    /// The layer pixel the bitmap's top-left pixel covers.
    let x: Int
    let y: Int
}

extension RenderLayer {
    /// This layer with the values that move or fade its rasterized picture, rather
    /// than change it, reset: position, zPosition, transform, opacity.
    var rasterizationSubject: RenderLayer {
        var subject = self
        subject.properties.position = .zero
        subject.properties.zPosition = 0
        subject.properties.transform = .identity
        subject.properties.opacity = 1
        return subject
    }

    /// Whether `other` has the same picture: the same layers with equal values
    /// (images by identity) and the same transition frames, all the way down.
    func drawsSamePicture(as other: RenderLayer) -> Bool {
        guard id == other.id, properties == other.properties, sublayers.count == other.sublayers.count else { return false }
        switch (transition, other.transition) {
        case (nil, nil): break
        case let (a?, b?):
            guard TransitionScratch.Key(a) == TransitionScratch.Key(b), a.before === b.before, a.after === b.after else {
                return false
            }
        default: return false
        }
        for (a, b) in zip(sublayers, other.sublayers) where !a.drawsSamePicture(as: b) { return false }
        return true
    }
}

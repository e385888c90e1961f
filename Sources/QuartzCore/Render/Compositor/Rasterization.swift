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
        drawsSamePicture(as: other, comparingValues: true)
    }

    /// As `drawsSamePicture(as:)`; below the root, a subtree the render engine left
    /// unchanged since the other was copied from it (same `subtreeStamp`) is the same
    /// without a look inside, and a layer copied from the same committed values (same
    /// `generation`) has equal values without comparing them. Not at the root: a
    /// subject's root values are reset (`rasterizationSubject`), its stamps are not.
    private func drawsSamePicture(as other: RenderLayer, comparingValues: Bool) -> Bool {
        guard id == other.id, sublayers.count == other.sublayers.count else { return false }
        if !comparingValues, subtreeStamp != 0, subtreeStamp == other.subtreeStamp { return true }
        let copiedAlike = !comparingValues && generation != 0 && generation == other.generation
        guard copiedAlike || properties == other.properties else { return false }
        switch (transition, other.transition) {
        case (nil, nil): break
        case let (a?, b?):
            guard TransitionScratch.Key(a) == TransitionScratch.Key(b), a.before === b.before, a.after === b.after else {
                return false
            }
        default: return false
        }
        for i in sublayers.indices where !sublayers[i].drawsSamePicture(as: other.sublayers[i], comparingValues: false) {
            return false
        }
        return true
    }
}

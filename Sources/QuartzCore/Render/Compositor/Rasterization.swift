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
        withUnsafePointer(to: self) { mine in
            withUnsafePointer(to: other) { theirs in Self.samePicture(mine, theirs, comparingValues: true) }
        }
    }

    /// As `drawsSamePicture(as:)`; below the root, a subtree the render engine left
    /// unchanged since the other was copied from it (same `subtreeStamp`) is the same
    /// without a look inside, and a layer copied from the same committed values (same
    /// `generation`) has equal values without comparing them. Not at the root: a
    /// subject's root values are reset (`rasterizationSubject`), its stamps are not.
    /// Through pointers: a layer passed on from its array is copied, with all it holds.
    private static func samePicture(_ a: UnsafePointer<RenderLayer>, _ b: UnsafePointer<RenderLayer>,
                                    comparingValues: Bool) -> Bool {
        guard a.pointee.id == b.pointee.id, a.pointee.sublayers.count == b.pointee.sublayers.count else { return false }
        if !comparingValues, a.pointee.subtreeStamp != 0, a.pointee.subtreeStamp == b.pointee.subtreeStamp { return true }
        let copiedAlike = !comparingValues && a.pointee.generation != 0 && a.pointee.generation == b.pointee.generation
        guard copiedAlike || a.pointee.properties == b.pointee.properties else { return false }
        switch (a.pointee.transition, b.pointee.transition) {
        case (nil, nil): break
        case let (x?, y?):
            guard TransitionScratch.Key(x) == TransitionScratch.Key(y), x.before === y.before, x.after === y.after else {
                return false
            }
        default: return false
        }
        return a.pointee.sublayers.withUnsafeBufferPointer { mine in
            b.pointee.sublayers.withUnsafeBufferPointer { theirs in
                guard let x = mine.baseAddress, let y = theirs.baseAddress else { return true }
                for i in 0..<mine.count where !samePicture(x + i, y + i, comparingValues: false) { return false }
                return true
            }
        }
    }
}

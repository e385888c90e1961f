import Raster

/// The work a frame does ahead of need (`PrebuiltSublayers`: a slice of the page a
/// transition will bring back), done after the frame is drawn rather than while its
/// display list is built: it draws nothing the frame shows, so the render server
/// presents the frame first and builds the slice while the display shows it, and a
/// page of 500 labels adds nothing to the time from a frame's start to its picture.
///
/// The build finds each layer whose transition hides its sublayers and notes it
/// (`BuildAhead`); after the paint, the compositor builds the slices, then ends the
/// frame's use of the contents cache (`ContentsCacheStore.endFrame`), which must come
/// after them: what they build is kept. A renderer that draws its frames itself does
/// this at the end of each render; the render server, once the frame is presented.
/// The noted layers are read in place in the frame's tree, which nothing changes
/// until the next frame is built, so work left over is done before anything else
/// (a commit taken in, the next frame) touches the tree or the caches.
struct BuildAhead {
    /// The frame's builder, as it was where it met the layer.
    let builder: DisplayListBuilder
    /// The layer, in the frame's tree; its ID, read while the pointer is sure to be
    /// valid (the root is read through a copy that lives only while the list is built).
    let layer: LayerInPlace
    let id: LayerID
    let frame: TransitionFrame
    let geometry: LayerGeometry
    let clip: Rect?
    let cache: LayerContentsCache
    let front: Bool
}

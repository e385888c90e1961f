import Raster

extension CGContext {
    /// Narrows the clip to `rect` (user space): to the device pixels whose centres lie
    /// in it. Under a turning or shearing CTM the clip is the transformed rectangle's
    /// bounding box (clips are whole-pixel rectangles so far). An empty rectangle
    /// clips everything away.
    public func clip(to rect: CGRect) {
        state.clip = DeviceArea(rect, ctm: state.ctm).map { state.clip.intersection($0.pixelBox) } ?? .zero
    }

    /// The clip in user space: the bounding box of the device clip mapped back through
    /// the CTM; `CGRect.null` when the clip is empty.
    public var boundingBoxOfClipPath: CGRect {
        let c = state.clip
        guard !c.isEmpty else { return .null }
        return CGRect(x: c.minX, y: c.minY, width: c.width, height: c.height).applying(state.ctm.inverted())
    }
}

import CoreGraphics
import QuartzCore

// Snapshots of a view hierarchy: pictures of it as it appears now, to animate in its
// place (a transition's halves, a card lifting off) or to draw elsewhere.
//
// `afterScreenUpdates: true` first lays out the view's tree (`layoutIfNeeded()` on its
// topmost superview) and commits pending changes (`CATransaction.flush()`). With `false`
// the hierarchy is drawn as it is at the call — each layer's model values with its
// running animations applied at the current media time — without layout or a commit.
// Kiosk draws snapshots from the main actor's layer tree, so changes made since the last
// commit show either way (on iOS, `false` may miss them); only pending layout differs.
extension UIView {
    /// A new view, `bounds.size` points large, that shows the view's hierarchy as it
    /// appears now: its layer's contents is a picture taken at `contentScaleFactor`
    /// pixels per point, which later changes to the view do not affect. Nil when the
    /// view has no area.
    public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        resizableSnapshotView(from: bounds, afterScreenUpdates: afterUpdates, withCapInsets: .zero)
    }

    /// A new view, `rect.size` points large, that shows the part `rect` (in bounds
    /// coordinates) of the view's hierarchy. Resized, it stretches like a resizable
    /// image: the `capInsets` bands keep their size and the middle stretches (its
    /// layer's `contentsCenter`); with zero insets the whole picture stretches. Nil
    /// when `rect` has no area.
    public func resizableSnapshotView(from rect: CGRect, afterScreenUpdates afterUpdates: Bool,
                                      withCapInsets capInsets: UIEdgeInsets) -> UIView? {
        let area = rect.standardized
        guard !area.isNull, area.width > 0, area.height > 0, area.width.isFinite, area.height.isFinite else { return nil }
        if afterUpdates { commitPendingUpdates() }
        let scale = contentScaleFactor
        let context = CGContext.imageContext(bounds: area, scale: scale, opaque: false)
        guard context.width > 0, context.height > 0 else { return nil }
        layer.render(in: context)
        let snapshot = UIView(frame: CGRect(origin: .zero, size: area.size))
        snapshot.layer.contents = context.makeImage()
        snapshot.layer.contentsScale = scale
        snapshot.layer.contentsCenter = Self.contentsCenter(capInsets, size: area.size)
        return snapshot
    }

    /// Draws the view's hierarchy as it appears now into the current context
    /// (`UIGraphicsGetCurrentContext()`), its bounds scaled to fill `rect`. Returns
    /// false, drawing nothing, when there is no current context or the view has no area.
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        let b = bounds
        guard let context = UIGraphicsGetCurrentContext(), b.width > 0, b.height > 0 else { return false }
        if afterUpdates { commitPendingUpdates() }
        let target = rect.standardized
        context.saveGState()
        context.translateBy(x: target.minX, y: target.minY)
        context.scaleBy(x: target.width / b.width, y: target.height / b.height)
        context.translateBy(x: -b.minX, y: -b.minY)
        layer.render(in: context)
        context.restoreGState()
        return true
    }

    /// Lays out the whole tree the view is in, then commits.
    private func commitPendingUpdates() {
        var root = self
        while let parent = root.superview { root = parent }
        root.layoutIfNeeded()
        CATransaction.flush()
    }

    /// Cap insets in points as a unit rectangle of a picture of `size` points: the
    /// part that stretches. Negative insets count as 0.
    static func contentsCenter(_ insets: UIEdgeInsets, size: CGSize) -> CGRect {
        let left = max(insets.left, 0) / size.width, right = max(insets.right, 0) / size.width
        let top = max(insets.top, 0) / size.height, bottom = max(insets.bottom, 0) / size.height
        return CGRect(x: min(left, 1), y: min(top, 1), width: max(1 - left - right, 0), height: max(1 - top - bottom, 0))
    }
}

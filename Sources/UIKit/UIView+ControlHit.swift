import CoreGraphics

extension UIView {
    /// Whether a touch at `point` (in this view) lands on a control inside it — a button
    /// or switch in a cell — which keeps the touch for itself: lists do not highlight or
    /// select the row or item under such a touch.
    func touchLandsOnControl(at point: CGPoint) -> Bool {
        var hit = hitTest(point, with: nil)
        while let view = hit, view !== self {
            if view is UIControl { return true }
            hit = view.superview
        }
        return false
    }
}

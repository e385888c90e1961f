extension UIView {
    /// Tells this view, and the descendants that inherit its tint, that `tintColor` changed.
    func tintDidChange() {
        tintColorDidChange()
        for view in subviews where view.ownTintColor == nil { view.tintDidChange() }
    }
}

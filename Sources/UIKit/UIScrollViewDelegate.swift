import CoreGraphics

/// What a scroll view tells its delegate as it scrolls. Every method is optional
/// (they do nothing unless implemented), as in UIKit. A flick is heard in this order:
/// `scrollViewWillBeginDragging`, `scrollViewDidScroll` as the finger moves,
/// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`,
/// `scrollViewDidEndDragging(_:willDecelerate:)`, `scrollViewWillBeginDecelerating`,
/// `scrollViewDidScroll` at each frame, `scrollViewDidEndDecelerating`.
@preconcurrency @MainActor public protocol UIScrollViewDelegate: AnyObject {
    /// The content offset changed, by a finger, a motion or code.
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// A finger started dragging the content.
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// The finger is lifting at `velocity` (points per millisecond, in the direction the
    /// offset changes); the content will come to rest at `targetContentOffset.pointee`,
    /// which the delegate may change: the content then coasts to exactly that offset.
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>)
    /// The finger lifted; `decelerate` says whether the content moves on by itself.
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    /// The content starts moving on by itself (coasting, springing back, snapping to a page).
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    /// The content came to rest after decelerating (not when a finger caught it).
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    /// An animated `setContentOffset` or `scrollRectToVisible` arrived.
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    public func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                          targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
}

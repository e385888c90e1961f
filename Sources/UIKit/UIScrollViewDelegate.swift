/// What a scroll view tells its delegate as it scrolls. Every method is optional
/// (they do nothing unless implemented), as in UIKit.
@preconcurrency @MainActor public protocol UIScrollViewDelegate: AnyObject {
    /// The content offset changed, by a finger or from code.
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// A finger started dragging the content.
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// The finger lifted; Kiosk's scroll views stop where the finger left them, so
    /// `decelerate` is always false.
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
}

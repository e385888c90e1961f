import CoreGraphics

/// A view whose content, `contentSize` points of it, is larger than its bounds and
/// is dragged into view with a finger: the content offset is the bounds' origin, so
/// subviews placed in content coordinates move as it changes.
///
/// A pan (`panGestureRecognizer`, attached to the view) moves the content with the
/// finger, kept within the content: from 0 to `contentSize − bounds.size` on each
/// axis (0 where the content is not larger). Kiosk's scroll views neither bounce
/// past the edges nor coast after the finger lifts. They clip to their bounds.
@preconcurrency @MainActor open class UIScrollView: UIView {
    /// The size of the content in points.
    open var contentSize = CGSize.zero
    /// Whether a finger can scroll the content (code always can).
    open var isScrollEnabled = true { didSet { panGestureRecognizer.isEnabled = isScrollEnabled } }
    /// Kept for source compatibility: Kiosk never scrolls past the content's edges.
    open var bounces = false
    open weak var delegate: (any UIScrollViewDelegate)?
    /// The recognizer that scrolls the content.
    public let panGestureRecognizer = UIPanGestureRecognizer()
    /// Whether a finger is moving the content.
    public private(set) var isDragging = false

    /// Seconds an animated `setContentOffset` takes.
    static let scrollAnimationDuration: TimeInterval = 0.3
    /// The content offset when the pan began.
    private var panStartOffset = CGPoint.zero

    public override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
        panGestureRecognizer.addTarget(nil) { [unowned self] pan in self.panned(pan) }
        addGestureRecognizer(panGestureRecognizer)
    }

    /// The point of the content at the view's top left corner: the bounds' origin.
    /// Setting it moves the content there, in or out of the content's range.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            bounds.origin = newValue
            delegate?.scrollViewDidScroll(self)
        }
    }

    /// Moves the content to `contentOffset`; `animated`, over 0.3 s ease in-out, taps still reaching the view.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        guard animated else {
            self.contentOffset = contentOffset
            return
        }
        UIView.animate(withDuration: Self.scrollAnimationDuration, delay: 0,
                       options: [.allowUserInteraction, .beginFromCurrentState],
                       animations: { self.contentOffset = contentOffset })
    }

    /// The largest content offset on each axis: how much larger the content is than the bounds.
    var maximumContentOffset: CGPoint {
        CGPoint(x: max(contentSize.width - bounds.width, 0), y: max(contentSize.height - bounds.height, 0))
    }

    private func panned(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            panStartOffset = contentOffset
            isDragging = true
            delegate?.scrollViewWillBeginDragging(self)
            follow(pan)
        case .changed:
            follow(pan)
        case .ended, .cancelled:
            isDragging = false
            delegate?.scrollViewDidEndDragging(self, willDecelerate: false)
        case .possible, .failed:
            break
        }
    }

    /// Moves the content with the finger, within the content.
    private func follow(_ pan: UIPanGestureRecognizer) {
        let translation = pan.translation(in: self), limit = maximumContentOffset
        let offset = CGPoint(x: min(max(panStartOffset.x - translation.x, 0), limit.x),
                             y: min(max(panStartOffset.y - translation.y, 0), limit.y))
        if offset != contentOffset { contentOffset = offset }
    }
}

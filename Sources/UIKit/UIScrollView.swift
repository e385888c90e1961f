import CoreGraphics
import Foundation
import QuartzCore

/// A view whose content, `contentSize` points of it, is larger than its bounds and
/// is dragged into view with a finger: the content offset is the bounds' origin, so
/// subviews placed in content coordinates move as it changes. It clips to its bounds.
///
/// As in UIKit: a pan (`panGestureRecognizer`) moves the content with the finger and,
/// past the content's edges, rubber-bands (`bounces`); let go, the content coasts,
/// slowing by `decelerationRate` every millisecond, springs back from past an edge,
/// or snaps to a page (`isPagingEnabled`). The delegate hears each step and may move
/// where the coasting ends. The motion is stepped at every main-loop turn (not a Core
/// Animation animation), so `contentOffset` reads the offset shown. A touch that lands
/// while the content coasts stops it, and goes to the scroll view, not to the content.
@preconcurrency @MainActor open class UIScrollView: UIView {
    /// The size of the content in points.
    open var contentSize = CGSize.zero { didSet { if contentSize != oldValue { layOutIndicators() } } }
    /// Extra room around the content, scrolled to as part of it: the offsets range
    /// from (−left, −top) to the content's far edges plus right and bottom.
    open var contentInset = UIEdgeInsets.zero {
        didSet { if contentInset != oldValue { adjustedContentInsetDidChange() } }
    }
    /// The insets the offsets' range is made with: `contentInset` (Kiosk has no safe
    /// area to add, so no `contentInsetAdjustmentBehavior` changes it).
    open var adjustedContentInset: UIEdgeInsets { contentInset }
    /// Called when `adjustedContentInset` changed; subclasses override it to follow.
    open func adjustedContentInsetDidChange() { layOutIndicators() }

    /// Whether a finger can scroll the content (code always can).
    open var isScrollEnabled = true { didSet { panGestureRecognizer.isEnabled = isScrollEnabled } }
    /// Whether the content rubber-bands past its edges and springs back (true, as in
    /// UIKit); without, it stops at the edges.
    open var bounces = true
    /// Whether dragging vertically rubber-bands even when the content is not taller
    /// than the view (with `bounces`).
    open var alwaysBounceVertical = false
    /// Whether dragging sideways rubber-bands even when the content is not wider than the view (with `bounces`).
    open var alwaysBounceHorizontal = false
    /// Whether the content comes to rest only at multiples of the bounds' size.
    open var isPagingEnabled = false
    /// How quickly the content slows after a flick (`.normal` by default).
    open var decelerationRate = DecelerationRate.normal
    /// Whether the vertical indicator shows while scrolling.
    open var showsVerticalScrollIndicator = true { didSet { layOutIndicators() } }
    /// Whether the horizontal indicator shows while scrolling.
    open var showsHorizontalScrollIndicator = true { didSet { layOutIndicators() } }
    open weak var delegate: (any UIScrollViewDelegate)?
    /// The recognizer that scrolls the content.
    public let panGestureRecognizer = UIPanGestureRecognizer()

    /// Whether a finger is on the content (it may not have moved yet).
    public internal(set) var isTracking = false
    /// Whether a finger is moving the content.
    public internal(set) var isDragging = false
    /// Whether the content moves on by itself after the finger lifted (coasting,
    /// springing back, snapping to a page).
    public internal(set) var isDecelerating = false

    /// Seconds an animated `setContentOffset` takes.
    static let scrollAnimationDuration: TimeInterval = 0.3

    /// Where the pan began: the offset it would have without rubber-banding (the finger's offset).
    var panStartOffset = CGPoint.zero
    /// The motion of each axis once no finger holds the content; nil where it stands still.
    var motion: (x: ScrollAxisMotion?, y: ScrollAxisMotion?) = (nil, nil)
    /// Whether `motion` is a deceleration (else an animated `setContentOffset`).
    var motionIsDeceleration = false
    /// Sees every touch on the scroll view first: tracks `isTracking` and stops motion.
    let touchTracker = ScrollTouchTracker()
    /// Whether the touch that is down (or last was) stopped the content moving: it is
    /// then no tap on the content.
    var touchStoppedMotion = false
    /// The scroll indicators, made when first shown.
    var indicators: ScrollIndicators?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
        panGestureRecognizer.addTarget(nil) { [unowned self] pan in self.panned(pan) }
        addGestureRecognizer(touchTracker)
        addGestureRecognizer(panGestureRecognizer)
    }

    /// The point of the content at the view's top left corner: the bounds' origin.
    /// Setting it moves the content there, in or out of the content's range.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            bounds.origin = newValue
            layOutIndicators()
            delegate?.scrollViewDidScroll(self)
        }
    }

    /// Moves the content to `contentOffset`, stopping any motion; `animated`, frame by
    /// frame over 0.3 s ease in-out, telling the delegate `scrollViewDidScroll` at
    /// each step and `scrollViewDidEndScrollingAnimation` at the end.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        stopMotion()
        guard animated, let window, contentOffset != self.contentOffset else {
            self.contentOffset = contentOffset
            return
        }
        let now = CACurrentMediaTime(), from = self.contentOffset, duration = Self.scrollAnimationDuration
        motion = (from.x == contentOffset.x ? nil : .easing(from: from.x, to: contentOffset.x, began: now, duration: duration),
                  from.y == contentOffset.y ? nil : .easing(from: from.y, to: contentOffset.y, began: now, duration: duration))
        motionIsDeceleration = false
        window.frameSteppers.add(self)
    }

    /// Scrolls as little as it takes to show `rect` (content coordinates) inside the
    /// insets, keeping within the content's range; a rect larger than the view shows
    /// its top left.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        let visible = bounds.inset(by: adjustedContentInset), range = offsetRange
        func axis(_ offset: CGFloat, _ visibleMin: CGFloat, _ visibleSize: CGFloat,
                  _ rectMin: CGFloat, _ rectSize: CGFloat, _ range: ClosedRange<CGFloat>) -> CGFloat {
            var shift: CGFloat = 0
            if rectMin < visibleMin || rectSize > visibleSize {
                shift = rectMin - visibleMin
            } else if rectMin + rectSize > visibleMin + visibleSize {
                shift = rectMin + rectSize - (visibleMin + visibleSize)
            }
            return min(max(offset + shift, range.lowerBound), range.upperBound)
        }
        let offset = contentOffset
        let target = CGPoint(x: axis(offset.x, visible.minX, visible.width, rect.minX, rect.width, range.x),
                             y: axis(offset.y, visible.minY, visible.height, rect.minY, rect.height, range.y))
        if target != offset { setContentOffset(target, animated: animated) }
    }

    /// The offsets the content rests between on each axis: from minus the leading
    /// inset to the content's far edge plus the trailing inset, less the bounds' size
    /// (a single offset where the content is not larger than the view).
    var offsetRange: (x: ClosedRange<CGFloat>, y: ClosedRange<CGFloat>) {
        let inset = adjustedContentInset
        let minX = -inset.left, minY = -inset.top
        let maxX = max(contentSize.width + inset.right - bounds.width, minX)
        let maxY = max(contentSize.height + inset.bottom - bounds.height, minY)
        return (minX...maxX, minY...maxY)
    }

    /// Whether a finger moves the content sideways: it is wider than the view, or it bounces always.
    var scrollsHorizontally: Bool {
        offsetRange.x.lowerBound < offsetRange.x.upperBound || (bounces && alwaysBounceHorizontal)
    }

    /// Whether a finger moves the content up and down: it is taller than the view, or it bounces always.
    var scrollsVertically: Bool {
        offsetRange.y.lowerBound < offsetRange.y.upperBound || (bounces && alwaysBounceVertical)
    }

    /// Shows the indicators for a moment, then fades them out.
    open func flashScrollIndicators() {
        showIndicators()
        hideIndicators()
    }

    /// A touch that lands while the content coasts belongs to the scroll view (which
    /// stops), not to the view under it.
    open override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit != nil && isDecelerating ? self : hit
    }
}

/// A scroll view's first look at every touch on it or its content, as UIKit's scroll
/// views have: a finger landing sets `isTracking` and stops the content if it is
/// moving; the last finger lifting lets caught content settle. It never recognizes,
/// and recognizes alongside every other recognizer, so it takes nothing from them.
@MainActor final class ScrollTouchTracker: UIGestureRecognizer, UIGestureRecognizerDelegate {
    override init() {
        super.init()
        cancelsTouchesInView = false
        delegate = self
        name = "UIScrollView touch tracker"
    }

    private var scrollView: UIScrollView? { view as? UIScrollView }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if numberOfTouches == touches.count { scrollView?.trackingBegan() }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { lifted(touches) }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) { lifted(touches) }

    private func lifted(_ touches: Set<UITouch>) {
        if numberOfTouches == touches.count { scrollView?.trackingEnded() }
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { true }
}

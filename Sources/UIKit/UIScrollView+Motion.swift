import CoreGraphics
import Foundation
import QuartzCore

/// The content moving by itself, a step at every main-loop turn: coasting, springing
/// back, snapping to a page or easing to an offset set with animation.
extension UIScrollView: FrameStepping {
    /// Starts `motion` as a deceleration (the finger lifted, or a caught motion must
    /// settle): the delegate hears `scrollViewWillBeginDecelerating` now and
    /// `scrollViewDidEndDecelerating` when it is over.
    func startDeceleration(_ motion: (x: ScrollAxisMotion?, y: ScrollAxisMotion?)) {
        self.motion = motion
        motionIsDeceleration = true
        isDecelerating = true
        window?.frameSteppers.add(self)
        delegate?.scrollViewWillBeginDecelerating(self)
        if window == nil { _ = step(to: .infinity) }
    }

    /// Stops the motion where it is, telling nobody (as UIKit does when a finger catches the content).
    @discardableResult func stopMotion() -> Bool {
        guard motion.x != nil || motion.y != nil else { return false }
        motion = (nil, nil)
        isDecelerating = false
        window?.frameSteppers.remove(self)
        return true
    }

    /// Moves the content to where its motion is at `time`, on the pixel grid until the
    /// motion ends exactly where it was headed; then tells the delegate it is over.
    /// Returns whether it still moves.
    func step(to time: TimeInterval) -> Bool {
        var offset = contentOffset, finished = true
        let scale = contentScaleFactor
        if var x = motion.x {
            let (value, done) = x.step(to: time)
            offset.x = done ? value : value.alignedToPixels(scale: scale)
            motion.x = done ? nil : x
            finished = finished && done
        }
        if var y = motion.y {
            let (value, done) = y.step(to: time)
            offset.y = done ? value : value.alignedToPixels(scale: scale)
            motion.y = done ? nil : y
            finished = finished && done
        }
        if offset != contentOffset { contentOffset = offset }
        guard finished else { return true }
        if motionIsDeceleration {
            isDecelerating = false
            hideIndicators()
            delegate?.scrollViewDidEndDecelerating(self)
        } else {
            delegate?.scrollViewDidEndScrollingAnimation(self)
        }
        return motion.x != nil || motion.y != nil
    }

    // MARK: Touches

    /// A finger landed on the scroll view or its content: it tracks, and a motion stops.
    func trackingBegan() {
        isTracking = true
        touchStoppedMotion = stopMotion()
        if touchStoppedMotion { showIndicators() }
    }

    /// The last finger lifted. Content the finger caught and left past its edge, or
    /// between pages, settles (unless a drag's own end already set it moving).
    func trackingEnded() {
        isTracking = false
        guard !isDragging, motion.x == nil, motion.y == nil else { return }
        let offset = contentOffset, range = offsetRange, now = CACurrentMediaTime()
        let rest = isPagingEnabled ? nearestPage(to: offset, range: range)
            : CGPoint(x: min(max(offset.x, range.x.lowerBound), range.x.upperBound),
                      y: min(max(offset.y, range.y.lowerBound), range.y.upperBound))
        func axis(_ offset: CGFloat, _ rest: CGFloat) -> ScrollAxisMotion? {
            offset == rest ? nil : .springing(SpringBack(start: offset, velocity: 0, rest: rest), began: now)
        }
        let settle = (x: axis(offset.x, rest.x), y: axis(offset.y, rest.y))
        if settle.x != nil || settle.y != nil {
            startDeceleration(settle)
        } else {
            hideIndicators()
        }
    }

    /// The page nearest `offset` on each axis.
    private func nearestPage(to offset: CGPoint, range: (x: ClosedRange<CGFloat>, y: ClosedRange<CGFloat>)) -> CGPoint {
        func axis(_ offset: CGFloat, _ page: CGFloat, _ range: ClosedRange<CGFloat>) -> CGFloat {
            guard page > 0 else { return offset }
            let index = ((offset - range.lowerBound) / page).rounded()
            return min(max(range.lowerBound + index * page, range.lowerBound), range.upperBound)
        }
        return CGPoint(x: axis(offset.x, bounds.width, range.x), y: axis(offset.y, bounds.height, range.y))
    }
}

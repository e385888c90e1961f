import CoreGraphics
import Foundation

/// The finger's part: the content follows the pan, rubber-banding past its edges,
/// and when the finger lifts the delegate learns the velocity and where the content
/// will come to rest (and may move that), then the motion starts.
extension UIScrollView {
    func panned(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            stopMotion()
            panStartOffset = CGPoint(x: fingerOffset(for: contentOffset.x, in: offsetRange.x, dimension: bounds.width),
                                     y: fingerOffset(for: contentOffset.y, in: offsetRange.y, dimension: bounds.height))
            isDragging = true
            showIndicators()
            delegate?.scrollViewWillBeginDragging(self)
            follow(pan)
        case .changed:
            follow(pan)
        case .ended, .cancelled:
            endDragging(velocity: pan.state == .ended ? pan.velocity(in: self) : .zero)
        case .possible, .failed:
            break
        }
    }

    /// Moves the content with the finger: one for one inside the content's range, rubber-banded past it.
    private func follow(_ pan: UIPanGestureRecognizer) {
        let translation = pan.translation(in: self), range = offsetRange, scale = contentScaleFactor
        var offset = contentOffset
        if scrollsHorizontally {
            offset.x = contentOffset(forFinger: panStartOffset.x - translation.x, in: range.x, dimension: bounds.width)
                .alignedToPixels(scale: scale)
        }
        if scrollsVertically {
            offset.y = contentOffset(forFinger: panStartOffset.y - translation.y, in: range.y, dimension: bounds.height)
                .alignedToPixels(scale: scale)
        }
        if offset != contentOffset { contentOffset = offset }
    }

    /// Where a finger at offset `finger` puts the content: the same inside `range`;
    /// past it, rubber-banded when the view bounces, else at the edge.
    private func contentOffset(forFinger finger: CGFloat, in range: ClosedRange<CGFloat>, dimension: CGFloat) -> CGFloat {
        let edge = min(max(finger, range.lowerBound), range.upperBound)
        guard bounces else { return edge }
        return edge + RubberBand.distance(for: finger - edge, dimension: dimension)
    }

    /// The finger offset that puts the content at `offset`: the inverse of the rubber
    /// band, so that a drag that catches content past its edge goes on from where it is.
    private func fingerOffset(for offset: CGFloat, in range: ClosedRange<CGFloat>, dimension: CGFloat) -> CGFloat {
        let edge = min(max(offset, range.lowerBound), range.upperBound), past = offset - edge
        guard past != 0, dimension > 0, abs(past) < dimension else { return offset }
        return edge + past * dimension / ((dimension - abs(past)) * RubberBand.coefficient)
    }

    /// The finger lifted at `velocity` (the pan's, points per second): asks the
    /// delegate, then starts the motion that brings the content to rest.
    private func endDragging(velocity panVelocity: CGPoint) {
        let offset = contentOffset, range = offsetRange
        let velocity = CGPoint(x: scrollsHorizontally ? -panVelocity.x : 0, y: scrollsVertically ? -panVelocity.y : 0)
        let rate = decelerationRate.rawValue, scale = contentScaleFactor
        // Where a coast comes to rest, on the pixel grid as every step of it (iOS rests on it too).
        let natural = CGPoint(x: (offset.x + velocity.x / DecelerationCurve.decay(rate)).alignedToPixels(scale: scale),
                              y: (offset.y + velocity.y / DecelerationCurve.decay(rate)).alignedToPixels(scale: scale))
        let proposed = isPagingEnabled
            ? pageTarget(offset: offset, velocity: velocity, range: range)
            : CGPoint(x: min(max(natural.x, range.x.lowerBound), range.x.upperBound),
                      y: min(max(natural.y, range.y.lowerBound), range.y.upperBound))
        var target = proposed
        delegate?.scrollViewWillEndDragging(self, withVelocity: CGPoint(x: velocity.x / 1000, y: velocity.y / 1000),
                                            targetContentOffset: &target)
        let now = CACurrentMediaTime()
        func axis(_ offset: CGFloat, _ velocity: CGFloat, _ natural: CGFloat, _ proposed: CGFloat, _ target: CGFloat,
                  _ range: ClosedRange<CGFloat>) -> ScrollAxisMotion? {
            let curve: DecelerationCurve
            if target != proposed {
                curve = DecelerationCurve(start: offset, target: target, rate: rate)
            } else if isPagingEnabled {
                curve = DecelerationCurve(start: offset, target: target, rate: Self.pagingRate.rawValue)
            } else if !range.contains(offset) {
                let edge = min(max(offset, range.lowerBound), range.upperBound)
                return .springing(SpringBack(start: offset, velocity: velocity, rest: edge), began: now)
            } else {
                curve = velocity == 0 ? DecelerationCurve(start: offset, velocity: 0, rate: rate)
                    : DecelerationCurve(start: offset, target: natural, rate: rate)
            }
            return curve.target == offset ? nil : .coasting(curve, began: now, range: range, bounces: bounces)
        }
        let motion = (x: axis(offset.x, velocity.x, natural.x, proposed.x, target.x, range.x),
                      y: axis(offset.y, velocity.y, natural.y, proposed.y, target.y, range.y))
        let willDecelerate = motion.x != nil || motion.y != nil
        isDragging = false
        delegate?.scrollViewDidEndDragging(self, willDecelerate: willDecelerate)
        if willDecelerate {
            startDeceleration(motion)
        } else {
            hideIndicators()
        }
    }

    /// How quickly the content snaps to a page: UIKit's fast rate.
    static let pagingRate = DecelerationRate.fast

    /// The page the content comes to rest at: the next one in the flick's direction
    /// when the flick is faster than `pagingFlickSpeed`, else the nearest.
    private func pageTarget(offset: CGPoint, velocity: CGPoint, range: (x: ClosedRange<CGFloat>, y: ClosedRange<CGFloat>)) -> CGPoint {
        func axis(_ offset: CGFloat, _ velocity: CGFloat, _ page: CGFloat, _ range: ClosedRange<CGFloat>) -> CGFloat {
            guard page > 0 else { return offset }
            let position = (offset - range.lowerBound) / page
            let index: CGFloat
            if velocity > Self.pagingFlickSpeed {
                index = position.rounded(.down) + 1
            } else if velocity < -Self.pagingFlickSpeed {
                index = position.rounded(.up) - 1
            } else {
                index = position.rounded()
            }
            return min(max(range.lowerBound + index * page, range.lowerBound), range.upperBound)
        }
        return CGPoint(x: axis(offset.x, velocity.x, bounds.width, range.x),
                       y: axis(offset.y, velocity.y, bounds.height, range.y))
    }

    /// Points per second above which a lift turns the page rather than snapping to the nearest (Kiosk's choice).
    static let pagingFlickSpeed: CGFloat = 300
}

import CoreGraphics
import Foundation

/// Recognizes a quick straight swipe (a discrete gesture): `numberOfTouchesRequired`
/// fingers whose centroid travels `minimumDistance` points, within `maximumAngle` of
/// one of the permitted `direction`s, within `maximumDuration` seconds of the first
/// finger touching down. Reaching the distance in any other direction, lifting early
/// or taking too long fails. `location(in:)` is where the swipe began.
@preconcurrency @MainActor open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// Directions of a swipe, with UIKit's raw values.
    public struct Direction: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// The permitted directions (right by default, as in UIKit).
    open var direction: Direction = .right
    open var numberOfTouchesRequired = 1

    /// Points the fingers travel.
    public static let minimumDistance: CGFloat = 50
    /// Seconds from the first finger down to reaching the distance.
    public static let maximumDuration: TimeInterval = 0.5
    /// Degrees the travel may stray from a permitted direction.
    public static let maximumAngle: CGFloat = 30

    /// Where the fingers' centroid started, in window coordinates.
    private var start: CGPoint?

    open override func location(in view: UIView?) -> CGPoint {
        guard let start else { return super.location(in: view) }
        guard let view else { return start }
        return view.convert(start, from: trackedTouches.first?.window ?? self.view?.window)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if start == nil { deadline = event.timestamp + Self.maximumDuration }
        if numberOfTouches > numberOfTouchesRequired {
            state = .failed
            return
        }
        start = centroid
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard numberOfTouches == numberOfTouchesRequired, let start, let now = centroid else { return }
        let dx = now.x - start.x, dy = now.y - start.y
        let distance = hypot(dx, dy)
        guard distance >= Self.minimumDistance else { return }
        let unitVectors: [(Direction, CGFloat, CGFloat)] = [(.right, 1, 0), (.left, -1, 0), (.up, 0, -1), (.down, 0, 1)]
        let cosine = cos(Self.maximumAngle * .pi / 180)
        let along = unitVectors.contains { direction.contains($0.0) && dx * $0.1 + dy * $0.2 >= distance * cosine }
        state = along ? .ended : .failed
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { state = .failed }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) { state = .failed }

    open override func reset() { start = nil }
}

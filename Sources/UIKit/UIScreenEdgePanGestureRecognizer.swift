import CoreGraphics

/// A pan that begins only from `edges` of the window: every finger must touch down
/// less than `edgeZone` points from one of those edges, else it fails.
@preconcurrency @MainActor open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// The edges the pan may start from (none by default, as in UIKit: set them).
    open var edges: UIRectEdge = []

    /// How close to an edge, in points, a finger must touch down.
    public static let edgeZone: CGFloat = 20

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible && !touches.allSatisfy(startsAtEdge) {
            state = .failed
            return
        }
        super.touchesBegan(touches, with: event)
    }

    private func startsAtEdge(_ touch: UITouch) -> Bool {
        guard let bounds = touch.window?.bounds else { return false }
        let p = touch.startWindowLocation, zone = Self.edgeZone
        return (edges.contains(.left) && p.x - bounds.minX < zone)
            || (edges.contains(.right) && bounds.maxX - p.x < zone)
            || (edges.contains(.top) && p.y - bounds.minY < zone)
            || (edges.contains(.bottom) && bounds.maxY - p.y < zone)
    }
}

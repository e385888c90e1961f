import CoreGraphics
import Foundation

extension CGPoint {
    /// The straight-line distance to `other`: how far a finger moved.
    func distance(to other: CGPoint) -> CGFloat { hypot(other.x - x, other.y - y) }
}

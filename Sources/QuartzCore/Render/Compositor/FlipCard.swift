import Foundation
import Raster

/// One frame of a `.flip` transition: the layer as a card turning about its
/// vertical or horizontal centre line, seen in perspective from in front of its centre.
///
/// Over the first half the old picture turns from 0° to 90° (edge-on at progress
/// 0.5); over the second half the new one, on the card's back, turns from −90° to
/// 0°. As Apple documents the directions: from the left, the left side moves toward
/// the viewer and the right side away; from the right the opposite; from the top,
/// the top side toward the viewer and the bottom away; from the bottom the opposite.
/// A nil or unknown subtype flips as `.fromLeft`.
struct FlipCard {
    /// The eye's distance from the layer, as a multiple of the layer's larger side
    /// (2: a moderate perspective, like `m34 = −1 / (2 × side)`). Being relative to
    /// the layer, the picture is the same at every scale.
    static let eyeDistancePerSide = 2.0

    /// Which snapshot the card shows: the old one until half way, then the new one.
    let showsAfter: Bool
    /// The angle the card has turned, in radians (0 = facing the viewer).
    let angle: Double
    private let width: Double, height: Double
    /// Whether the card turns about its vertical centre line (`.fromLeft`,
    /// `.fromRight`), and the side that first comes forward: −1 left or top, +1 right or bottom.
    private let aboutVertical: Bool
    private let lead: Double

    init(_ subtype: CATransitionSubtype?, progress: Double, width: Int, height: Int) {
        self.width = Double(width)
        self.height = Double(height)
        switch subtype {
        case .fromRight?: (aboutVertical, lead) = (true, 1)
        case .fromTop?: (aboutVertical, lead) = (false, -1)
        case .fromBottom?: (aboutVertical, lead) = (false, 1)
        default: (aboutVertical, lead) = (true, -1)
        }
        showsAfter = progress > 0.5
        angle = showsAfter ? Double.pi * (progress - 1) : Double.pi * progress
    }

    /// Where the picture's corners land (top-left, top-right, bottom-right,
    /// bottom-left), or nil when the card is edge-on and covers no area. A tuple,
    /// not an array: a steady flip frame allocates nothing.
    var corners: Corners? {
        let cosine = cos(angle), sine = sin(angle)
        guard cosine > 1e-9 else { return nil }
        let eye = Self.eyeDistancePerSide * max(width, height)
        let halfWidth = width / 2, halfHeight = height / 2
        // A point (cx, cy) from the centre turns to (cx·cos, cy) at depth
        // cx·lead·sin toward the viewer (about the vertical line; likewise in y),
        // and is projected onto the layer's plane from the eye.
        func project(_ cx: Double, _ cy: Double) -> (x: Double, y: Double) {
            let along = aboutVertical ? cx : cy
            let depth = along * lead * sine
            let f = eye / (eye - depth)
            return aboutVertical
                ? (halfWidth + cx * cosine * f, halfHeight + cy * f)
                : (halfWidth + cx * f, halfHeight + cy * cosine * f)
        }
        return (project(-halfWidth, -halfHeight), project(halfWidth, -halfHeight),
                project(halfWidth, halfHeight), project(-halfWidth, halfHeight))
    }

    typealias Corner = (x: Double, y: Double)
    typealias Corners = (topLeft: Corner, topRight: Corner, bottomRight: Corner, bottomLeft: Corner)

    /// The map from the shown picture's pixels to the frame's, or nil when the card
    /// is edge-on.
    var transform: Homography? {
        guard let c = corners else { return nil }
        return Homography.mapping(width: width, height: height, to: c.topLeft, c.topRight, c.bottomRight, c.bottomLeft)
    }
}

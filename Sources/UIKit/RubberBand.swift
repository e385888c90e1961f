import CoreGraphics

/// How far content dragged past its edge follows the finger, as UIKit's scroll views
/// have it: a finger `overshoot` points past the edge moves the content
/// `(1 − 1 / (overshoot·c / dimension + 1))·dimension` points, c = 0.55 — nearly all
/// of it at first, never more than the view's `dimension` on that axis.
enum RubberBand {
    static let coefficient: CGFloat = 0.55

    /// The distance the content moves past the edge (with the sign of `overshoot`).
    static func distance(for overshoot: CGFloat, dimension: CGFloat) -> CGFloat {
        guard dimension > 0 else { return 0 }
        let pulled = (1 - 1 / (abs(overshoot) * coefficient / dimension + 1)) * dimension
        return overshoot < 0 ? -pulled : pulled
    }
}

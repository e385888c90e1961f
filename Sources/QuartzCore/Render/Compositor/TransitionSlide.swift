/// Where the two snapshots of a sliding transition sit at one progress, in pixels
/// relative to the layer's top-left (y down).
struct TransitionSlide {
    /// The old content's top-left: moved `progress × size` away from the side the
    /// transition begins at (push, reveal).
    let before: (x: Int, y: Int)
    /// The new content's top-left: one whole size further back, so it enters from
    /// that side and reaches (0, 0) at progress 1 (push, moveIn).
    let after: (x: Int, y: Int)

    /// A nil or unknown subtype slides as `.fromLeft`, the direction Core Animation
    /// uses when no subtype is set.
    init(_ subtype: CATransitionSubtype?, progress: Double, width: Int, height: Int) {
        // The direction the content moves on screen, as a unit step.
        let step: (x: Int, y: Int)
        switch subtype {
        case .fromRight?: step = (-1, 0)
        case .fromTop?: step = (0, 1)
        case .fromBottom?: step = (0, -1)
        default: step = (1, 0)
        }
        let dx = Int((progress * Double(width)).rounded()), dy = Int((progress * Double(height)).rounded())
        before = (step.x * dx, step.y * dy)
        after = (step.x * (dx - width), step.y * (dy - height))
    }
}

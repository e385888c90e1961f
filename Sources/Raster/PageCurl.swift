/// One frame of a page curl: the page (the old view's snapshot) bends around a
/// cylinder that rolls across it and uncovers the picture beneath (the new view's).
///
/// The model, in pixels with y down: a cylinder of radius `r` lies on the page with
/// its axis across the travel direction `n`. For `.up`, `n` points up and a quarter
/// to the left, `normalize(−0.25, −1)`, so the curl starts at the bottom-right corner
/// and ends at the top-left one. A page point at signed distance `u` behind the axis
/// lies flat where it is for `u ≤ 0`, on the cylinder at angle `φ = u/r` for
/// `0 ≤ u ≤ πr` (projected `r·sin φ` behind the axis, height `r(1 − cos φ)`), and
/// flipped flat on top beyond (projected `πr − u` behind the axis, height `2r`). Each
/// pixel shows the highest part of the page over it: the front where `φ ≤ π/2` or
/// flat, the back (the page mirrored across the axis, washed towards white) where
/// `φ > π/2` or flipped; the cylinder is shaded by its angle, and the picture beneath
/// gets a soft shadow next to the curl. `CurlGeometry` has the numbers.
///
/// Progress 0 leaves the page untouched (the axis touches its bottom-right corner);
/// the axis moves at constant speed until, at progress 1, the fold and its shadow
/// have passed the top-left corner and the frame is exactly the picture beneath.
public struct PageCurl: Equatable, Sendable {
    public enum Direction: Sendable {
        /// The page curls up from its bottom-right corner and uncovers the picture beneath.
        case up
        /// The picture beneath uncurls downwards over the page: `.up` played backwards
        /// with the two pictures swapped, so `down` at `p` is `up` at `1 − p`.
        case down
    }

    /// How far the curl has gone, 0…1 (clamped; NaN counts as 0).
    public var progress: Double
    public var direction: Direction
    /// The cylinder's radius in pixels (at least 1); nil: a twelfth of the page's diagonal.
    public var radius: Double?

    public init(progress: Double, direction: Direction, radius: Double? = nil) {
        self.progress = progress
        self.direction = direction
        self.radius = radius
    }

    /// The radius used for a `width × height` page: `radius` if it is finite (at
    /// least one pixel), else a twelfth of the diagonal (at least one pixel).
    func resolvedRadius(width: Int, height: Int) -> Double {
        if let radius, radius.isFinite { return max(1, radius) }
        let w = Double(width), h = Double(height)
        return max(1, (w * w + h * h).squareRoot() / 12)
    }
}

import CoreGraphics

/// Where a navigation bar puts its parts along its width. UIKit does not publish its
/// bar metrics; these are Kiosk's: the left item 8 points from the left edge, the
/// right item 8 points from the right edge, the title centred in the bar and, when it
/// would touch an item, moved (then shortened) to stay 8 points clear of it. Edges
/// land on the pixel grid.
struct NavigationBarLayout {
    static let margin: CGFloat = 8
    static let spacing: CGFloat = 8

    let width: CGFloat
    let scale: CGFloat

    /// The left item's left edge.
    func leftX() -> CGFloat { Self.margin }

    /// The left edge of a right item `itemWidth` points wide.
    func rightX(width itemWidth: CGFloat) -> CGFloat { (width - Self.margin - itemWidth).alignedToPixels(scale: scale) }

    /// The title's left edge and width: `titleWidth` centred in the bar, kept within
    /// `minX`…`maxX` (shortened when it does not fit there).
    func titleSpan(width titleWidth: CGFloat, between minX: CGFloat, and maxX: CGFloat) -> (x: CGFloat, width: CGFloat) {
        let room = max(maxX - minX, 0)
        let w = min(titleWidth, room)
        let x = min(max((width - w) / 2, minX), maxX - w)
        return CGFloat.pixelSpan(from: x, to: x + w, scale: scale)
    }
}

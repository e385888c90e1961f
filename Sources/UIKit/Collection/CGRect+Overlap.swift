import CoreGraphics

extension CGRect {
    /// Whether the two rectangles share some area. Foundation's `intersects` on Linux
    /// is also true for rectangles that only touch, which would count an item just
    /// under the bottom edge as in view.
    func overlaps(_ other: CGRect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }
}

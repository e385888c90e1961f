extension Kernels {
    /// Copies `src` into `dst` with its top-left at (`x`, `y`), clipped to `dst`.
    /// Returns the rectangle of `dst` written. Views of one bitmap may overlap
    /// (scrolling): the copy then behaves like `memmove`.
    @discardableResult
    public func copy(_ src: BitmapView, to dst: BitmapView, x: Int, y: Int) -> Rect {
        let (from, to, written) = Kernels.place(src, x: x, y: y, in: dst)
        if written.isEmpty { return .zero }
        switch implementation {
        case .scalar: Kernels.copyScalar(from, to)
        case .simd: Kernels.copyRows(from, to)
        }
        return written
    }

    /// Where a `width × height` source with its top-left at (`x`, `y`) lands in
    /// `dst` (an empty `rect` when nowhere), and the source pixel at the rect's corner.
    static func place(width: Int, height: Int, x: Int, y: Int, in dst: BitmapView)
        -> (rect: Rect, sourceX: Int, sourceY: Int) {
        let rect = Rect(x: x, y: y, width: width, height: height).intersection(dst.bounds)
        return (rect, rect.x - x, rect.y - y)
    }

    /// `src` placed at (`x`, `y`) in `dst`, clipped: the part of `src` that lands
    /// in `dst`, the part of `dst` it lands on, and that rectangle of `dst`.
    static func place(_ src: BitmapView, x: Int, y: Int, in dst: BitmapView) -> (from: BitmapView, to: BitmapView, rect: Rect) {
        let placed = place(width: src.width, height: src.height, x: x, y: y, in: dst)
        let from = src.view(of: Rect(x: placed.sourceX, y: placed.sourceY, width: placed.rect.width, height: placed.rect.height))
        return (from, dst.view(of: placed.rect), placed.rect)
    }

    /// One pixel at a time. When the destination lies after the source in memory
    /// it walks backwards, so overlapping views of one bitmap copy like `memmove`.
    static func copyScalar(_ src: BitmapView, _ dst: BitmapView) {
        if dst.baseAddress > src.baseAddress {
            for y in (0..<dst.height).reversed() {
                for x in (0..<dst.width).reversed() { dst.row(y)[x] = src.row(y)[x] }
            }
        } else {
            for y in 0..<dst.height {
                for x in 0..<dst.width { dst.row(y)[x] = src.row(y)[x] }
            }
        }
    }

    /// One `memmove` per row (one for the whole block when both views are
    /// contiguous), bottom-up only when the destination starts inside the source's
    /// span after its first pixel (overlapping views of one bitmap, scrolling down):
    /// between separate bitmaps rows go top-down, the order memory streams fastest in,
    /// wherever the allocator placed them (a picture mapped below the screen's buffer
    /// was copied bottom-up).
    static func copyRows(_ src: BitmapView, _ dst: BitmapView) {
        let rowBytes = dst.width * 4
        if src.stride == dst.width && dst.stride == dst.width {
            UnsafeMutableRawPointer(dst.baseAddress).copyMemory(from: src.baseAddress, byteCount: rowBytes * dst.height)
        } else if dst.baseAddress > src.baseAddress, dst.baseAddress <= src.row(src.height - 1) + (src.width - 1) {
            for y in (0..<dst.height).reversed() {
                UnsafeMutableRawPointer(dst.row(y)).copyMemory(from: src.row(y), byteCount: rowBytes)
            }
        } else {
            for y in 0..<dst.height {
                UnsafeMutableRawPointer(dst.row(y)).copyMemory(from: src.row(y), byteCount: rowBytes)
            }
        }
    }
}

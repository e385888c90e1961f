extension Kernels {
    /// Source-over of `src` scaled by `opacity` onto `dst` at (`x`, `y`), clipped to `dst`.
    /// Returns the rectangle of `dst` written.
    @discardableResult
    public func composite(_ src: BitmapView, onto dst: BitmapView, x: Int, y: Int, opacity: UInt8 = 255) -> Rect {
        let (from, to, written) = Kernels.place(src, x: x, y: y, in: dst)
        if written.isEmpty { return .zero }
        switch implementation {
        case .scalar: Kernels.compositeScalar(from, onto: to, opacity: opacity)
        case .simd: Kernels.compositeSIMD(from, onto: to, opacity: opacity)
        }
        return written
    }

    /// One pixel at a time: `dst = src × opacity/255 over dst` (no scaling at 255).
    static func compositeScalar(_ src: BitmapView, onto dst: BitmapView, opacity: UInt8) {
        for y in 0..<dst.height {
            for x in 0..<dst.width {
                var s = Pixel(rawValue: src.row(y)[x])
                if opacity != 255 { s = s.scaled(by: opacity) }
                dst.row(y)[x] = s.over(Pixel(rawValue: dst.row(y)[x])).rawValue
            }
        }
    }

    /// Eight pixels at a time. Exact shortcuts: opacity 0 and all-zero source
    /// blocks change nothing; at opacity 255 an all-opaque block is a plain store.
    static func compositeSIMD(_ src: BitmapView, onto dst: BitmapView, opacity: UInt8) {
        if opacity == 0 { return }
        for y in 0..<dst.height {
            if opacity == 255 {
                compositeRow(src.row(y), onto: dst.row(y), count: dst.width)
            } else {
                compositeRow(src.row(y), onto: dst.row(y), count: dst.width, opacity: opacity)
            }
        }
    }
}

/// One row at full opacity: opaque blocks are stored, zero blocks skipped.
private func compositeRow(_ s: UnsafeMutablePointer<UInt32>, onto d: UnsafeMutablePointer<UInt32>, count: Int) {
    var x = 0
    while x &+ 8 <= count {
        let source = loadPixels(s + x)
        if andOfLanes(source) >= 0xFF00_0000 {
            storePixels(source, to: d + x)
        } else if orOfLanes(source) != 0 {
            storePixels(HalfLanes.over(source, loadPixels(d + x)), to: d + x)
        }
        x &+= 8
    }
    if x < count && count >= 8 {
        compositeTail(s, onto: d, count: count, from: x) { HalfLanes.over($0, $1) }
        return
    }
    while x < count { d[x] = Pixel(rawValue: s[x]).over(Pixel(rawValue: d[x])).rawValue; x &+= 1 }
}

/// One row scaled by `opacity` (not 255): zero blocks skipped.
private func compositeRow(_ s: UnsafeMutablePointer<UInt32>, onto d: UnsafeMutablePointer<UInt32>, count: Int,
                          opacity: UInt8) {
    let factor = HalfLanes.factor(opacity)
    var x = 0
    while x &+ 8 <= count {
        let source = loadPixels(s + x)
        if orOfLanes(source) != 0 {
            storePixels(HalfLanes.over(HalfLanes.scale(source, by: factor), loadPixels(d + x)), to: d + x)
        }
        x &+= 8
    }
    if x < count && count >= 8 {
        compositeTail(s, onto: d, count: count, from: x) { HalfLanes.over(HalfLanes.scale($0, by: factor), $1) }
        return
    }
    while x < count {
        d[x] = Pixel(rawValue: s[x]).scaled(by: opacity).over(Pixel(rawValue: d[x])).rawValue
        x &+= 1
    }
}

/// The last pixels of a row of at least eight, from `first` on, as one vector: the
/// row's last eight pixels go through `over` (source, destination), and the lanes
/// before `first`, already drawn, are stored back as they were. A row's tail costs one
/// block instead of a pixel at a time.
@inline(__always)
private func compositeTail(_ s: UnsafeMutablePointer<UInt32>, onto d: UnsafeMutablePointer<UInt32>, count: Int,
                           from first: Int, _ over: (PixelVector, PixelVector) -> PixelVector) {
    let start = count &- 8
    let source = loadPixels(s + start), target = loadPixels(d + start)
    // All ones in the lanes before `first` (lane − (first − start) wraps negative there).
    let lanes = PixelVector(0, 1, 2, 3, 4, 5, 6, 7)
    let kept = PixelVector() &- ((lanes &- PixelVector(repeating: UInt32(first &- start))) &>> 31)
    storePixels((target & kept) | (over(source, target) & ~kept), to: d + start)
}

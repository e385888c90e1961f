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
    while x < count {
        d[x] = Pixel(rawValue: s[x]).scaled(by: opacity).over(Pixel(rawValue: d[x])).rawValue
        x &+= 1
    }
}

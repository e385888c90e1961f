extension Kernels {
    /// Composites `color` through the coverage `mask` (a glyph) onto `dst` with the
    /// mask's top-left at (`x`, `y`), clipped. Returns the rectangle of `dst` written.
    @discardableResult
    public func draw(_ mask: MaskView, onto dst: BitmapView, x: Int, y: Int, color: Pixel, opacity: UInt8 = 255) -> Rect {
        let placed = Kernels.place(width: mask.width, height: mask.height, x: x, y: y, in: dst)
        if placed.rect.isEmpty { return .zero }
        let coverage = MaskView(baseAddress: mask.row(placed.sourceY) + placed.sourceX, width: placed.rect.width,
                                height: placed.rect.height, stride: mask.stride)
        let to = dst.view(of: placed.rect)
        switch implementation {
        case .scalar: Kernels.drawScalar(coverage, onto: to, color: color, opacity: opacity)
        case .simd: Kernels.drawSIMD(coverage, onto: to, color: color, opacity: opacity)
        }
        return placed.rect
    }

    /// One pixel at a time: `m = mask × opacity/255`, `s = color × m/255`, `dst = s over dst`.
    static func drawScalar(_ mask: MaskView, onto dst: BitmapView, color: Pixel, opacity: UInt8) {
        for y in 0..<dst.height {
            for x in 0..<dst.width {
                let m = Pixel.multiply(UInt32(mask.row(y)[x]), UInt32(opacity))
                let s = color.scaled(by: UInt8(m))
                dst.row(y)[x] = s.over(Pixel(rawValue: dst.row(y)[x])).rawValue
            }
        }
    }

    /// Eight pixels at a time, with the row loop specialised for opacity 255
    /// (coverage is the mask itself) and for an opaque colour (`s.alpha` is the
    /// coverage). Exact shortcuts: zero coverage changes nothing, and full coverage
    /// at opacity 255 is the colour itself (a plain store when it is opaque).
    static func drawSIMD(_ mask: MaskView, onto dst: BitmapView, color: Pixel, opacity: UInt8) {
        if opacity == 0 { return }
        switch (opacity == 255, color.alpha == 255) {
        case (true, true):
            for y in 0..<dst.height { drawRow(mask.row(y), dst.row(y), dst.width, color, 255, opaque: true) }
        case (true, false):
            for y in 0..<dst.height { drawRow(mask.row(y), dst.row(y), dst.width, color, 255, opaque: false) }
        case (false, true):
            for y in 0..<dst.height { drawRow(mask.row(y), dst.row(y), dst.width, color, opacity, opaque: true) }
        case (false, false):
            for y in 0..<dst.height { drawRow(mask.row(y), dst.row(y), dst.width, color, opacity, opaque: false) }
        }
    }
}

/// Eight coverage bytes, each in both 16-bit halves of its pixel's lane. Spelled lane
/// by lane, it compiles to two unpacks (`punpcklbw`, `punpcklwd`); the generic
/// `SIMD8<UInt32>(truncatingIfNeeded:)` was left as an out-of-line call in this loop.
@inline(__always)
private func coveragePairs(_ b: SIMD8<UInt8>) -> HalfLanes.Halves {
    let m = PixelVector(UInt32(b[0]), UInt32(b[1]), UInt32(b[2]), UInt32(b[3]),
                        UInt32(b[4]), UInt32(b[5]), UInt32(b[6]), UInt32(b[7]))
    return HalfLanes.halves(m | m &<< 16)
}

/// One row: blocks of eight coverage bytes, one 32-bit lane per pixel.
/// Inlined at each call so that a constant `opacity` and `opaque` fold away.
@inline(__always)
private func drawRow(_ m: UnsafeMutablePointer<UInt8>, _ d: UnsafeMutablePointer<UInt32>, _ count: Int,
                     _ color: Pixel, _ opacity: UInt8, opaque: Bool) {
    let colorVector = PixelVector(repeating: color.rawValue)
    let factor = HalfLanes.factor(opacity)
    var x = 0
    while x &+ 8 <= count {
        let coverageBytes = UnsafeRawPointer(m + x).loadUnaligned(as: SIMD8<UInt8>.self)
        let bytes = unsafeBitCast(coverageBytes, to: UInt64.self)
        if bytes == 0 {
            // No coverage: s = 0, and 0 over d is d.
        } else if opacity == 255 && bytes == UInt64.max {
            // Full coverage: s is the colour itself.
            storePixels(opaque ? colorVector : HalfLanes.over(colorVector, loadPixels(d + x)), to: d + x)
        } else {
            // Coverage mask × opacity/255 per pixel, in both halves of its lane.
            var coverage = coveragePairs(coverageBytes)
            if opacity != 255 { coverage = HalfLanes.divide255(coverage &* factor) }
            let s = HalfLanes.scale(colorVector, by: coverage), under = loadPixels(d + x)
            if opaque {
                // s.alpha = 255 × coverage/255 = coverage.
                storePixels(s &+ HalfLanes.scale(under, by: HalfLanes.Halves(repeating: 255) &- coverage), to: d + x)
            } else {
                storePixels(HalfLanes.over(s, under), to: d + x)
            }
        }
        x &+= 8
    }
    while x < count {
        let s = color.scaled(by: UInt8(Pixel.multiply(UInt32(m[x]), UInt32(opacity))))
        d[x] = s.over(Pixel(rawValue: d[x])).rawValue
        x &+= 1
    }
}

extension Kernels {
    /// Fills `dst` with `color` scaled by `opacity` (`.copy`), or composites that over it (`.sourceOver`).
    public func fill(_ dst: BitmapView, color: Pixel, opacity: UInt8 = 255, mode: BlendMode = .copy) {
        let source = color.scaled(by: opacity)
        switch implementation {
        case .scalar: Kernels.fillScalar(dst, with: source, mode: mode)
        case .simd: Kernels.fillSIMD(dst, with: source, mode: mode)
        }
    }

    /// One pixel at a time: `dst = s` or `dst = s over dst`.
    static func fillScalar(_ dst: BitmapView, with s: Pixel, mode: BlendMode) {
        for y in 0..<dst.height {
            let row = dst.row(y)
            for x in 0..<dst.width {
                switch mode {
                case .copy: row[x] = s.rawValue
                case .sourceOver: row[x] = s.over(Pixel(rawValue: row[x])).rawValue
                }
            }
        }
    }

    /// Eight pixels at a time. A zero source over anything leaves it (`d × 255/255 = d`)
    /// and an opaque one replaces it (`d × 0 = 0`), so those become no-op and store.
    static func fillSIMD(_ dst: BitmapView, with s: Pixel, mode: BlendMode) {
        if mode == .sourceOver && s.rawValue == 0 { return }
        let replaces = mode == .copy || s.alpha == 255
        let source = PixelVector(repeating: s.rawValue)
        for y in 0..<dst.height {
            let row = dst.row(y)
            var x = 0
            if replaces {
                while x &+ 8 <= dst.width { storePixels(source, to: row + x); x &+= 8 }
                while x < dst.width { row[x] = s.rawValue; x &+= 1 }
            } else {
                while x &+ 8 <= dst.width {
                    storePixels(HalfLanes.over(source, loadPixels(row + x)), to: row + x)
                    x &+= 8
                }
                while x < dst.width { row[x] = s.over(Pixel(rawValue: row[x])).rawValue; x &+= 1 }
            }
        }
    }
}

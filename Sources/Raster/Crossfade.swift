extension Kernels {
    /// `dst = a × (255 − amount)/255 + b × amount/255`, in one pass. All three views are the same size.
    public func crossfade(_ a: BitmapView, _ b: BitmapView, into dst: BitmapView, amount: UInt8) {
        precondition(a.width == dst.width && a.height == dst.height && b.width == dst.width && b.height == dst.height,
                     "crossfade: views of different sizes")
        switch implementation {
        case .scalar: Kernels.crossfadeScalar(a, b, into: dst, amount: amount)
        case .simd: Kernels.crossfadeSIMD(a, b, into: dst, amount: amount)
        }
    }

    /// One pixel at a time, one rounding per channel (`Pixel.interpolate`).
    static func crossfadeScalar(_ a: BitmapView, _ b: BitmapView, into dst: BitmapView, amount: UInt8) {
        for y in 0..<dst.height {
            for x in 0..<dst.width {
                let p = Pixel.interpolate(Pixel(rawValue: a.row(y)[x]), Pixel(rawValue: b.row(y)[x]), by: amount)
                dst.row(y)[x] = p.rawValue
            }
        }
    }

    /// Eight pixels at a time; contiguous views run as one long row. Amount 0 is
    /// exactly `a` and 255 exactly `b` (`x × 255/255 = x`), so those are copies.
    static func crossfadeSIMD(_ a: BitmapView, _ b: BitmapView, into dst: BitmapView, amount: UInt8) {
        if amount == 0 || amount == 255 {
            let from = amount == 0 ? a : b
            if from.baseAddress != dst.baseAddress { copyRows(from, dst) }
            return
        }
        let w = dst.width
        if a.stride == w && b.stride == w && dst.stride == w {
            crossfadeRow(a.baseAddress, b.baseAddress, into: dst.baseAddress, count: w * dst.height, amount: amount)
        } else {
            for y in 0..<dst.height { crossfadeRow(a.row(y), b.row(y), into: dst.row(y), count: w, amount: amount) }
        }
    }
}

/// One row of `count` pixels: blocks of eight, then single pixels.
private func crossfadeRow(_ a: UnsafeMutablePointer<UInt32>, _ b: UnsafeMutablePointer<UInt32>,
                          into d: UnsafeMutablePointer<UInt32>, count: Int, amount: UInt8) {
    let t = HalfLanes.factor(amount), s = HalfLanes.factor(255 &- amount)
    var x = 0
    while x &+ 8 <= count {
        // `interpolateChannels` in 16-bit halves (see `HalfLanes`): a × s + b × t ≤ 65025.
        let p = loadPixels(a + x), q = loadPixels(b + x)
        let rb = HalfLanes.divide255(HalfLanes.redBlue(p) &* s &+ HalfLanes.redBlue(q) &* t)
        let ag = HalfLanes.divide255(HalfLanes.alphaGreen(p) &* s &+ HalfLanes.alphaGreen(q) &* t)
        storePixels(HalfLanes.join(redBlue: rb, alphaGreen: ag), to: d + x)
        x &+= 8
    }
    while x < count {
        d[x] = Pixel.interpolate(Pixel(rawValue: a[x]), Pixel(rawValue: b[x]), by: amount).rawValue
        x &+= 1
    }
}

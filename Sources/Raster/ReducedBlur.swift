/// A wide blur done at a reduced scale, as iOS blurs a backdrop: the picture is reduced
/// by a whole factor (the mean of each factor × factor block), blurred there by the
/// boxes of a smaller Gaussian, and enlarged back by bilinear filtering. Reducing and
/// enlarging blur a little themselves (a box of the factor's width, a tent of twice
/// it), so the small blur is what remains of the asked-for variance after theirs. A
/// blur of σ = 10 at a quarter of the size blurs 1/16 of the pixels, and the reduced
/// picture fits in cache where the full one streams through memory on every pass.
public struct ReducedBlur: Sendable, Equatable {
    /// How many device pixels make one pixel of the reduced picture, across and down
    /// (1: no reduction, the blur runs on the pixels themselves).
    public let factor: Int
    /// The boxes run on the reduced picture.
    public let blur: BoxBlur

    /// The reduction for a Gaussian of standard deviation `sigma` device pixels: a
    /// factor of 2 from σ = 5 and of 4 (iOS's backdrop scale) from σ = 10, so the
    /// reduced picture's own σ stays at 2.4 or more and no block of the reduction
    /// shows; below σ = 5 the blur runs at full size, exactly as `BoxBlur(sigma:)`.
    public init(sigma: Double) {
        let factor = sigma >= 10 ? 4 : sigma >= 5 ? 2 : 1
        guard factor > 1 else { self.init(factor: 1, blur: BoxBlur(sigma: sigma)); return }
        let f = Double(factor)
        // Variances in device pixels²: the reduction's box of width f, the enlargement's tent of half-width f.
        let left = sigma * sigma - (f * f - 1) / 12 - f * f / 6
        self.init(factor: factor, blur: BoxBlur(variance: left / (f * f)))
    }

    /// The boxes `blur` run on a picture reduced by `factor` (1, 2, 4 or 8).
    public init(factor: Int, blur: BoxBlur) {
        precondition(factor == 1 || factor == 2 || factor == 4 || factor == 8, "ReducedBlur: a factor other than 1, 2, 4 or 8")
        self.factor = factor
        self.blur = blur
    }

    /// Whether anything is blurred.
    public var blurs: Bool { blur.reach > 0 || factor > 1 }

    /// The reduced picture's size for `width` × `height` device pixels.
    public func reducedSize(width: Int, height: Int) -> (width: Int, height: Int) {
        (Self.reduced(width, by: factor), Self.reduced(height, by: factor))
    }

    /// `length` device pixels reduced by `factor`: a partial block counts whole.
    static func reduced(_ length: Int, by factor: Int) -> Int { (length + factor - 1) / factor }
}

extension Kernels {
    /// Rows `rows` of `dst` made from `src` reduced by `factor` (2, 4 or 8): each pixel
    /// the mean, per premultiplied channel and rounded to the nearest, of the
    /// `factor` × `factor` block of `src` at `factor` times its position, the last
    /// row and column of `src` repeating past its edges. `dst` is `src`'s size divided
    /// by `factor`, rounded up. Rows are independent, so threads may take disjoint ranges.
    public func reduce(_ src: BitmapView, into dst: BitmapView, factor: Int, rows: Range<Int>, scratch: BlurScratch) {
        precondition(Self.isReduction(small: dst, large: src, factor: factor),
                     "reduce: a factor other than 2, 4 or 8, or a destination not the source's size divided by it, rounded up")
        let rows = rows.clamped(to: 0..<dst.height)
        guard !rows.isEmpty, src.width > 0 else { return }
        switch implementation {
        case .scalar: Self.reduceScalar(src, dst, factor, rows)
        case .simd:
            // Each factor a constant in its own copy, so the block loops unroll.
            switch factor {
            case 2: Self.reduceSIMD(src, dst, 2, rows, scratch)
            case 4: Self.reduceSIMD(src, dst, 4, rows, scratch)
            default: Self.reduceSIMD(src, dst, 8, rows, scratch)
            }
        }
    }

    /// Rows `rows` of `dst` made from `src` enlarged by `factor` (2, 4 or 8), bilinearly:
    /// pixel (x, y)'s centre falls at ((x + ½) / factor − ½, (y + ½) / factor − ½) in
    /// `src`, whose last row and column repeat past its edges. Filtered across first,
    /// each channel `(a × (128 − w) + b × w + 64) >> 7` with w in 128ths, then down by
    /// the same formula. `src` is `dst`'s size divided by `factor`, rounded up.
    public func enlarge(_ src: BitmapView, into dst: BitmapView, factor: Int, rows: Range<Int>, scratch: BlurScratch) {
        precondition(Self.isReduction(small: src, large: dst, factor: factor),
                     "enlarge: a factor other than 2, 4 or 8, or a source not the destination's size divided by it, rounded up")
        let rows = rows.clamped(to: 0..<dst.height)
        guard !rows.isEmpty, dst.width > 0 else { return }
        switch implementation {
        case .scalar: Self.enlargeScalar(src, dst, factor, rows)
        case .simd:
            switch factor {
            case 2: Self.enlargeSIMD(src, dst, 2, rows, scratch)
            case 4: Self.enlargeSIMD(src, dst, 4, rows, scratch)
            default: Self.enlargeSIMD(src, dst, 8, rows, scratch)
            }
        }
    }

    /// Whether `factor` is 2, 4 or 8 and `small` is `large`'s size divided by it,
    /// rounded up (as `ReducedBlur.reducedSize` gives it).
    private static func isReduction(small: BitmapView, large: BitmapView, factor: Int) -> Bool {
        (factor == 2 || factor == 4 || factor == 8)
            && small.width == ReducedBlur.reduced(large.width, by: factor)
            && small.height == ReducedBlur.reduced(large.height, by: factor)
    }

    // MARK: Reduction

    static func reduceScalar(_ src: BitmapView, _ dst: BitmapView, _ f: Int, _ rows: Range<Int>) {
        let shift = UInt32(f.trailingZeroBitCount * 2), half = UInt32(f * f / 2)
        for y in rows {
            for x in 0..<dst.width {
                var out: UInt32 = 0
                for channel in stride(from: 0 as UInt32, to: 32, by: 8) {
                    var sum: UInt32 = 0
                    for dy in 0..<f {
                        let row = src.row(min(y * f + dy, src.height - 1))
                        for dx in 0..<f { sum += (row[min(x * f + dx, src.width - 1)] >> channel) & 0xFF }
                    }
                    out |= ((sum + half) >> shift) << channel
                }
                dst.row(y)[x] = out
            }
        }
    }

    /// Down the block's rows eight columns at a time into per-column sums, two
    /// channels to a 32-bit lane; then across each block's columns (a channel's sum at
    /// most 64 × 255, within its half), and the rounded means of both halves at once.
    @inline(__always)
    static func reduceSIMD(_ src: BitmapView, _ dst: BitmapView, _ f: Int, _ rows: Range<Int>, _ scratch: BlurScratch) {
        let width = src.width, padded = dst.width * f
        let sums = scratch.words(2 * (padded + 8))
        let low = sums, high = sums + padded + 8
        let mask = PixelVector(repeating: 0x00FF_00FF)
        let shift = UInt32(f.trailingZeroBitCount * 2), half = UInt32(f * f / 2) &* 0x0001_0001
        for y in rows {
            let whole = width & ~7
            var x = 0
            while x < whole {
                var l = PixelVector(), h = PixelVector()
                for dy in 0..<f {
                    let v = loadPixels(src.row(min(y &* f &+ dy, src.height &- 1)) + x)
                    l &+= v & mask
                    h &+= (v &>> 8) & mask
                }
                UnsafeMutableRawPointer(low + x).storeBytes(of: l, as: PixelVector.self)
                UnsafeMutableRawPointer(high + x).storeBytes(of: h, as: PixelVector.self)
                x &+= 8
            }
            while x < width {
                var l: UInt32 = 0, h: UInt32 = 0
                for dy in 0..<f {
                    let v = src.row(min(y &* f &+ dy, src.height &- 1))[x]
                    l &+= v & 0x00FF_00FF
                    h &+= (v &>> 8) & 0x00FF_00FF
                }
                low[x] = l
                high[x] = h
                x &+= 1
            }
            // The last block's columns past the source repeat its last column.
            while x < padded {
                low[x] = low[width &- 1]
                high[x] = high[width &- 1]
                x &+= 1
            }
            let target = dst.row(y)
            for column in 0..<dst.width {
                var l: UInt32 = 0, h: UInt32 = 0
                for dx in 0..<f {
                    l &+= low[column &* f &+ dx]
                    h &+= high[column &* f &+ dx]
                }
                target[column] = (((l &+ half) &>> shift) & 0x00FF_00FF) | ((((h &+ half) &>> shift) & 0x00FF_00FF) &<< 8)
            }
        }
    }

    // MARK: Enlargement

    /// Where device pixel `i`'s centre falls in the reduced picture, in 128ths of a
    /// pixel from the first pixel's centre: (2i + 1) × 64 / factor − 64.
    @inline(__always)
    static func enlargedPosition(_ i: Int, _ f: Int) -> Int { (2 &* i &+ 1) &* (64 / f) &- 64 }

    /// Pixels `a` and `b` mixed channel by channel: `(a × (128 − w) + b × w + 64) >> 7`.
    @inline(__always)
    static func mixPixels(_ a: UInt32, _ b: UInt32, _ w: UInt32) -> UInt32 {
        var out: UInt32 = 0
        for channel in stride(from: 0 as UInt32, to: 32, by: 8) {
            let p = (a >> channel) & 0xFF, q = (b >> channel) & 0xFF
            out |= ((p * (128 - w) + q * w + 64) >> 7) << channel
        }
        return out
    }

    static func enlargeScalar(_ src: BitmapView, _ dst: BitmapView, _ f: Int, _ rows: Range<Int>) {
        func texel(_ x: Int, _ y: Int) -> UInt32 { src.row(min(max(y, 0), src.height - 1))[min(max(x, 0), src.width - 1)] }
        for y in rows {
            let v = enlargedPosition(y, f), top = v >> 7, wy = UInt32(v & 127)
            for x in 0..<dst.width {
                let u = enlargedPosition(x, f), left = u >> 7, wx = UInt32(u & 127)
                let upper = mixPixels(texel(left, top), texel(left + 1, top), wx)
                let lower = mixPixels(texel(left, top + 1), texel(left + 1, top + 1), wx)
                dst.row(y)[x] = mixPixels(upper, lower, wy)
            }
        }
    }

    /// Eight pixels of `a` and `b` mixed by the weights `w` (128ths of `b`), two channels to a lane.
    @inline(__always)
    static func mixVectors(_ a: PixelVector, _ b: PixelVector, _ w: PixelVector) -> PixelVector {
        let mask = PixelVector(repeating: 0x00FF_00FF), round = PixelVector(repeating: 0x0040_0040)
        let keep = PixelVector(repeating: 128) &- w
        let low = (((a & mask) &* keep &+ (b & mask) &* w &+ round) &>> 7) & mask
        let high = ((((a &>> 8) & mask) &* keep &+ ((b &>> 8) & mask) &* w &+ round) &>> 7) & mask
        return low | (high &<< 8)
    }

    /// Each reduced row needed filtered across once into a line of the device width
    /// (kept while the next device rows need it), then each device row mixed from two
    /// such lines. Across, the pixels repeated `factor` times each (`spread`) give each
    /// device pixel's two texels at fixed offsets, and the weights repeat every
    /// `factor` pixels, so eight device pixels mix as one vector.
    @inline(__always)
    static func enlargeSIMD(_ src: BitmapView, _ dst: BitmapView, _ f: Int, _ rows: Range<Int>, _ scratch: BlurScratch) {
        let width = dst.width, span = (width + 7) & ~7
        // The spread line and its last store's overrun, then two filtered lines.
        let spreadLength = span + 2 * f + 8
        let words = scratch.words(spreadLength + 8 + 2 * span)
        let spread = words, lines = (words + (spreadLength + 8), words + (spreadLength + 8 + span))
        var held = (-1, -1)
        var weights = PixelVector()
        for lane in 0..<8 { weights[lane] = UInt32(enlargedPosition(lane % f, f) & 127) }

        /// Reduced row `row` filtered across into `target`.
        func across(_ row: Int, into target: UnsafeMutablePointer<UInt32>) {
            let source = src.row(row)
            // spread[m] = source[clamp(m / f − 1)]: the left texel of device pixel x is
            // spread[x + f/2], its right one spread[x + f/2 + f]. Each texel is stored as
            // eight, the next texel's store overwriting all but the first f.
            var block = 0, m = 0
            while m < spreadLength {
                storePixels(PixelVector(repeating: source[min(max(block &- 1, 0), src.width &- 1)]), to: spread + m)
                block &+= 1
                m &+= f
            }
            var x = 0
            while x < span {
                let a = loadPixels(spread + (x &+ f / 2)), b = loadPixels(spread + (x &+ f / 2 &+ f))
                storePixels(mixVectors(a, b, weights), to: target + x)
                x &+= 8
            }
        }

        /// The line of reduced row `row`, filtered now unless held, into the slot not holding `other`.
        func line(_ row: Int, keeping other: Int) -> UnsafeMutablePointer<UInt32> {
            if held.0 == row { return lines.0 }
            if held.1 == row { return lines.1 }
            if held.0 != other {
                across(row, into: lines.0)
                held.0 = row
                return lines.0
            }
            across(row, into: lines.1)
            held.1 = row
            return lines.1
        }

        for y in rows {
            let v = enlargedPosition(y, f), wy = UInt32(v & 127)
            let top = min(max(v >> 7, 0), src.height &- 1), bottom = min(max((v >> 7) &+ 1, 0), src.height &- 1)
            let upper = line(top, keeping: bottom), lower = line(bottom, keeping: top)
            let target = dst.row(y)
            let vertical = PixelVector(repeating: wy)
            let whole = width & ~7
            var x = 0
            while x < whole {
                storePixels(mixVectors(loadPixels(upper + x), loadPixels(lower + x), vertical), to: target + x)
                x &+= 8
            }
            while x < width {
                target[x] = mixPixels(upper[x], lower[x], wy)
                x &+= 1
            }
        }
    }
}

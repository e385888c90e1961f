/// A Gaussian-like blur made of three box blurs in a row, applied along rows and then
/// along columns (separable). Each box of radius r replaces a pixel by the mean of the
/// 2r + 1 pixels around it on its line, pixels past the ends repeating the end pixel
/// (edges clamp), per premultiplied channel, rounded to 8 bits after every box.
public struct BoxBlur: Sendable, Equatable {
    /// The three box radii, in order.
    public let radii: [Int]

    /// Boxes of the given radii (each 0…16 000; radius 0 leaves a line as it is): a box's
    /// channel sum stays below 2²³, which the rounding needs.
    public init(radii r0: Int, _ r1: Int, _ r2: Int) {
        precondition((0...16000).contains(r0) && (0...16000).contains(r1) && (0...16000).contains(r2),
                     "BoxBlur: a radius outside 0…16000")
        radii = [r0, r1, r2]
    }

    /// The three boxes whose combined variance is closest to a Gaussian of standard
    /// deviation `sigma` pixels: widths w and w + 2 (w odd), m of the first kind, with
    /// 3(w² − 1)/12 + … = σ² as near as whole widths allow (the usual three-box recipe).
    public init(sigma: Double) {
        guard sigma > 0 && sigma < 4096 else { self.init(radii: 0, 0, 0); return }
        self.init(variance: sigma * sigma)
    }

    /// The three boxes closest to a Gaussian of variance `variance` pixels² (σ²).
    public init(variance sigmaSquared: Double) {
        guard sigmaSquared > 0 && sigmaSquared < 4096 * 4096 else { self.init(radii: 0, 0, 0); return }
        let variance = 12 * sigmaSquared
        // ⌊√(12σ²/3 + 1)⌋ by bisection: Embedded Swift for aarch64 has no libm to call.
        let target = variance / 3 + 1
        var (low, high) = (1, 8193)
        while high - low > 1 {
            let mid = (low + high) / 2
            if Double(mid * mid) <= target { low = mid } else { high = mid }
        }
        if low % 2 == 0 { low -= 1 }
        low = max(low, 1)
        let wide = Double(low)
        let ideal = (variance - 3 * wide * wide - 12 * wide - 9) / (-4 * wide - 4)
        let lowCount = min(max(Int((ideal + 0.5).rounded(.down)), 0), 3)
        let r = (0..<3).map { $0 < lowCount ? (low - 1) / 2 : (low + 1) / 2 }
        self.init(radii: r[0], r[1], r[2])
    }

    /// How far a pixel's blur reaches along a line (the sum of the radii).
    public var reach: Int { radii[0] + radii[1] + radii[2] }
}

/// Line memory for the blur: two buffers of eight-lane pixels, grown to the longest
/// line seen, and words for reducing and enlarging (`ReducedBlur`). One per thread
/// blurring at once; it allocates only when a line is longer.
public final class BlurScratch {
    private(set) var capacity = 0
    private(set) var first: UnsafeMutablePointer<SIMD8<UInt32>>
    private(set) var second: UnsafeMutablePointer<SIMD8<UInt32>>
    private var wordCapacity = 0
    private var wordBuffer: UnsafeMutablePointer<UInt32>

    public init() {
        first = .allocate(capacity: 1)
        second = .allocate(capacity: 1)
        capacity = 1
        wordBuffer = .allocate(capacity: 1)
        wordCapacity = 1
    }

    deinit {
        first.deallocate()
        second.deallocate()
        wordBuffer.deallocate()
    }

    /// `count` words, whatever they held (grown only when asked for more than ever before).
    func words(_ count: Int) -> UnsafeMutablePointer<UInt32> {
        if count > wordCapacity {
            wordBuffer.deallocate()
            wordBuffer = .allocate(capacity: count)
            wordCapacity = count
        }
        return wordBuffer
    }

    /// Makes room for lines of `count` pixels.
    func reserve(_ count: Int) {
        guard count > capacity else { return }
        first.deallocate()
        second.deallocate()
        first = .allocate(capacity: count)
        second = .allocate(capacity: count)
        capacity = count
    }
}

extension Kernels {
    /// Blurs `view` in place, rows then columns, on this thread.
    public func blur(_ view: BitmapView, _ blur: BoxBlur, scratch: BlurScratch) {
        blurRows(view, 0..<view.height, blur, scratch: scratch)
        blurColumns(view, 0..<view.width, blur, scratch: scratch)
    }

    /// The three boxes along each of `rows` of `view`, in place. Rows are independent,
    /// so threads may take disjoint ranges, each with its own scratch.
    public func blurRows(_ view: BitmapView, _ rows: Range<Int>, _ blur: BoxBlur, scratch: BlurScratch) {
        let rows = rows.clamped(to: 0..<view.height)
        guard view.width > 0, !rows.isEmpty else { return }
        let lines = BlurLines(first: view.row(rows.lowerBound), count: rows.count, lineStep: view.stride,
                              length: view.width, pixelStep: 1)
        blurLines(lines, blur, scratch)
    }

    /// The three boxes along each of `columns` of `view`, in place (after the rows, for
    /// the whole blur). Columns are independent as rows are.
    public func blurColumns(_ view: BitmapView, _ columns: Range<Int>, _ blur: BoxBlur, scratch: BlurScratch) {
        let columns = columns.clamped(to: 0..<view.width)
        guard view.height > 0, !columns.isEmpty else { return }
        let lines = BlurLines(first: view.baseAddress + columns.lowerBound, count: columns.count, lineStep: 1,
                              length: view.height, pixelStep: view.stride)
        blurLines(lines, blur, scratch)
    }

    private func blurLines(_ lines: BlurLines, _ blur: BoxBlur, _ scratch: BlurScratch) {
        guard blur.reach > 0 else { return }
        scratch.reserve(lines.length)
        switch implementation {
        case .scalar: Kernels.blurScalar(lines, blur, scratch)
        case .simd: Kernels.blurSIMD(lines, blur, scratch)
        }
    }

    /// One line at a time, one channel at a time, straight from the formula.
    static func blurScalar(_ lines: BlurLines, _ blur: BoxBlur, _ scratch: BlurScratch) {
        let n = lines.length
        let a = UnsafeMutableRawPointer(scratch.first).bindMemory(to: UInt32.self, capacity: n)
        let b = UnsafeMutableRawPointer(scratch.second).bindMemory(to: UInt32.self, capacity: n)
        for line in 0..<lines.count {
            let start = lines.first + line * lines.lineStep
            for i in 0..<n { a[i] = start[i * lines.pixelStep] }
            for r in blur.radii where r > 0 {
                for i in 0..<n {
                    var out: UInt32 = 0, shift: UInt32 = 0
                    while shift < 32 {
                        var sum: UInt32 = 0
                        for j in (i - r)...(i + r) { sum += (a[min(max(j, 0), n - 1)] >> shift) & 0xFF }
                        out |= BlurLines.mean(sum, width: 2 * r + 1) << shift
                        shift += 8
                    }
                    b[i] = out
                }
                a.update(from: b, count: n)
            }
            for i in 0..<n { start[i * lines.pixelStep] = a[i] }
        }
    }

    /// Eight lines at a time, one per lane: the four channels' running sums in
    /// `SIMD8<UInt32>` lanes, so each box costs the same whatever its radius. Eight
    /// columns side by side load and store as one vector; rows are copied into
    /// their lanes and back.
    static func blurSIMD(_ lines: BlurLines, _ blur: BoxBlur, _ scratch: BlurScratch) {
        let n = lines.length
        var line = 0
        while line < lines.count {
            let lanes = min(8, lines.count &- line)
            let start = lines.first + line &* lines.lineStep
            let a = scratch.first, b = scratch.second
            if lanes == 8 && lines.lineStep == 1 {
                for i in 0..<n { a[i] = loadPixels(start + i &* lines.pixelStep) }
            } else {
                // Each line copied into its lane in turn: plain loads along the line and
                // plain stores 32 bytes apart, cheaper than building vectors lane by lane.
                let lanesOfA = UnsafeMutableRawPointer(a).assumingMemoryBound(to: UInt32.self)
                if lanes < 8 { a.update(repeating: SIMD8(), count: n) }
                for k in 0..<lanes {
                    let line = start + k &* lines.lineStep
                    for i in 0..<n { lanesOfA[i &* 8 &+ k] = line[i &* lines.pixelStep] }
                }
            }
            var source = a, target = b
            for r in blur.radii where r > 0 {
                boxPass(source, target, count: n, radius: r)
                swap(&source, &target)
            }
            if lanes == 8 && lines.lineStep == 1 {
                for i in 0..<n { storePixels(source[i], to: start + i &* lines.pixelStep) }
            } else {
                let lanesOfResult = UnsafeMutableRawPointer(source).assumingMemoryBound(to: UInt32.self)
                for k in 0..<lanes {
                    let line = start + k &* lines.lineStep
                    for i in 0..<n { line[i &* lines.pixelStep] = lanesOfResult[i &* 8 &+ k] }
                }
            }
            line &+= 8
        }
    }

    /// One box along eight lines: a running sum per channel, the pixel entering at
    /// i + r + 1 added and the one leaving at i − r taken off (both clamped to the line).
    @inline(__always)
    static func boxPass(_ src: UnsafeMutablePointer<SIMD8<UInt32>>, _ dst: UnsafeMutablePointer<SIMD8<UInt32>>,
                        count n: Int, radius r: Int) {
        let byte = SIMD8<UInt32>(repeating: 0xFF)
        let inverse = SIMD8<Float>(repeating: BlurLines.inverse(width: 2 * r + 1))
        let exponent = SIMD8<UInt32>(repeating: BlurLines.exponent), magic = SIMD8<Float>(repeating: BlurLines.magic)
        @inline(__always) func mean(_ sum: SIMD8<UInt32>) -> SIMD8<UInt32> {
            let exact = unsafeBitCast(sum | exponent, to: SIMD8<Float>.self) - magic
            return unsafeBitCast(exact * inverse + magic, to: SIMD8<UInt32>.self) & byte
        }
        var s0 = SIMD8<UInt32>(), s1 = s0, s2 = s0, s3 = s0
        for j in -r...r {
            let v = src[min(max(j, 0), n &- 1)]
            s0 &+= v & byte
            s1 &+= (v &>> 8) & byte
            s2 &+= (v &>> 16) & byte
            s3 &+= v &>> 24
        }
        for i in 0..<n {
            dst[i] = mean(s0) | (mean(s1) &<< 8) | (mean(s2) &<< 16) | (mean(s3) &<< 24)
            let entering = src[min(i &+ r &+ 1, n &- 1)], leaving = src[max(i &- r, 0)]
            s0 = s0 &+ (entering & byte) &- (leaving & byte)
            s1 = s1 &+ ((entering &>> 8) & byte) &- ((leaving &>> 8) & byte)
            s2 = s2 &+ ((entering &>> 16) & byte) &- ((leaving &>> 16) & byte)
            s3 = s3 &+ (entering &>> 24) &- (leaving &>> 24)
        }
    }
}

/// `count` lines of `length` pixels: line k's pixel i is at
/// `first + k × lineStep + i × pixelStep` (rows: steps stride and 1; columns: 1 and stride).
struct BlurLines {
    let first: UnsafeMutablePointer<UInt32>
    let count: Int
    let lineStep: Int
    let length: Int
    let pixelStep: Int

    /// 1 / width in Float: a mean is the sum times it, rounded to the nearest whole number.
    static func inverse(width: Int) -> Float { 1 / Float(width) }
    /// 2²³, where a Float's last bit is worth 1: a whole number below it ORed into its bit
    /// pattern is 2²³ + that number exactly (so a sum becomes a Float without a conversion
    /// instruction), and a number below 256 added to it is rounded to the nearest (ties
    /// to even) in the pattern's low byte (so a Float becomes a byte without one either:
    /// Swift's generic lane conversions compile to calls).
    static let magic: Float = 0x1p23
    static let exponent: UInt32 = 0x4B00_0000

    /// The mean of a box of `width` pixels whose channel adds up to `sum` (< 2²³), as both
    /// kernels round it: the product's error is far below the distance from a
    /// width-odd mean to a half, so this is the mean rounded to the nearest.
    static func mean(_ sum: UInt32, width: Int) -> UInt32 {
        let exact = Float(bitPattern: sum | exponent) - magic
        return (exact * inverse(width: width) + magic).bitPattern & 0xFF
    }
}

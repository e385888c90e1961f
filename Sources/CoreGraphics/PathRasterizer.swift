import Raster

/// Polygons to an 8-bit coverage mask by exact area: every edge adds, to each pixel
/// row it crosses, the signed area it leaves to its right in each pixel (as running
/// differences along the row); a row's running sum is then each pixel's covered area
/// times the winding number, folded by the fill rule.
enum PathRasterizer {
    /// The coverage of `polygons` (device pixels, each implicitly closed) within
    /// `clip`, as a mask and where its top-left pixel lies; nil when nothing can show.
    static func mask(of polygons: [[SIMD2<Double>]], rule: CGPathFillRule, clip: Rect) -> (mask: Mask, x: Int, y: Int)? {
        guard let box = bounds(of: polygons)?.intersection(clip), !box.isEmpty else { return nil }
        var area = CoverageAccumulator(width: box.width, height: box.height)
        let origin = SIMD2(Double(box.minX), Double(box.minY))
        for polygon in polygons {
            for (i, p) in polygon.enumerated() {
                area.addEdge(from: p - origin, to: polygon[(i + 1) % polygon.count] - origin)
            }
        }
        return (area.mask(rule: rule), box.minX, box.minY)
    }

    /// The pixels the polygons' points reach, or nil without points or with points that are not numbers.
    private static func bounds(of polygons: [[SIMD2<Double>]]) -> Rect? {
        let points = polygons.joined()
        guard let first = points.first else { return nil }
        var low = first, high = first
        for p in points {
            guard p.x.isFinite, p.y.isFinite else { return nil }
            low = pointwiseMin(low, p)
            high = pointwiseMax(high, p)
        }
        // Kept far from Int's limits; the clip cuts the box down anyway.
        func pixel(_ v: Double) -> Int { Int(min(max(v, -0x1p30), 0x1p30)) }
        let x0 = pixel(low.x.rounded(.down)), y0 = pixel(low.y.rounded(.down))
        let x1 = pixel(high.x.rounded(.up)), y1 = pixel(high.y.rounded(.up))
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}

/// Per-pixel signed area differences for a `width` × `height` box, with two spare
/// columns so that an edge in the last column can pass on its remainder.
struct CoverageAccumulator {
    let width: Int, height: Int
    private var cells: [Double]

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        cells = Array(repeating: 0, count: (width + 2) * height)
    }

    /// Adds the edge from `p0` to `p1` (box coordinates): +1 winding when it goes
    /// down (+y), −1 when it goes up. Parts above or below the box add nothing; parts
    /// left of it count at its left edge; parts right of it add nothing.
    mutating func addEdge(from p0: SIMD2<Double>, to p1: SIMD2<Double>) {
        guard p0.y != p1.y else { return }
        let direction: Double = p0.y < p1.y ? 1 : -1
        let (top, bottom) = p0.y < p1.y ? (p0, p1) : (p1, p0)
        let y0 = max(top.y, 0), y1 = min(bottom.y, Double(height))
        guard y0 < y1 else { return }
        let slope = (bottom.x - top.x) / (bottom.y - top.y)
        func x(at y: Double) -> Double { top.x + (y - top.y) * slope }
        var row = Int(y0.rounded(.down))
        while row < height, Double(row) < y1 {
            let ya = max(y0, Double(row)), yb = min(y1, Double(row + 1))
            if yb > ya { addPiece(row: row, x(at: ya), x(at: yb), height: (yb - ya) * direction) }
            row += 1
        }
    }

    /// A straight piece of an edge inside one pixel row, from x `xa` to `xb`, rising
    /// `height` (signed) across the row.
    private mutating func addPiece(row: Int, _ xa: Double, _ xb: Double, height: Double) {
        let base = row * (width + 2), right = Double(width)
        var lo = min(xa, xb), hi = max(xa, xb)
        guard lo < right else { return }
        let span = hi - lo
        // Left of the box: the same as an edge along its left side.
        if hi <= 0 { cells[base] += height; return }
        var h = height
        if lo < 0 {
            let left = height * (-lo / span)
            cells[base] += left
            h -= left
            lo = 0
        }
        if hi > right {
            h *= (right - lo) / (hi - lo)
            hi = right
        }
        if hi - lo < 1e-12 {
            addInColumn(base, column: Int(lo.rounded(.down)), lo, lo, h)
            return
        }
        var x = lo
        while x < hi {
            let column = Int(x.rounded(.down))
            let next = min(Double(column + 1), hi)
            addInColumn(base, column: column, x, next, h * (next - x) / (hi - lo))
            x = next
        }
    }

    /// A piece within one pixel column spanning x `u`…`v`: the pixel gets the area to
    /// the right of it, the pixels after it the rest of `h`.
    private mutating func addInColumn(_ base: Int, column: Int, _ u: Double, _ v: Double, _ h: Double) {
        let inside = Double(column + 1) - (u + v) / 2
        cells[base + column] += h * inside
        cells[base + column + 1] += h * (1 - inside)
    }

    /// The coverage: each row's running sum of winding area, folded by `rule`.
    func mask(rule: CGPathFillRule) -> Mask {
        let mask = Mask(width: width, height: height)
        for y in 0..<height {
            let row = mask.view.row(y), base = y * (width + 2)
            var sum = 0.0
            for x in 0..<width {
                sum += cells[base + x]
                let winding = abs(sum)
                let coverage: Double
                switch rule {
                case .winding: coverage = min(winding, 1)
                case .evenOdd:
                    let folded = winding.truncatingRemainder(dividingBy: 2)
                    coverage = folded > 1 ? 2 - folded : folded
                }
                row[x] = UInt8((coverage * 255).rounded())
            }
        }
        return mask
    }
}

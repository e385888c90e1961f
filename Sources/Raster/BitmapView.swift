/// A stride-aware view of premultiplied BGRA pixels: a whole bitmap, a
/// sub-rectangle of one (no copy), or scanout memory the platform mapped.
///
/// A view does not own its memory: it is valid while its owner (a `Bitmap`, a mapped
/// buffer) is alive. Kernels take views so that one code path serves all three.
public struct BitmapView {
    /// The top-left pixel.
    public let baseAddress: UnsafeMutablePointer<UInt32>
    public let width: Int
    public let height: Int
    /// Pixels from the start of one row to the start of the next (≥ `width`).
    public let stride: Int

    @inlinable public init(baseAddress: UnsafeMutablePointer<UInt32>, width: Int, height: Int, stride: Int) {
        precondition(width >= 0 && height >= 0 && stride >= width, "BitmapView: bad geometry")
        self.baseAddress = baseAddress
        self.width = width
        self.height = height
        self.stride = stride
    }

    /// `Rect(x: 0, y: 0, width: width, height: height)`.
    @inlinable public var bounds: Rect { Rect(x: 0, y: 0, width: width, height: height) }

    /// The first pixel of row `y`.
    @inlinable public func row(_ y: Int) -> UnsafeMutablePointer<UInt32> { baseAddress + y * stride }

    @inlinable public subscript(x: Int, y: Int) -> Pixel {
        get {
            precondition(bounds.contains(x: x, y: y), "BitmapView: pixel outside the view")
            return Pixel(rawValue: row(y)[x])
        }
        nonmutating set {
            precondition(bounds.contains(x: x, y: y), "BitmapView: pixel outside the view")
            row(y)[x] = newValue.rawValue
        }
    }

    /// The part of this view inside `rect` (clipped to the view), sharing its memory.
    @inlinable public func view(of rect: Rect) -> BitmapView {
        let r = rect.intersection(bounds)
        return BitmapView(baseAddress: baseAddress + (r.isEmpty ? 0 : r.y * stride + r.x),
                          width: r.width, height: r.height, stride: stride)
    }
}

/// A stride-aware view of 8-bit coverage (alpha) values: a glyph, a mask.
public struct MaskView {
    public let baseAddress: UnsafeMutablePointer<UInt8>
    public let width: Int
    public let height: Int
    /// Bytes from the start of one row to the start of the next (≥ `width`).
    public let stride: Int

    @inlinable public init(baseAddress: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int) {
        precondition(width >= 0 && height >= 0 && stride >= width, "MaskView: bad geometry")
        self.baseAddress = baseAddress
        self.width = width
        self.height = height
        self.stride = stride
    }

    @inlinable public var bounds: Rect { Rect(x: 0, y: 0, width: width, height: height) }
    @inlinable public func row(_ y: Int) -> UnsafeMutablePointer<UInt8> { baseAddress + y * stride }

    @inlinable public subscript(x: Int, y: Int) -> UInt8 {
        get { precondition(bounds.contains(x: x, y: y)); return row(y)[x] }
        nonmutating set { precondition(bounds.contains(x: x, y: y)); row(y)[x] = newValue }
    }
}

extension BitmapView {
    /// Whether every pixel's alpha is 255 (true for an empty view): the alpha bytes
    /// ANDed together, row by row, so the loop has no branch to keep it from vectorising.
    public var isOpaque: Bool {
        for y in 0..<height {
            let row = UnsafeBufferPointer(start: baseAddress + y * stride, count: width)
            var all: UInt32 = 0xFF00_0000
            for pixel in row { all &= pixel }
            if all >> 24 != 0xFF { return false }
        }
        return true
    }

    /// The smallest rectangle holding every pixel that is not 0 (a picture's ink:
    /// transparent pixels are 0), `.zero` when there is none. Rows are searched eight
    /// pixels at a time from each end, and between the ends found so far only for
    /// whether they hold any ink.
    public var inkBounds: Rect {
        var minX = width, maxX = -1, minY = -1, maxY = -1
        for y in 0..<height {
            let row = UnsafePointer(baseAddress + y * stride)
            /// Whether any pixel of `range` is not 0.
            func inked(_ range: Range<Int>) -> Bool {
                var x = range.lowerBound
                while x + 8 <= range.upperBound {
                    if orOfLanes(loadPixels(row + x)) != 0 { return true }
                    x += 8
                }
                while x < range.upperBound {
                    if row[x] != 0 { return true }
                    x += 1
                }
                return false
            }
            // Ink before the leftmost found, or after the rightmost, moves them.
            let left = inked(0 ..< min(minX, width))
            if left {
                var x = 0
                while row[x] == 0 { x += 1 }
                minX = x
            }
            let right = inked(max(maxX + 1, minX) ..< width)
            if right {
                var x = width - 1
                while row[x] == 0 { x -= 1 }
                maxX = x
            }
            // Else only whether the row has ink between them.
            if left || right || (minX <= maxX && inked(minX ..< maxX + 1)) {
                if minY < 0 { minY = y }
                maxY = y
            }
        }
        guard minY >= 0 else { return .zero }
        return Rect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }

    /// The longest run of rows whose every pixel's alpha is 255 (the first, of equal
    /// ones): the opaque body of a picture with see-through margins above or below.
    public var opaqueRows: Range<Int> {
        var best = 0..<0, start = 0
        for y in 0...height {
            let opaque = y < height && view(of: Rect(x: 0, y: y, width: width, height: 1)).isOpaque
            if opaque { continue }
            if y - start > best.count { best = start..<y }
            start = y + 1
        }
        return best
    }
}

/// An owning buffer of premultiplied BGRA pixels, 64-byte aligned, rows `stride`
/// pixels apart. Layer contents, snapshots and the render target are bitmaps.
public final class Bitmap {
    public let width: Int
    public let height: Int
    /// Pixels from the start of one row to the start of the next (≥ `width`).
    public let stride: Int
    /// The first pixel; valid for the bitmap's lifetime.
    public let baseAddress: UnsafeMutablePointer<UInt32>
    /// Where the pixels came from and go back to (a frame-sized block may be kept there),
    /// and the bytes of their block (a pooled block may be larger than the bitmap).
    private let pool: PixelBlockPool
    private let blockByteCount: Int

    /// A bitmap filled with `fill` (transparent by default), or with its pixels left as
    /// their block held them when `fill` is nil — for a caller that writes every pixel
    /// itself (a block from the pool holds an earlier bitmap's pixels). `stride`
    /// defaults to `width`.
    /// Decoders check `byteCount(width:height:)` first: geometry that overflows stops
    /// here with its size named rather than at an arithmetic trap. Its pixels come from
    /// `pool` (a frame-sized block the last bitmap of about this size left) or are allocated.
    public init(width: Int, height: Int, stride: Int? = nil, fill: Pixel? = .clear, pool: PixelBlockPool = .shared) {
        let stride = stride ?? width
        precondition(width >= 0 && height >= 0 && stride >= width, "Bitmap: bad geometry")
        guard let bytes = Bitmap.byteCount(width: stride, height: height) else {
            preconditionFailure("Bitmap: \(stride)×\(height) pixels do not fit in memory")
        }
        self.width = width
        self.height = height
        self.stride = stride
        self.pool = pool
        let count = bytes / 4
        let raw: UnsafeMutableRawPointer
        (raw, blockByteCount) = pool.allocate(byteCount: bytes)
        baseAddress = raw.bindMemory(to: UInt32.self, capacity: count)
        if let fill {
            baseAddress.initialize(repeating: fill.rawValue, count: count)
        } else {
            #if DEBUG
            // Debug builds (the tests') fill what is left unset with a colour no drawing
            // makes, so that a pixel its caller failed to write shows in any comparison.
            baseAddress.initialize(repeating: Bitmap.unsetPixel.rawValue, count: count)
            #endif
        }
    }

    /// What a debug build fills a bitmap made with `fill: nil` with: see-through
    /// magenta, which premultiplied pixels never are (a channel above alpha).
    public static let unsetPixel = Pixel(red: 255, green: 0, blue: 255, alpha: 1)

    deinit {
        pool.deallocate(UnsafeMutableRawPointer(baseAddress), byteCount: blockByteCount)
    }

    /// The bytes a bitmap `width` (or its stride) by `height` pixels allocates (at
    /// least one pixel's), or nil when a size is negative or the product overflows `Int`.
    public static func byteCount(width: Int, height: Int) -> Int? {
        guard width >= 0, height >= 0 else { return nil }
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        let (bytes, overflow4) = max(pixels, 1).multipliedReportingOverflow(by: 4)
        return overflow || overflow4 ? nil : bytes
    }

    /// A view of the whole bitmap. It does not keep the bitmap alive: use
    /// `withView` where the bitmap might otherwise be released first.
    public var view: BitmapView { BitmapView(baseAddress: baseAddress, width: width, height: height, stride: stride) }

    /// Calls `body` with a view of the whole bitmap, keeping the bitmap alive meanwhile.
    public func withView<Result, Failure: Error>(_ body: (BitmapView) throws(Failure) -> Result) throws(Failure) -> Result {
        defer { withExtendedLifetime(self) {} }
        return try body(view)
    }

    public var bounds: Rect { Rect(x: 0, y: 0, width: width, height: height) }

    public subscript(x: Int, y: Int) -> Pixel {
        get { view[x, y] }
        set { view[x, y] = newValue }
    }
}

/// An owning buffer of 8-bit coverage values (glyphs, masks).
public final class Mask {
    public let width: Int
    public let height: Int
    public let stride: Int
    public let baseAddress: UnsafeMutablePointer<UInt8>

    public init(width: Int, height: Int, stride: Int? = nil, fill: UInt8 = 0) {
        let stride = stride ?? width
        precondition(width >= 0 && height >= 0 && stride >= width, "Mask: bad geometry")
        self.width = width
        self.height = height
        self.stride = stride
        let count = max(1, stride * height)
        baseAddress = UnsafeMutableRawPointer.allocate(byteCount: count, alignment: 64)
            .bindMemory(to: UInt8.self, capacity: count)
        baseAddress.initialize(repeating: fill, count: count)
    }

    deinit { baseAddress.deallocate() }

    public var view: MaskView { MaskView(baseAddress: baseAddress, width: width, height: height, stride: stride) }

    public subscript(x: Int, y: Int) -> UInt8 {
        get { view[x, y] }
        set { view[x, y] = newValue }
    }
}

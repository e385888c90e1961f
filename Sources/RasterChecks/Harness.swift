import Raster

/// The first pixel where the SIMD kernel disagreed with the scalar reference.
public struct CheckFailure: Equatable, Sendable {
    public let seed: UInt64
    /// Position in the backing buffer (outside the view means padding was written).
    public let x: Int
    public let y: Int
    public let expected: UInt32
    public let actual: UInt32
}

/// One kernel's proof: for a seed, build random inputs, run `Kernels.scalar` and
/// `Kernels.simd` on identical copies, and compare every byte of both backings,
/// padding included.
public struct KernelCheck: Sendable {
    public let name: StaticString
    /// Largest per-channel difference allowed (0: bit-exact).
    public let tolerance: UInt8
    public let run: @Sendable (UInt64) -> CheckFailure?

    public init(_ name: StaticString, tolerance: UInt8 = 0, run: @escaping @Sendable (UInt64) -> CheckFailure?) {
        self.name = name
        self.tolerance = tolerance
        self.run = run
    }

    /// The first failing seed in `seeds`, or nil.
    public func firstFailure(seeds: Range<UInt64>) -> CheckFailure? {
        for seed in seeds { if let failure = run(seed) { return failure } }
        return nil
    }
}

/// A random test picture inside a larger backing: the view starts at an unaligned
/// column and row, its rows have padding, and everything outside the view holds a
/// sentinel that no kernel may change.
public final class TestCanvas {
    public static let sentinel: UInt32 = 0xDEAD_BEEF

    public let backing: Bitmap
    public let view: BitmapView

    /// A `width × height` view at a random offset (0…7, 0…2) with 0…9 pixels of
    /// padding on the right, filled with random pixels.
    public init(width: Int, height: Int, random: inout SeededRandom, fill: Bool = true) {
        let left = random.int(0...7), top = random.int(0...2)
        let padding = random.int(0...9)
        backing = Bitmap(width: left + width + padding, height: top + height + 1,
                         fill: Pixel(rawValue: TestCanvas.sentinel))
        view = backing.view.view(of: Rect(x: left, y: top, width: width, height: height))
        if fill {
            for y in 0..<height { for x in 0..<width { view[x, y] = random.pixel() } }
        }
    }

    /// A second canvas with the same geometry and contents: the SIMD kernel's copy.
    public func duplicate() -> TestCanvas { TestCanvas(copying: self) }

    private init(copying other: TestCanvas) {
        backing = Bitmap(width: other.backing.width, height: other.backing.height)
        let count = other.backing.stride * other.backing.height
        backing.baseAddress.update(from: other.backing.baseAddress, count: count)
        let offset = other.view.baseAddress - other.backing.baseAddress
        view = BitmapView(baseAddress: backing.baseAddress + offset, width: other.view.width,
                          height: other.view.height, stride: other.view.stride)
    }

    /// The first backing pixel where `self` and `other` differ by more than
    /// `tolerance` in some channel.
    public func firstDifference(from other: TestCanvas, tolerance: UInt8, seed: UInt64) -> CheckFailure? {
        let a = backing.view, b = other.backing.view
        for y in 0..<a.height {
            for x in 0..<a.width {
                let p = a.row(y)[x], q = b.row(y)[x]
                if p != q && !Self.within(p, q, tolerance) {
                    return CheckFailure(seed: seed, x: x, y: y, expected: p, actual: q)
                }
            }
        }
        return nil
    }

    static func within(_ p: UInt32, _ q: UInt32, _ tolerance: UInt8) -> Bool {
        for shift in stride(from: 0 as UInt32, to: 32, by: 8) {
            let a = Int((p >> shift) & 0xFF), b = Int((q >> shift) & 0xFF)
            if abs(a - b) > Int(tolerance) { return false }
        }
        return true
    }
}

/// A random A8 mask with the same unaligned, padded layout as `TestCanvas`.
public final class TestMask {
    public let backing: Mask
    public let view: MaskView

    public init(width: Int, height: Int, random: inout SeededRandom) {
        let left = random.int(0...15), padding = random.int(0...9)
        backing = Mask(width: left + width + padding, height: height, fill: 0xA5)
        view = MaskView(baseAddress: backing.baseAddress + left, width: width, height: height, stride: backing.stride)
        for y in 0..<height {
            for x in 0..<width {
                switch random.next() % 4 {
                case 0: view[x, y] = 0
                case 1: view[x, y] = 255
                default: view[x, y] = random.byte()
                }
            }
        }
    }
}

/// Widths every check covers: seed `n` uses width `1 + n % 67`, so 67 consecutive
/// seeds cover 1…67 (both sides of every SIMD block and tail length).
@inlinable public func checkWidth(seed: UInt64) -> Int { 1 + Int(seed % 67) }

/// The standard comparison: run `body` with the scalar kernels on `canvas` and
/// the SIMD kernels on an identical copy, then compare the backings.
public func compareImplementations(_ canvas: TestCanvas, tolerance: UInt8 = 0, seed: UInt64,
                                   _ body: (Kernels, BitmapView) -> Void) -> CheckFailure? {
    let simdCanvas = canvas.duplicate()
    body(.scalar, canvas.view)
    body(.simd, simdCanvas.view)
    return canvas.firstDifference(from: simdCanvas, tolerance: tolerance, seed: seed)
}

import Raster

/// The output pass for every rotation and format: a random rect (partly outside the
/// source, or all of it) of a random source into scanout buffers whose rows end in
/// padding, all bytes starting as a sentinel pattern.
let scanoutChecks: [KernelCheck] = [
    KernelCheck("present xrgb8888 0°") { scanoutCheck(seed: $0, format: .xrgb8888, rotation: .degrees0) },
    KernelCheck("present xrgb8888 90°") { scanoutCheck(seed: $0, format: .xrgb8888, rotation: .degrees90) },
    KernelCheck("present xrgb8888 180°") { scanoutCheck(seed: $0, format: .xrgb8888, rotation: .degrees180) },
    KernelCheck("present xrgb8888 270°") { scanoutCheck(seed: $0, format: .xrgb8888, rotation: .degrees270) },
    KernelCheck("present rgb565 0°") { scanoutCheck(seed: $0, format: .rgb565, rotation: .degrees0) },
    KernelCheck("present rgb565 90°") { scanoutCheck(seed: $0, format: .rgb565, rotation: .degrees90) },
    KernelCheck("present rgb565 180°") { scanoutCheck(seed: $0, format: .rgb565, rotation: .degrees180) },
    KernelCheck("present rgb565 270°") { scanoutCheck(seed: $0, format: .rgb565, rotation: .degrees270) },
]

/// Scalar and SIMD into identical buffers must leave them byte-identical, and every
/// byte outside the rotated rect must still be the sentinel.
func scanoutCheck(seed: UInt64, format: ScanoutFormat, rotation: Rotation) -> CheckFailure? {
    var random = SeededRandom(seed: seed)
    let width = checkWidth(seed: seed), height = random.int(1...40)
    let canvas = TestCanvas(width: width, height: height, random: &random)
    let rect = random.next() % 3 == 0 ? canvas.view.bounds
        : Rect(x: random.int(-3...width), y: random.int(-3...height),
               width: random.int(0...width + 6), height: random.int(0...height + 6))
    let turned = rotation.swapsAxes
    let scalar = TestScanout(width: turned ? height : width, height: turned ? width : height,
                             format: format, padding: random.int(0...13))
    let simd = scalar.duplicate()
    Kernels.scalar.present(canvas.view, rect: rect, to: scalar.view, rotation: rotation)
    Kernels.simd.present(canvas.view, rect: rect, to: simd.view, rotation: rotation)
    if let failure = scalar.firstDifference(from: simd, seed: seed) { return failure }
    let target = rotation.map(rect.intersection(canvas.view.bounds), width: width, height: height)
    return scalar.firstChangeOutside(target, seed: seed)
}

/// Scanout memory for a check: rows `padding` bytes longer than the pixels, every
/// byte starting as a position-dependent sentinel so stray writes show.
final class TestScanout {
    let bytes: UnsafeMutableRawPointer
    let count: Int
    let view: ScanoutView

    init(width: Int, height: Int, format: ScanoutFormat, padding: Int) {
        let bytesPerRow = width * format.bytesPerPixel + padding
        count = max(1, bytesPerRow * height)
        bytes = UnsafeMutableRawPointer.allocate(byteCount: count, alignment: 64)
        for i in 0..<count { bytes.storeBytes(of: TestScanout.sentinel(i), toByteOffset: i, as: UInt8.self) }
        view = ScanoutView(baseAddress: bytes, width: width, height: height, bytesPerRow: bytesPerRow, format: format)
    }

    deinit { bytes.deallocate() }

    static func sentinel(_ offset: Int) -> UInt8 { UInt8(truncatingIfNeeded: 0xA5 &+ offset &* 37) }

    /// A second buffer with the same geometry and bytes.
    func duplicate() -> TestScanout {
        let copy = TestScanout(width: view.width, height: view.height, format: view.format,
                               padding: view.bytesPerRow - view.width * view.format.bytesPerPixel)
        copy.bytes.copyMemory(from: bytes, byteCount: count)
        return copy
    }

    private func byte(_ offset: Int) -> UInt32 { UInt32(bytes.load(fromByteOffset: offset, as: UInt8.self)) }

    /// The first byte where `other` differs (x: byte offset in the row, y: row).
    func firstDifference(from other: TestScanout, seed: UInt64) -> CheckFailure? {
        for i in 0..<count where byte(i) != other.byte(i) {
            return CheckFailure(seed: seed, x: i % view.bytesPerRow, y: i / view.bytesPerRow,
                                expected: byte(i), actual: other.byte(i))
        }
        return nil
    }

    /// The first byte outside pixel rect `r` that is no longer the sentinel.
    func firstChangeOutside(_ r: Rect, seed: UInt64) -> CheckFailure? {
        let bpp = view.format.bytesPerPixel
        for i in 0..<count {
            let x = i % view.bytesPerRow, y = i / view.bytesPerRow
            let inside = x < view.width * bpp && r.contains(x: x / bpp, y: y)
            if !inside && byte(i) != UInt32(TestScanout.sentinel(i)) {
                return CheckFailure(seed: seed, x: x, y: y, expected: UInt32(TestScanout.sentinel(i)), actual: byte(i))
            }
        }
        return nil
    }
}

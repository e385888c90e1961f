import Glibc
import Raster
import Testing

/// Memory whose last byte sits right before a `PROT_NONE` page, so a SIMD loop
/// that reads or writes past the end of its last row crashes at once.
final class GuardedMemory {
    let base: UnsafeMutableRawPointer
    let mappedBytes: Int
    /// The usable bytes, ending at the guard page.
    let bytes: UnsafeMutableRawPointer

    init(byteCount: Int) {
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        let usablePages = (byteCount + page - 1) / page
        mappedBytes = (usablePages + 1) * page
        let p = mmap(nil, mappedBytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)!
        precondition(p != MAP_FAILED)
        base = p
        precondition(mprotect(p + usablePages * page, page, PROT_NONE) == 0)
        bytes = p + usablePages * page - byteCount
        memset(bytes, 0x5A, byteCount)
    }

    deinit { munmap(base, mappedBytes) }

    /// A `width × height` pixel view whose last pixel is the last usable one.
    static func pixels(width: Int, height: Int) -> (GuardedMemory, BitmapView) {
        let memory = GuardedMemory(byteCount: width * height * 4)
        let p = memory.bytes.bindMemory(to: UInt32.self, capacity: width * height)
        for i in 0..<(width * height) { p[i] = 0x80 << 24 | UInt32(truncatingIfNeeded: i &* 2_654_435_761) & 0x0070_7070 }
        return (memory, BitmapView(baseAddress: p, width: width, height: height, stride: width))
    }
}

/// Every SIMD kernel run on pictures that end at a guard page, for every width 1…67
/// (every tail length of an 8-pixel block).
@Suite struct SIMDKernelsStayInsideTheirRows {
    let kernels = Kernels.simd
    let height = 3

    @Test(arguments: 1...67)
    func blendKernels(width: Int) {
        let (m1, src) = GuardedMemory.pixels(width: width, height: height)
        let (m2, other) = GuardedMemory.pixels(width: width, height: height)
        let (m3, dst) = GuardedMemory.pixels(width: width, height: height)
        let maskMemory = GuardedMemory(byteCount: width * height)
        let mask = MaskView(baseAddress: maskMemory.bytes.bindMemory(to: UInt8.self, capacity: width * height),
                            width: width, height: height, stride: width)
        kernels.fill(dst, color: Pixel(rawValue: 0x80402010), opacity: 200, mode: .sourceOver)
        kernels.fill(dst, color: Pixel(rawValue: 0x80402010), opacity: 200, mode: .copy)
        kernels.copy(src, to: dst, x: 0, y: 0)
        kernels.composite(src, onto: dst, x: 0, y: 0, opacity: 128)
        kernels.composite(src, onto: dst, x: 0, y: 0, opacity: 255)
        kernels.crossfade(src, other, into: dst, amount: 77)
        kernels.draw(mask, onto: dst, x: 0, y: 0, color: Pixel(rawValue: 0xFF336699), opacity: 255)
        kernels.fill(dst, roundedRect: RoundedRect(x: 0, y: 0, width: Float(width), height: Float(height), radius: 2),
                     color: Pixel(rawValue: 0xFF000000 | 0x123456))
        withExtendedLifetime((m1, m2, m3, maskMemory)) {}
    }

    @Test(arguments: 1...67)
    func warps(width: Int) {
        let (m1, src) = GuardedMemory.pixels(width: width, height: height)
        let (m2, dst) = GuardedMemory.pixels(width: width, height: height)
        kernels.warp(src, onto: dst, transform: Affine2D.identity)
        kernels.warp(src, onto: dst, transform: Affine2D.rotation(cos: 0.8, sin: 0.6).concatenating(.translation(x: 1.5, y: 0.25)))
        kernels.warp(src, onto: dst, transform: Homography.identity)
        if let h = Homography.mapping(width: Double(width), height: Double(height),
                                      to: (0, 0), (Double(width), 0.5), (Double(width), Double(height) - 0.5), (0, Double(height))) {
            kernels.warp(src, onto: dst, transform: h, opacity: 200)
        }
        withExtendedLifetime((m1, m2)) {}
    }

    @Test(arguments: 1...67)
    func scanoutConversion(width: Int) {
        let (m1, src) = GuardedMemory.pixels(width: width, height: height)
        for format in [ScanoutFormat.xrgb8888, .rgb565] {
            for rotation in Rotation.allCases {
                let (w, h) = rotation.swapsAxes ? (height, width) : (width, height)
                let out = GuardedMemory(byteCount: w * h * format.bytesPerPixel)
                let view = ScanoutView(baseAddress: out.bytes, width: w, height: h,
                                       bytesPerRow: w * format.bytesPerPixel, format: format)
                kernels.present(src, rect: src.bounds, to: view, rotation: rotation)
                withExtendedLifetime(out) {}
            }
        }
        withExtendedLifetime(m1) {}
    }
}

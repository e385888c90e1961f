@testable import Kiosk
import QuartzCore
import Raster
import Testing

/// The copy to scanout memory in bands on several threads writes the bytes the
/// scalar kernel writes rectangle by rectangle on one thread, in every rotation and
/// format, and nothing else.
@Suite struct ScanoutBandsTests {
    static let width = 301, height = 517

    /// A frame whose every pixel differs from its neighbours.
    static func frame() -> Bitmap {
        let bitmap = Bitmap(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width { bitmap[x, y] = Pixel(rawValue: 0xFF00_0000 | UInt32(truncatingIfNeeded: x &* 7919 &+ y &* 104_729)) }
        }
        return bitmap
    }

    /// Scanout memory for the frame turned by `rotation`, filled with 0xEE, after
    /// copying `rects` on `threads` threads with `kernels`.
    static func scanout(_ rects: [Rect], _ rotation: Rotation, _ format: ScanoutFormat, threads: Int,
                        kernels: Kernels = .simd) -> [UInt8] {
        let (w, h) = rotation.swapsAxes ? (height, width) : (width, height)
        let bytesPerRow = w * format.bytesPerPixel + 12
        var bytes = [UInt8](repeating: 0xEE, count: bytesPerRow * h)
        let workers = RenderWorkers(threads: threads)
        bytes.withUnsafeMutableBytes { memory in
            let dst = ScanoutView(baseAddress: memory.baseAddress!, width: w, height: h, bytesPerRow: bytesPerRow, format: format)
            frame().withView { src in
                ScanoutBands.copy(rects, width: width, height: height, rotation: rotation, workers: workers) {
                    kernels.present(src, rect: $0, to: dst, rotation: rotation)
                }
            }
        }
        return bytes
    }

    static let cases: [(Rotation, ScanoutFormat)] = Rotation.allCases.flatMap { r in [(r, .xrgb8888), (r, .rgb565)] }

    @Test(arguments: cases)
    func bandsWriteTheBytesOneThreadWrites(rotation: Rotation, format: ScanoutFormat) {
        let rects = [Rect(x: 0, y: 0, width: Self.width, height: Self.height)]
        let parts = [Rect(x: 3, y: 5, width: 290, height: 400), Rect(x: 17, y: 430, width: 200, height: 87)]
        for damage in [rects, parts] {
            let reference = Self.scanout(damage, rotation, format, threads: 1, kernels: .scalar)
            for threads in [1, 2, 3, 7] {
                let same = Self.scanout(damage, rotation, format, threads: threads) == reference
                #expect(same, "\(threads) threads, \(damage)")
            }
        }
    }

    /// Each band's source rectangle turns back into the band.
    @Test(arguments: Rotation.allCases)
    func sourceIsTheInverseOfTheTurn(rotation: Rotation) {
        let r = Rect(x: 7, y: 11, width: 50, height: 23)
        let target = rotation.map(r, width: Self.width, height: Self.height)
        #expect(ScanoutBands.source(of: target, rotation: rotation, width: Self.width, height: Self.height) == r)
    }
}

import CKioskSystem
import CoreGraphics
import Foundation
import Glibc
import Raster
@_spi(KioskRuntime) import UIKit

/// A 12 Mpx JPEG shown full-screen: decoded at each eighth of its size, and loaded and shown by a
/// `UIImageView` filling the screen (aspect fit and aspect fill, which decode it at the
/// smallest eighth covering what they show), each against memcpy of the decoded bytes,
/// with the peak memory the decode added (the rise of the process's peak RSS, reset
/// before each through /proc/self/clear_refs after the heap's free memory is handed
/// back, so that every decode's pages are new). The photo is made at start: a 4000×3000
/// gradient with fine noise, quality 90.
@MainActor enum PhotoDecoding {
    struct Row {
        let name: String
        let width: Int
        let height: Int
        let ms: Double
        let memcpyMs: Double
        /// MiB the peak RSS rose by during one run (nil where /proc cannot say).
        let peakMiB: Double?
    }

    nonisolated static let photoWidth = 4000, photoHeight = 3000

    /// The photo's JPEG bytes.
    static func photo() throws -> [UInt8] {
        let bitmap = Bitmap(width: photoWidth, height: photoHeight)
        var noise: UInt32 = 0x1234_5678
        for y in 0..<photoHeight {
            let row = bitmap.view.row(y)
            for x in 0..<photoWidth {
                noise = noise &* 1_664_525 &+ 1_013_904_223
                let n = UInt8(truncatingIfNeeded: noise >> 28)
                row[x] = Pixel(red: UInt8(x * 255 / photoWidth) &+ n, green: UInt8(y * 255 / photoHeight) &+ n,
                               blue: UInt8((x + y) * 255 / (photoWidth + photoHeight)), alpha: 255).rawValue
            }
        }
        return try JPEGCodec.encode(bitmap.view, quality: 90)
    }

    static func run(width: Int, height: Int, iterations: Int) throws -> (fileBytes: Int, rows: [Row]) {
        let bytes = try photo()
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("kiosk-bench-\(getpid())-12mp.jpg").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let screen = UIScreen(bounds: CGRect(x: 0, y: 0, width: width, height: height), scale: 1)

        /// Times `decode` (which returns what it decoded, kept alive until measured).
        func measure(_ name: String, _ decode: () -> CGImage?) -> Row {
            _ = kiosk_malloc_trim()
            resetPeak()
            let before = residentKiB()
            let warm = decode()
            let peak = peakKiB().flatMap { peak in before.map { Double(peak - $0) / 1024 } }
            let decodedBytes = (warm?.width ?? 0) * (warm?.height ?? 0) * 4
            let from = UnsafeMutableRawPointer.allocate(byteCount: max(decodedBytes, 1), alignment: 64)
            let to = UnsafeMutableRawPointer.allocate(byteCount: max(decodedBytes, 1), alignment: 64)
            defer { from.deallocate(); to.deallocate() }
            memset(from, 0x5A, decodedBytes)
            memset(to, 0, decodedBytes)
            var times: [Double] = [], copies: [Double] = []
            for _ in 0..<iterations {
                times.append(timed { _ = decode() })
                copies.append(timed { _ = memcpy(to, from, decodedBytes) })
            }
            return Row(name: name, width: warm?.width ?? 0, height: warm?.height ?? 0, ms: median(times),
                       memcpyMs: median(copies), peakMiB: peak)
        }

        /// Loads the file and shows it in a full-screen image view in `mode`.
        func shown(_ mode: UIView.ContentMode) -> CGImage? {
            let window = UIWindow(frame: screen.bounds)
            window.screen = screen
            let view = UIImageView(frame: screen.bounds)
            view.contentMode = mode
            window.addSubview(view)
            view.image = UIImage(contentsOfFile: path)
            return view.layer.contents as? CGImage
        }

        let header = try JPEGCodec.header(of: bytes)
        let rows = (1...8).reversed().map { n in
            measure(n == 8 ? "full size" : "\(n)/8") {
                (try? JPEGCodec.decode(bytes, header: header, numerator: n, name: path)).map(CGImage.init(bitmap:))
            }
        } + [
            measure("UIImageView fit") { shown(.scaleAspectFit) },
            measure("UIImageView fill") { shown(.scaleAspectFill) },
        ]
        return (bytes.count, rows)
    }

    /// Resets the peak RSS to the current one (Linux 4.0+: "5" to /proc/self/clear_refs).
    private static func resetPeak() {
        guard let file = fopen("/proc/self/clear_refs", "w") else { return }
        fputs("5", file)
        fclose(file)
    }

    private static func residentKiB() -> Int? { statusField("VmRSS:") }
    private static func peakKiB() -> Int? { statusField("VmHWM:") }

    /// A "kB" field of /proc/self/status.
    private static func statusField(_ name: String) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        let line = status.split(separator: "\n").first { $0.hasPrefix(name) }
        return line.flatMap { Int($0.dropFirst(name.count).trimmingCharacters(in: .whitespaces).split(separator: " ")[0]) }
    }
}

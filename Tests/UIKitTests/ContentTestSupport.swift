@_spi(KioskRuntime) import UIKit
import Foundation
import QuartzCore
import Raster

/// Shared by the label, image view and font tests: where their goldens live, a
/// scratch folder, and drawing a view tree through `CARenderer`.
enum ContentTestSupport {
    static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens")

    /// A fresh empty folder for one test's files.
    static func scratchFolder(_ name: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("kiosk-content-\(getpid())-\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// `content` inside a window of `size` points on a `scale` screen, over mid grey,
    /// drawn at time 0 into a bitmap of `size × scale` pixels.
    @MainActor static func render(_ content: UIView, size: CGSize, scale: CGFloat = 1) -> Bitmap {
        let window = UIWindow(frame: CGRect(origin: .zero, size: size))
        window.screen = UIScreen(bounds: window.bounds, scale: scale)
        window.backgroundColor = UIColor(white: 0.5, alpha: 1)
        window.addSubview(content)
        let renderer = CARenderer(width: Int(size.width * scale), height: Int(size.height * scale), scale: scale)
        renderer.layer = window.layer
        renderer.render(atTime: 0)
        return renderer.bitmap
    }
}

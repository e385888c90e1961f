import CoreGraphics
@testable import QuartzCore
import Raster

/// The transition tests' scene, 48×32 pixels: `before` is a red page with a white
/// 8×8 marker at (4, 4), `after` a blue page with a yellow 8×8 marker at (36, 4),
/// so every frame shows which content moved where.
enum TransitionScene {
    static let width = 48, height = 32
    static let red = Pixel(rawValue: 0xFFC0_2020)
    static let blue = Pixel(rawValue: 0xFF20_40C0)
    static let yellow = Pixel(rawValue: 0xFFF0_D000)

    static let before = page(red, marker: .white, at: 4)
    static let after = page(blue, marker: yellow, at: 36)

    /// A page of `colour` with an 8×8 `marker` whose top-left is (`x`, 4).
    static func page(_ colour: Pixel, marker: Pixel, at x: Int) -> CGImage {
        let bitmap = Bitmap(width: width, height: height, fill: colour)
        Kernels.scalar.fill(bitmap.view.view(of: Rect(x: x, y: 4, width: 8, height: 8)), color: marker)
        return CGImage(bitmap: bitmap)
    }

    /// The frame of `type`/`subtype` at `progress` between `before` and `after`,
    /// drawn into a bitmap first filled with a colour no frame contains, so every
    /// pixel the compositor fails to replace shows.
    static func render(_ type: CATransitionType, _ subtype: CATransitionSubtype?, at progress: Double,
                       kernels: Kernels = .simd, before: CGImage = TransitionScene.before,
                       after: CGImage = TransitionScene.after) -> Bitmap {
        let bitmap = Bitmap(width: width, height: height, fill: Pixel(rawValue: 0x8040_2010))
        let frame = TransitionFrame(snapshotID: 1, before: before, after: after, type: type, subtype: subtype,
                                    progress: progress)
        TransitionCompositing.compose(frame, into: bitmap.view, kernels: kernels)
        return bitmap
    }

    /// A bitmap of the scene's size filled with `colour`, with `areas` painted over it in order.
    static func picture(_ colour: Pixel, _ areas: [(Rect, Pixel)]) -> Bitmap {
        let bitmap = Bitmap(width: width, height: height, fill: colour)
        for (rect, pixel) in areas { Kernels.scalar.fill(bitmap.view.view(of: rect), color: pixel) }
        return bitmap
    }
}

/// The first pixel where `actual` and `expected` differ, as "(x, y): 0x… instead of
/// 0x…", or nil when they are equal (and of one size).
func firstDifference(_ actual: Bitmap, _ expected: Bitmap) -> String? {
    guard actual.width == expected.width && actual.height == expected.height else {
        return "\(actual.width)×\(actual.height) instead of \(expected.width)×\(expected.height)"
    }
    for y in 0..<actual.height {
        for x in 0..<actual.width where actual[x, y] != expected[x, y] {
            let hex = { (p: Pixel) in "0x" + String(p.rawValue, radix: 16, uppercase: true) }
            return "(\(x), \(y)): \(hex(actual[x, y])) instead of \(hex(expected[x, y]))"
        }
    }
    return nil
}

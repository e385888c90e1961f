import Foundation
import Raster

/// A tour of the compositor's transition kernels on two generated pages: a push,
/// a cross-fade and a 3D flip, each drawn from the two cached page bitmaps at a
/// few points of its progress — the way the render server plays a transition.
struct CompositorTour {
    static let name = "compositor"
    static let summary = "push, cross-fade and 3D flip between two pages, drawn by the Raster kernels"

    enum Transition: CaseIterable { case push, crossfade, flip }

    let width: Int
    let height: Int
    let kernels: Kernels
    let transitions = Transition.allCases
    let progressSteps: [Double] = [0, 0.25, 0.5, 0.75, 1]

    /// Every transition at every progress step, one row per transition, 4 px apart.
    func frameStrip() -> Bitmap {
        let gap = 4
        let pageA = page(background: Pixel(rawValue: 0xFF1E_4E8C), accent: Pixel(rawValue: 0xFFF2_C14E), seed: 1)
        let pageB = page(background: Pixel(rawValue: 0xFF2E_7D32), accent: Pixel(rawValue: 0xFFFF_FFFF), seed: 2)
        let strip = Bitmap(width: progressSteps.count * (width + gap) - gap,
                           height: transitions.count * (height + gap) - gap, fill: .white)
        let frame = Bitmap(width: width, height: height)
        for (row, transition) in transitions.enumerated() {
            for (column, progress) in progressSteps.enumerated() {
                draw(transition, progress: progress, from: pageA, to: pageB, into: frame)
                kernels.copy(frame.view, to: strip.view, x: column * (width + gap), y: row * (height + gap))
            }
        }
        return strip
    }

    /// A page: a background, a header bar, rounded cards and a marker in its top-left
    /// corner, so a viewer sees which way the content moved.
    func page(background: Pixel, accent: Pixel, seed: Int) -> Bitmap {
        let page = Bitmap(width: width, height: height, fill: background)
        let w = Float(width), h = Float(height)
        kernels.fill(page.view.view(of: Rect(x: 0, y: 0, width: width, height: height / 10)), color: .black, opacity: 90, mode: .sourceOver)
        for i in 0..<3 {
            let card = RoundedRect(x: w * 0.08, y: h * (0.16 + 0.26 * Float(i)), width: w * 0.84, height: h * 0.2, radius: w * 0.05)
            kernels.fill(page.view, roundedRect: card, color: .white, opacity: UInt8(200 - 40 * ((i + seed) % 3)))
        }
        kernels.fill(page.view, roundedRect: RoundedRect(x: 6, y: 6, width: w * 0.12, height: w * 0.12, radius: w * 0.06), color: accent)
        return page
    }

    func draw(_ transition: Transition, progress t: Double, from a: Bitmap, to b: Bitmap, into frame: Bitmap) {
        kernels.fill(frame.view, color: .black)
        switch transition {
        case .push:
            let offset = Int((Double(width) * t).rounded())
            kernels.copy(a.view, to: frame.view, x: -offset, y: 0)
            kernels.copy(b.view, to: frame.view, x: width - offset, y: 0)
        case .crossfade:
            kernels.crossfade(a.view, b.view, into: frame.view, amount: UInt8((t * 255).rounded()))
        case .flip:
            // First half: the old page turns away to 90°; second half: the new one turns in.
            let angle = t < 0.5 ? t * Double.pi : (t - 1) * Double.pi
            let page = t < 0.5 ? a : b
            if let h = flip(angle: angle) {
                kernels.warp(page.view, onto: frame.view, transform: h)
            }
        }
    }

    /// The page turned by `angle` about its vertical centre line, seen in perspective
    /// from 2 page widths away (Core Animation's m34 = −1/d).
    func flip(angle: Double) -> Homography? {
        let w = Double(width), h = Double(height), d = 2 * w
        func project(_ x: Double, _ y: Double) -> (x: Double, y: Double) {
            let dx = x - w / 2, dy = y - h / 2
            let z = dx * sin(angle)
            let s = d / (d - z)
            return (w / 2 + dx * cos(angle) * s, h / 2 + dy * s)
        }
        return Homography.mapping(width: w, height: h, to: project(0, 0), project(w, 0), project(w, h), project(0, h))
    }
}

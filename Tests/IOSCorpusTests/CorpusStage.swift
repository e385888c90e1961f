import KioskHeadless
import UIKit

/// Shared by the corpus tests: a headless screen with a plain window, and what it shows.
@MainActor enum CorpusStage {
    /// A `width` × `height` screen whose window is `background`, first frame drawn at t = 0.
    static func screen(width: Int = 200, height: Int = 200, background: UIColor = .white) -> HeadlessScreen {
        let screen = HeadlessScreen(width: width, height: height)
        screen.window.backgroundColor = background
        screen.advance(by: 0)
        return screen
    }

    /// A 200 × 200 white screen with a blue 100 × 100 view at (50, 50), drawn at t = 0:
    /// the stage of the animation helpers' tests.
    static func blueSquare() -> (HeadlessScreen, UIView) {
        let screen = screen()
        let view = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        view.backgroundColor = .blue
        screen.window.addSubview(view)
        screen.advance(by: 0)
        return (screen, view)
    }

    /// Pixel (`x`, `y`) of the frame last presented, as 8-bit red, green, blue, alpha.
    static func rgba(_ screen: HeadlessScreen, _ x: Int, _ y: Int) -> [Int] {
        components(screen.pixel(x: x, y: y))
    }

    /// A colour's components in 8 bits.
    static func components(_ color: UIColor) -> [Int] {
        let c = color.cgColor
        return [c.red, c.green, c.blue, c.alpha].map { Int(($0 * 255).rounded()) }
    }

    /// What a view's layer shows now.
    static func presented(_ view: UIView) -> CALayer { presented(view.layer) }

    static func presented(_ layer: CALayer) -> CALayer { layer.presentation() ?? layer }
}

/// Counts completion calls and what they were told.
@MainActor final class CompletionLog {
    private(set) var calls: [Bool] = []
    func record(_ finished: Bool) { calls.append(finished) }
}

@testable import IOSCorpus
import KioskHeadless
import Testing
import UIKit

/// `FrostedPhotoCaptionView.swift`: a visual effect view over an image, its blur
/// effect animated in by an animation block; the caption in its content view stays sharp.
@MainActor @Suite struct FrostedPhotoCaptionViewTests {
    /// The view filling a 100 × 100 screen, its photo black on the left half and white on the right.
    func photo() -> (HeadlessScreen, FrostedPhotoCaptionView) {
        let screen = CorpusStage.screen(width: 100, height: 100)
        let view = FrostedPhotoCaptionView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.imageView.image = FrostedPhotoCaptionView.splitImage(size: CGSize(width: 100, height: 100))
        screen.window.addSubview(view)
        screen.advance(by: 0)
        return (screen, view)
    }

    /// The red channel of row `y` from x = 30 to 69.
    func row(_ screen: HeadlessScreen, _ y: Int) -> [Int] { (30..<70).map { CorpusStage.rgba(screen, $0, y)[0] } }

    @Test func theCaptionBarStartsClear() {
        let (screen, view) = photo()
        #expect(view.captionBar.effect == nil && view.captionBar.contentView.superview === view.captionBar)
        #expect(row(screen, 75) == [Int](repeating: 0, count: 20) + [Int](repeating: 255, count: 20))
        #expect(CorpusStage.rgba(screen, 8, 58) == [255, 0, 0, 255])
    }

    @Test func theBlurFadesInWithTheAnimationBlock() {
        let (screen, view) = photo()
        view.showCaption(animated: true, duration: 1)
        screen.advance(by: 0.5)
        // Half way (ease in-out is symmetric): blur radius 15 points, σ = 5 (blurred at
        // half size by three boxes of 5, ReducedBlur), and half the dark tint (over the
        // half-size pixels), premultiplied (10, 10, 10, 93): 10 over black, 10 + 255 × 162/255 = 172 over white.
        #expect(CorpusStage.rgba(screen, 5, 75) == [10, 10, 10, 255] && CorpusStage.rgba(screen, 95, 75) == [172, 172, 172, 255])
        #expect(row(screen, 75) == [10, 10, 10, 10, 10, 10, 10, 10, 11, 12, 14, 17, 21, 26, 33, 41, 50, 61, 73, 85,
                                    97, 109, 121, 132, 141, 149, 156, 161, 165, 168, 170, 171, 172, 172, 172, 172, 172, 172, 172, 172])
        #expect(row(screen, 51) == row(screen, 99))
        // The photo above the bar stays sharp, and so does the caption inside it.
        #expect(row(screen, 49) == [Int](repeating: 0, count: 20) + [Int](repeating: 255, count: 20))
        #expect(CorpusStage.rgba(screen, 8, 58) == [255, 0, 0, 255])
        screen.advance(by: 0.5)
        // The dark style: radius 30 points (σ = 10: at a quarter size), tint white 0.11 at 73 % = (20, 20, 20, 186)
        // premultiplied: 20 over black, 20 + 255 × 69/255 = 89 over white.
        #expect(CorpusStage.rgba(screen, 5, 75) == [20, 20, 20, 255] && CorpusStage.rgba(screen, 95, 75) == [89, 89, 89, 255])
        #expect(row(screen, 75) == [21, 22, 23, 24, 25, 26, 27, 28, 29, 31, 32, 34, 36, 38, 41, 43, 45, 48, 51, 54,
                                    56, 59, 61, 64, 66, 68, 71, 73, 75, 77, 78, 80, 82, 83, 84, 85, 85, 86, 87, 88])
        #expect(!screen.isAnimating)
        view.hideCaption()
        screen.advance(by: 0)
        #expect(row(screen, 75) == [Int](repeating: 0, count: 20) + [Int](repeating: 255, count: 20))
    }
}

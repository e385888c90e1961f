import CoreGraphics
import UIKit

extension Demo {
    /// FlipDemo from the CATransition chapter: ten pages turned with push transitions.
    public static let flip = Demo(
        name: "flip",
        summary: "FlipDemo: ten text pages in a navigation controller; Prev/Next push the page in from the left/right",
        seed: "01-transition-animations-catransition",
        makeRootViewController: { UINavigationController(rootViewController: FlipViewController()) },
        tour: { screen in FlipTour(screen: screen).script }
    )
}

/// The flip demo's tour: forward to the last page, back to the first, open a page and
/// swipe back from the left edge, then one page forward again.
public struct FlipTour {
    public let screen: CGSize
    /// Time between one touch and the next: the page turn (0.25 s) and a pause to read.
    static let step = 0.7

    /// Where Prev and Next sit: on the navigation bar, inside its left and right items.
    public var prev: CGPoint { CGPoint(x: 30, y: 22) }
    public var next: CGPoint { CGPoint(x: screen.width - 30, y: 22) }
    public var page: CGPoint { CGPoint(x: screen.width / 2, y: screen.height / 2) }
    /// The edge swipe that pops an opened page: from 2 points inside the left edge to 80% across.
    public var edgeSwipe: (from: CGPoint, to: CGPoint) {
        (CGPoint(x: 2, y: screen.height / 2), CGPoint(x: screen.width * 0.8, y: screen.height / 2))
    }

    public init(screen: CGSize) {
        self.screen = screen
    }

    var script: String {
        var tour = TourScript("FlipDemo tour: Next to page 10, Prev to page 1, open a page and swipe back")
        for n in 6...10 { tour.tap(next, then: Self.step, "Next -> page \(n)") }
        for n in stride(from: 9, through: 1, by: -1) { tour.tap(prev, then: Self.step, "Prev -> page \(n)") }
        tour.tap(page, then: Self.step, "open page 1")
        tour.swipe(from: edgeSwipe.from, to: edgeSwipe.to, over: 0.3, then: Self.step, "edge swipe: back to the book")
        tour.tap(next, then: Self.step, "Next -> page 2")
        return tour.text
    }
}

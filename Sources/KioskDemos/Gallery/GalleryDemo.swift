import CoreGraphics
import Foundation

extension Demo {
    /// Every `CATransition` type × subtype and every UIView transition, each on a tap.
    public static let gallery = Demo(
        name: "gallery",
        summary: "Every CATransition type and subtype and every UIView transition, one per tap",
        seed: "02-catransition-programming-guide.txt",
        makeRootViewController: { GalleryViewController() },
        tour: GalleryTour.script(for:))
}

/// The gallery's tour: every cell of the first page, then the second page's, each tap
/// after the transition before it has played.
enum GalleryTour {
    /// Seconds before the first tap, and after a transition ends before the next tap.
    static let pause: TimeInterval = 0.3
    /// How long a tap holds the finger down (the touch script's default).
    static let tapDuration: TimeInterval = 0.05

    static func script(for screen: CGSize) -> String {
        let layout = GalleryLayout(size: screen)
        var tour = TourScript("the gallery: every transition, one tap each", start: pause)
        func tap(_ point: CGPoint, _ comment: String, then wait: TimeInterval) {
            tour.tap(point, then: tapDuration + wait, comment)
        }
        for page in GalleryPage.allCases {
            if page != .coreAnimation { tap(layout.selectorCenter(page: page), page.title + " page", then: pause) }
            for (row, content) in page.rows.enumerated() {
                for (index, transition) in content.transitions.enumerated() {
                    tap(layout.cellCenter(page: page, row: row, index: index), transition.name,
                        then: GalleryViewController.transitionDuration + pause)
                }
            }
        }
        return tour.text
    }
}

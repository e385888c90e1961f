import CoreGraphics
import Foundation

extension Demo {
    /// The Core Animation chapter's tour: the animate button plays the fourteen routines in order.
    public static let chicken = Demo(
        name: "chicken",
        summary: "The Core Animation chapter's tour: ten view animations and four layer transitions, one per tap",
        seed: "04-core-animation-chapter-view-animations-and-transitions",
        makeRootViewController: { ChickenViewController() },
        tour: { size in chickenTour(for: size) })

    /// A tap on the animate button for each routine, 0.3 s after the one before has
    /// ended (a routine starts as the finger lifts, 0.05 s after it went down).
    static func chickenTour(for size: CGSize) -> String {
        let button = ChickenLayout(bounds: CGRect(origin: .zero, size: size)).animateButtonCenter
        var tour = TourScript("the chicken: the animate button, once per routine")
        for routine in ChickenRoutine.allCases {
            tour.tap(button, then: 0.05 + routine.playTime + 0.3, "\(routine)")
        }
        return tour.text
    }
}

import CoreGraphics
import Foundation

extension Demo {
    /// The UIKit animation guide's listings 4-1 to 4-9, each played on a tap.
    public static let guide = Demo(
        name: "guide",
        summary: "The UIKit animation guide's listings: blocks, begin/commit, nesting, transitions, views with layers",
        seed: "05-uikit-animations-guide.txt",
        makeRootViewController: { GuideViewController() },
        tour: GuideTour.script(for:))
}

/// The guide's tour: each listing in turn, each of its forms played once, every tap
/// after what the one before started has ended.
enum GuideTour {
    /// Seconds before the first tap, and after a listing ends before the next tap.
    static let pause: TimeInterval = 0.4
    /// How long a tap holds the finger down (the touch script's default).
    static let tapDuration: TimeInterval = 0.05

    static func script(for screen: CGSize) -> String {
        let layout = GuideLayout(size: screen)
        let listings = GuideListings.all
        var tour = TourScript("the guide: every listing, every form played once", start: pause)
        func tap(_ point: CGPoint, _ comment: String, then wait: TimeInterval) {
            tour.tap(point, then: tapDuration + wait, comment)
        }
        for (index, listing) in listings.enumerated() {
            if index > 0 {
                tap(layout.selectorCenter(index: index, of: listings.count), "show " + listing.forms[0].number, then: pause)
            }
            for (form, content) in listing.forms.enumerated() {
                tap(layout.buttonCenter(form: form), "play " + content.number, then: content.duration + pause)
            }
        }
        return tour.text
    }
}

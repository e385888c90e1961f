import Foundation
import UIKit

/// Listing 4-8: a container shows one of two views, primary or secondary; each play
/// replaces it with the other through `transition(from:to:)`, flipping from the right
/// towards the secondary view and from the left back to the primary.
@MainActor final class ToggleViewsListing: GuideListing {
    nonisolated static let duration: TimeInterval = 1
    nonisolated static let forms = [
        ListingForm(number: "4-8", caption: "Flip between a primary and a secondary view", duration: duration),
    ]
    /// Space around the container on the stage.
    static let margin: CGFloat = 24

    let view: UIView
    /// The transitions' container, holding whichever view shows.
    let container: UIView
    let primaryView: UILabel
    let secondaryView: UILabel
    private(set) var displayingPrimary = true

    init(frame: CGRect) {
        view = GuideViews.stageContent(frame)
        container = GuideViews.inset(Self.margin, in: view)
        primaryView = Self.face("Primary", GuideViews.blue, size: container.bounds.size)
        secondaryView = Self.face("Secondary", GuideViews.green, size: container.bounds.size)
        container.addSubview(primaryView)
    }

    func play(form: Int, completion: @escaping @MainActor () -> Void) {
        (displayingPrimary ? secondaryView : primaryView).frame = container.bounds
        UIView.transition(from: displayingPrimary ? primaryView : secondaryView,
                          to: displayingPrimary ? secondaryView : primaryView,
                          duration: Self.duration,
                          options: displayingPrimary ? .transitionFlipFromRight : .transitionFlipFromLeft,
                          completion: { finished in
                              if finished { self.displayingPrimary.toggle() }
                              completion()
                          })
    }

    /// One of the two views: `colour` filling `size`, named in big white letters.
    private static func face(_ name: String, _ colour: UIColor, size: CGSize) -> UILabel {
        let label = GuideViews.panel(name, colour, frame: CGRect(origin: .zero, size: size), fontSize: 34)
        label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        return label
    }
}

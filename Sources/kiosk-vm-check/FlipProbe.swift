import KioskDemos
import UIKit

/// The flip demo's root (a navigation controller over `FlipViewController`) and what a
/// check asks of it on the main actor: the page shown and how many controllers are stacked.
@MainActor final class FlipProbe {
    let navigation: UINavigationController
    let book: FlipViewController

    /// Makes the demo's root as `kiosk demo flip` does.
    init() {
        guard let navigation = Demo.flip.makeRootViewController() as? UINavigationController,
              let book = navigation.viewControllers.first as? FlipViewController else {
            preconditionFailure("the flip demo's root is a navigation controller over a FlipViewController")
        }
        self.navigation = navigation
        self.book = book
    }

    /// The page shown (5 at the start) and the navigation depth (2 with a page opened).
    var state: FlipState { FlipState(page: book.page, depth: navigation.viewControllers.count) }
}

/// A moment of the flip demo: its page and navigation depth.
struct FlipState: Sendable, Equatable, CustomStringConvertible {
    let page: Int
    let depth: Int
    var description: String { "page \(page), depth \(depth)" }
}

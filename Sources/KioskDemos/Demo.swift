import CoreGraphics
import UIKit

/// A built-in demo: one seed document's example, ported to Swift, with a scripted tour
/// of touches that shows it off when nobody is there to touch it (CI, recordings).
public struct Demo: Sendable {
    /// What `kiosk demo NAME` calls it.
    public let name: String
    /// One line for `kiosk demo --list`.
    public let summary: String
    /// The seed document the demo is ported from.
    public let seed: String
    /// Builds the demo's root view controller; the runtime makes it the key window's
    /// `rootViewController`, sized to the screen.
    public let makeRootViewController: @MainActor @Sendable () -> UIViewController
    /// The tour for a screen of the given size in points, in the touch-script format
    /// (`at T tap X,Y`, `at T swipe A -> B over D`; see Kiosk's `TouchScript`). The
    /// points depend on the size because the demo lays itself out to fill the screen.
    public let tour: @Sendable (_ screen: CGSize) -> String

    public init(name: String, summary: String, seed: String,
                makeRootViewController: @escaping @MainActor @Sendable () -> UIViewController,
                tour: @escaping @Sendable (_ screen: CGSize) -> String) {
        self.name = name
        self.summary = summary
        self.seed = seed
        self.makeRootViewController = makeRootViewController
        self.tour = tour
    }
}

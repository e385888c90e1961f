/// The three-dimensional transitions UIKit's view transitions play. Core Animation
/// has them too, as private types; these constants use the same names, so a
/// `CATransition` built with those strings behaves the same here.
extension CATransitionType {
    /// The layer turns over like a card about its vertical centre line (subtypes
    /// `.fromLeft`, `.fromRight`) or its horizontal one (`.fromTop`, `.fromBottom`),
    /// showing the new content on its back: UIKit's `transitionFlipFrom…`. Core
    /// Animation's private type "oglFlip".
    public static let flip = Self(rawValue: "oglFlip")
    /// The old content curls up from the bottom like a page and uncovers the new:
    /// UIKit's `transitionCurlUp`. Core Animation's private type "pageCurl".
    public static let pageCurl = Self(rawValue: "pageCurl")
    /// The new content uncurls down from the top over the old: UIKit's
    /// `transitionCurlDown`. Core Animation's private type "pageUnCurl".
    public static let pageUnCurl = Self(rawValue: "pageUnCurl")
}

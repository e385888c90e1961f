import Foundation
import UIKit

/// One form of a listing the guide plays: its number in the guide, what it shows, and
/// how long it plays from the tap to its last completion.
struct ListingForm: Sendable {
    let number: String
    let caption: String
    let duration: TimeInterval
}

/// One of the guide's listings: its views on the stage, and how to play each of its
/// forms — the block-based one first, then the begin/commit one where the guide has it.
@MainActor protocol GuideListing: AnyObject, SendableMetatype {
    /// The forms, block-based first.
    nonisolated static var forms: [ListingForm] { get }
    /// The listing's views, filling the stage as it resizes.
    var view: UIView { get }
    /// Builds the views in a view of `frame`'s size.
    init(frame: CGRect)
    /// Plays form `form`; `completion` runs once everything it started has ended.
    func play(form: Int, completion: @escaping @MainActor () -> Void)
}

/// The guide's listings in the order the selector shows them.
enum GuideListings {
    static let all: [any GuideListing.Type] = [
        SimpleFadeListing.self, ShowHideListing.self, NestedBlocksListing.self,
        NewPageListing.self, ToggleViewsListing.self, MixedRotationListing.self,
    ]
}

import CoreGraphics

/// One entry of a bar (a toolbar's button): a title or an image, enabled or not.
/// Abstract, as in UIKit: bars show `UIBarButtonItem`s.
@preconcurrency @MainActor open class UIBarItem {
    /// A disabled item is greyed and ignores taps.
    open var isEnabled = true { didSet { appearanceDidChange() } }
    open var title: String? { didSet { appearanceDidChange() } }
    open var image: UIImage? { didSet { appearanceDidChange() } }
    open var tag = 0

    public init() {}

    /// Called when what the item shows changed, so that the bar showing it updates.
    func appearanceDidChange() {}
}

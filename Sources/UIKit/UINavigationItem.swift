import CoreGraphics

/// What a navigation bar shows for one screen: a title (or a title view), the bar
/// button items at its left and right, and the item that stands for this screen in
/// the back button of the screen pushed after it.
///
/// Changing any property updates the bar showing the item at once.
@preconcurrency @MainActor open class UINavigationItem {
    /// The text shown in the middle of the bar (unless there is a `titleView`).
    open var title: String? { didSet { itemDidChange() } }
    /// A view shown in the middle of the bar instead of the title, at its own size.
    open var titleView: UIView? { didSet { itemDidChange() } }
    /// The item shown at the left edge, instead of the back button.
    open var leftBarButtonItem: UIBarButtonItem? { didSet { itemDidChange() } }
    /// The item shown at the right edge.
    open var rightBarButtonItem: UIBarButtonItem? { didSet { itemDidChange() } }
    /// The item whose title the back button shows while this item is just below the
    /// top of the bar; nil shows this item's title (or "Back" without one).
    open var backBarButtonItem: UIBarButtonItem? { didSet { itemDidChange() } }
    /// Hides the back button while this item is on top.
    open var hidesBackButton = false { didSet { itemDidChange() } }

    /// The bar whose stack holds the item.
    weak var navigationBar: UINavigationBar?

    /// An item showing `title`.
    public init(title: String) { self.title = title }

    /// An item with no title.
    public init() {}

    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { self.hidesBackButton = hidesBackButton }

    private func itemDidChange() { navigationBar?.itemsDidChange() }
}

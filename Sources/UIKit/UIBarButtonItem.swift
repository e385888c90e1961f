import CoreGraphics

/// A button of a toolbar: a title, an image, a custom view, or a space between others.
///
/// UIKit's `target`/`action` take a selector; here `action` is a closure given the
/// item, and `target`, when given, is only its weak owner: the action is skipped once
/// the target is gone. With a `primaryAction` (a `UIAction`), that runs instead.
@preconcurrency @MainActor open class UIBarButtonItem: UIBarItem {
    /// How a title is set, with UIKit's raw values.
    public enum Style: Int, Sendable {
        /// The system font at 17 points.
        case plain = 0
        /// The bold system font at 17 points, for the item that finishes a task.
        case done = 2
    }

    open var style = Style.plain { didSet { appearanceDidChange() } }
    /// The item's width in a bar: a fixed space's width; for a button, a width
    /// that replaces its title's when positive.
    open var width: CGFloat = 0 { didSet { appearanceDidChange() } }
    /// A view shown in the bar instead of a button, at its own size.
    open var customView: UIView? { didSet { appearanceDidChange() } }
    /// The action run when the item is tapped, instead of `action`; its title and
    /// image are shown when the item has none of its own.
    open var primaryAction: UIAction? { didSet { appearanceDidChange() } }
    /// The owner of `action`, held weakly.
    open weak var target: AnyObject? { didSet { hasTarget = target != nil } }
    /// Called with the item when it is tapped (unless there is a `primaryAction`).
    @preconcurrency open var action: (@MainActor (UIBarButtonItem) -> Void)?

    private var hasTarget = false
    /// The system item the item was made as.
    private(set) var systemItem: SystemItem?
    /// The toolbar showing the item.
    weak var bar: UIToolbar?
    /// The navigation bar showing the item.
    weak var navigationBar: UINavigationBar?

    public required override init() { super.init() }

    /// An item showing `title` in `style` that calls `action` when tapped.
    @preconcurrency public convenience init(title: String?, style: Style, target: AnyObject? = nil,
                            action: (@MainActor (UIBarButtonItem) -> Void)?) {
        self.init()
        self.title = title
        self.style = style
        setAction(action, target: target)
    }

    /// An item showing `image` that calls `action` when tapped.
    @preconcurrency public convenience init(image: UIImage?, style: Style, target: AnyObject? = nil,
                            action: (@MainActor (UIBarButtonItem) -> Void)?) {
        self.init()
        self.image = image
        self.style = style
        setAction(action, target: target)
    }

    /// A system item (a space, or a button titled as the item) that calls `action` when tapped.
    @preconcurrency public convenience init(barButtonSystemItem systemItem: SystemItem, target: AnyObject? = nil,
                            action: (@MainActor (UIBarButtonItem) -> Void)?) {
        self.init()
        self.systemItem = systemItem
        style = systemItem == .done ? .done : .plain
        setAction(action, target: target)
    }

    /// An item showing `title` and `image` that runs `primaryAction` when tapped.
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil) {
        self.init()
        self.title = title
        self.image = image
        self.primaryAction = primaryAction
    }

    /// A system item that runs `primaryAction` when tapped.
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil) {
        self.init(barButtonSystemItem: systemItem, action: nil)
        self.primaryAction = primaryAction
    }

    /// An item that shows `customView` in the bar.
    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    /// For the initializers: set from a method, `target` runs its observer (it would
    /// not when set in an initializer), which remembers that there was a target.
    private func setAction(_ action: (@MainActor (UIBarButtonItem) -> Void)?, target: AnyObject?) {
        self.target = target
        self.action = action
    }

    /// A space that shares the bar's free width with the other flexible spaces.
    open class func flexibleSpace() -> Self {
        let item = self.init()
        item.systemItem = .flexibleSpace
        return item
    }

    /// A space `width` points wide.
    open class func fixedSpace(_ width: CGFloat) -> Self {
        let item = self.init()
        item.systemItem = .fixedSpace
        item.width = width
        return item
    }

    // MARK: For bars

    /// Whether the item is a flexible or fixed space.
    var isSpace: Bool { systemItem == .flexibleSpace || systemItem == .fixedSpace }

    /// The title a bar shows: the item's, else its system item's, else its primary action's.
    var shownTitle: String? {
        title ?? systemItem?.shownTitle ?? primaryAction.flatMap { $0.title.isEmpty ? nil : $0.title }
    }

    /// The image a bar shows: the item's, else its primary action's.
    var shownImage: UIImage? { image ?? primaryAction?.image }

    /// Runs the primary action, else the action (while its target, if it had one, exists).
    func performAction() {
        if let primaryAction {
            primaryAction.perform(sender: self)
        } else if let action, !hasTarget || target != nil {
            action(self)
        }
    }

    override func appearanceDidChange() {
        bar?.itemsDidChange()
        navigationBar?.itemsDidChange()
    }
}

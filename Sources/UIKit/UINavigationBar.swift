import CoreGraphics
import QuartzCore

/// The bar at the top of a navigation interface: a stack of navigation items, of
/// which the top one is shown — its title (bold system font, 17 pt, black) centred,
/// its left and right bar button items 8 points from the edges, tinted like a
/// toolbar's. Without a left item and with an item below the top one, a back button
/// shows "‹ " and that item's `backBarButtonItem` title, else its title, else "Back";
/// tapping it pops (animated).
///
/// The bar is light grey, (247, 247, 247) like a toolbar, unless `barTintColor` says
/// otherwise, with a one-pixel line of black at 0.3 along its bottom edge; its
/// standard height is 44 points (a kiosk has no status bar above it). Its look can be
/// changed as in UIKit: `titleTextAttributes`, `tintColor` (the buttons),
/// `setBackgroundImage(_:for:)` and `shadowImage`.
@preconcurrency @MainActor open class UINavigationBar: UIView {
    /// The bar's standard height in points.
    public static let defaultHeight: CGFloat = 44
    /// How long an animated change of items cross-fades: as long as a push.
    static let transitionDuration: TimeInterval = 0.35
    /// The bar's colour without a `barTintColor`.
    static let defaultBarColor = UIColor(white: 247.0 / 255, alpha: 1)
    /// The colour of the line along the bar's bottom.
    static let hairlineColor = UIColor(white: 0, alpha: 0.3)

    private var storedItems: [UINavigationItem] = []
    let hairline = UIView()
    let titleLabel = UILabel()
    /// The background and shadow images' views, made when the images are set.
    var backgroundImageView: UIImageView?
    var shadowImageView: UIImageView?
    /// The background images by bar metrics.
    var backgroundImages: [UIBarMetrics: UIImage] = [:]
    /// What shows each part of the top item now.
    private var leftView: UIView?
    private var rightView: UIView?
    private var centerView: UIView?
    /// The item behind the back button; its title is set from the item below the top.
    private lazy var backButtonItem = UIBarButtonItem(title: nil, style: .plain) { [weak self] _ in
        self?.backButtonTapped()
    }

    /// What the back button does; nil pops the top item (animated). A navigation
    /// controller sets it to pop its top view controller.
    var backAction: (@MainActor () -> Void)?
    /// True while the views are being matched to the items (which may change the back item's title).
    private var isUpdating = false

    /// The bar's colour; nil for the default light grey. A background image covers it.
    open var barTintColor: UIColor? { didSet { applyBackground() } }

    /// Whether the bar is see-through (default true). Kiosk draws the bar opaque either
    /// way (a blur of what lies under it is not drawn); the setting is kept for code that reads it.
    open var isTranslucent = true

    /// The title's font (`.font`, a `UIFont`) and colour (`.foregroundColor`, a `UIColor`);
    /// nil for the bold 17-point system font in black.
    open var titleTextAttributes: [NSAttributedString.Key: Any]? { didSet { applyTitleAttributes() } }

    /// The image drawn over the whole bar in place of its colour (stretched to fill
    /// it), for `barMetrics`; only `.default` is shown on a kiosk. `UIImage()` makes
    /// the bar clear.
    open func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {
        backgroundImages[barMetrics] = backgroundImage
        applyBackground()
    }

    /// The background image set for `barMetrics`.
    open func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? { backgroundImages[barMetrics] }

    /// The image shown along the bar's bottom edge in place of the hairline; as in
    /// UIKit, only while a background image is set too. `UIImage()` shows no line.
    open var shadowImage: UIImage? { didSet { applyBackground() } }

    /// The look of the bar (a copy is kept, as in UIKit). Until one is assigned it is
    /// the default look and the properties above style the bar; once assigned, its
    /// background, line and title attributes do.
    open var standardAppearance: UINavigationBarAppearance {
        get { assignedAppearance?.copy() ?? UINavigationBarAppearance() }
        set {
            assignedAppearance = newValue.copy()
            applyBackground()
            applyTitleAttributes()
        }
    }

    /// The look for a bar at the top edge of scrolled content, and for a compact bar:
    /// kept, not shown (a kiosk's bar shows `standardAppearance`).
    open var scrollEdgeAppearance: UINavigationBarAppearance?
    open var compactAppearance: UINavigationBarAppearance?

    /// The `standardAppearance` assigned, if one was.
    var assignedAppearance: UINavigationBarAppearance?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = Self.defaultBarColor
        hairline.backgroundColor = Self.hairlineColor
        hairline.isUserInteractionEnabled = false
        titleLabel.font = .boldSystemFont(ofSize: 17)
        titleLabel.textColor = .black
        titleLabel.textAlignment = .center
        addSubview(hairline)
    }

    // MARK: The stack of items

    /// The items, bottom to top (nil when there are none, as in UIKit).
    open var items: [UINavigationItem]? {
        get { storedItems.isEmpty ? nil : storedItems }
        set { setItems(newValue, animated: false) }
    }

    /// The item shown: the last of `items`.
    open var topItem: UINavigationItem? { storedItems.last }
    /// The item just below the top one: the back button's.
    open var backItem: UINavigationItem? { storedItems.count > 1 ? storedItems[storedItems.count - 2] : nil }

    /// Shows `items`; when `animated`, the bar cross-fades to them over 0.35 s.
    open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        setItems(items, animated: animated, duration: Self.transitionDuration)
    }

    /// Puts `item` on top.
    open func pushItem(_ item: UINavigationItem, animated: Bool) { setItems(storedItems + [item], animated: animated) }

    /// Takes the top item off and returns it (nil when there are no items).
    @discardableResult
    open func popItem(animated: Bool) -> UINavigationItem? {
        guard let top = storedItems.last else { return nil }
        setItems(Array(storedItems.dropLast()), animated: animated)
        return top
    }

    /// Shows `items`, cross-fading over `duration` seconds (ease in-out) when `animated`
    /// and the bar is in a window.
    func setItems(_ items: [UINavigationItem]?, animated: Bool, duration: TimeInterval) {
        if animated && window != nil && duration > 0 {
            UIView.transition(with: self, duration: duration, options: .transitionCrossDissolve,
                              animations: { self.replaceItems(with: items ?? []) })
        } else {
            replaceItems(with: items ?? [])
        }
    }

    private func replaceItems(with items: [UINavigationItem]) {
        for item in storedItems where item.navigationBar === self { item.navigationBar = nil }
        storedItems = items
        for item in items { item.navigationBar = self }
        itemsDidChange()
    }

    private func backButtonTapped() {
        if let backAction { backAction() } else { popItem(animated: true) }
    }

    // MARK: Showing the top item

    /// Makes the views match the top item (reusing a button whose item is unchanged),
    /// then lays out again at once.
    func itemsDidChange() {
        guard !isUpdating else { return }
        isUpdating = true
        defer { isUpdating = false }
        let top = topItem
        var left = top?.leftBarButtonItem
        if left == nil, let back = backItem, top?.hidesBackButton == false {
            backButtonItem.title = "‹ " + (back.backBarButtonItem?.title ?? back.title ?? "Back")
            left = backButtonItem
        }
        leftView = show(left, replacing: leftView)
        rightView = show(top?.rightBarButtonItem, replacing: rightView)
        let center: UIView? = top?.titleView ?? (top?.title == nil ? nil : titleLabel)
        titleLabel.text = top?.title
        if centerView !== center { centerView?.removeFromSuperview() }
        if let center, center.superview !== self { addSubview(center) }
        centerView = center
        setNeedsLayout()
        layoutIfNeeded()
    }

    /// The view for `item` (its custom view, or a button, reused when `old` shows the
    /// same item); `old` leaves the bar when it is not that view.
    private func show(_ item: UIBarButtonItem?, replacing old: UIView?) -> UIView? {
        var view: UIView?
        if let item {
            item.navigationBar = self
            if let custom = item.customView {
                view = custom
            } else if let button = old as? BarButtonView, button.item === item {
                button.update()
                view = button
            } else {
                view = BarButtonView(item: item)
            }
        }
        if let old, old !== view {
            old.removeFromSuperview()
            if let oldItem = (old as? BarButtonView)?.item, oldItem !== item, oldItem.navigationBar === self {
                oldItem.navigationBar = nil
            }
        }
        if let view, view.superview !== self { addSubview(view) }
        return view
    }

    // MARK: Layout

    open override func layoutSubviews() {
        super.layoutSubviews()
        let scale = contentScaleFactor
        hairline.frame = CGRect(x: 0, y: bounds.height - 1 / scale, width: bounds.width, height: 1 / scale)
        layoutBackground()
        let spans = NavigationBarLayout(width: bounds.width, scale: scale)
        var leftLimit = NavigationBarLayout.margin, rightLimit = bounds.width - NavigationBarLayout.margin
        if let leftView {
            let size = itemSize(of: leftView)
            leftView.frame = centredVertically(x: spans.leftX(), size: size, scale: scale)
            leftLimit = leftView.frame.maxX + NavigationBarLayout.spacing
        }
        if let rightView {
            let size = itemSize(of: rightView)
            rightView.frame = centredVertically(x: spans.rightX(width: size.width), size: size, scale: scale)
            rightLimit = rightView.frame.minX - NavigationBarLayout.spacing
        }
        if let centerView {
            var size = centerView === titleLabel ? CGSize(width: titleLabel.sizeThatFits(.zero).width, height: bounds.height)
                                                 : centerView.bounds.size
            let (x, width) = spans.titleSpan(width: size.width, between: leftLimit, and: rightLimit)
            size.width = width
            centerView.frame = centredVertically(x: x, size: size, scale: scale)
        }
    }

    /// A button's size: its preferred width, the bar's height; a custom view's own size.
    private func itemSize(of view: UIView) -> CGSize {
        if let button = view as? BarButtonView { return CGSize(width: button.preferredWidth, height: bounds.height) }
        return view.bounds.size
    }

    private func centredVertically(x: CGFloat, size: CGSize, scale: CGFloat) -> CGRect {
        CGRect(x: bounds.minX + x, y: bounds.minY + ((bounds.height - size.height) / 2).alignedToPixels(scale: scale),
               width: size.width, height: size.height)
    }

    /// The width offered and the standard height.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: Self.defaultHeight) }
}

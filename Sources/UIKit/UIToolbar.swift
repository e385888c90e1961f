import CoreGraphics

/// A bar of buttons, such as the one at the bottom of a screen: its items are laid
/// out left to right (see `ToolbarLayout` for the margins and spacing), buttons as
/// tinted titles or images filling the bar's height, custom views at their own size
/// centred vertically, disabled items greyed and ignoring taps.
///
/// The bar is light grey, (247, 247, 247) unless `barTintColor` says otherwise,
/// with a one-pixel line of black at 0.3 along its top edge; `sizeThatFits` gives it
/// the standard height, 44 points.
@preconcurrency @MainActor open class UIToolbar: UIView {
    /// A toolbar's standard height in points.
    public static let defaultHeight: CGFloat = 44
    /// The bar's colour without a `barTintColor`.
    static let defaultBarColor = UIColor(white: 247.0 / 255, alpha: 1)

    private var storedItems: [UIBarButtonItem]?
    /// The items and the views showing them (nil for spaces), in order.
    private var shown: [(item: UIBarButtonItem, view: UIView?)] = []
    private let separator = UIView()

    /// The bar's colour; nil for the default light grey.
    open var barTintColor: UIColor? { didSet { backgroundColor = barTintColor ?? Self.defaultBarColor } }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = Self.defaultBarColor
        separator.backgroundColor = UIColor(white: 0, alpha: 0.3)
        separator.isUserInteractionEnabled = false
        addSubview(separator)
    }

    /// The items shown, left to right.
    open var items: [UIBarButtonItem]? {
        get { storedItems }
        set { setItems(newValue, animated: false) }
    }

    /// Shows `items`; when `animated`, the bar cross-dissolves to them over 0.25 s
    /// (taps still reach it meanwhile).
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        if animated && window != nil {
            UIView.transition(with: self, duration: 0.25, options: [.transitionCrossDissolve, .allowUserInteraction],
                              animations: { self.replaceItems(with: items) })
        } else {
            replaceItems(with: items)
        }
    }

    private func replaceItems(with items: [UIBarButtonItem]?) {
        for item in storedItems ?? [] where item.bar === self { item.bar = nil }
        storedItems = items
        for item in items ?? [] { item.bar = self }
        itemsDidChange()
    }

    /// Makes the views match the items: buttons are reused per item and updated, views
    /// no longer shown leave the bar; then lays out again.
    func itemsDidChange() {
        let old = shown
        shown = (storedItems ?? []).map { item in
            if item.isSpace { return (item, nil) }
            if let custom = item.customView { return (item, custom) }
            if let button = old.first(where: { $0.item === item })?.view as? BarButtonView {
                button.update()
                return (item, button)
            }
            return (item, BarButtonView(item: item))
        }
        for (_, view) in old {
            if let view, view.superview === self, !shown.contains(where: { $0.view === view }) { view.removeFromSuperview() }
        }
        for (_, view) in shown {
            if let view, view.superview !== self { addSubview(view) }
        }
        setNeedsLayout()
    }

    // MARK: Layout

    open override func layoutSubviews() {
        super.layoutSubviews()
        let scale = contentScaleFactor
        separator.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 1 / scale)
        let slots: [ToolbarLayout.Slot] = shown.map { item, view in
            switch (item.isSpace, view) {
            case (true, _): item.systemItem == .flexibleSpace ? .flexibleSpace : .fixedSpace(width: item.width)
            case (false, let button as BarButtonView): .item(width: button.preferredWidth)
            case (false, let view?): .item(width: view.bounds.width)
            case (false, nil): .item(width: 0)
            }
        }
        let spans = ToolbarLayout.spans(of: slots, width: bounds.width, scale: scale)
        for ((_, view), span) in zip(shown, spans) {
            guard let view else { continue }
            let height = view is BarButtonView ? bounds.height : view.bounds.height
            let y = (bounds.height - height) / 2
            view.frame = CGRect(x: bounds.minX + span.x, y: bounds.minY + y.alignedToPixels(scale: scale),
                                width: span.width, height: height)
        }
    }

    /// The width offered and the standard height.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: Self.defaultHeight) }
}

import CoreGraphics

/// Auto Layout on views: anchors, constraints installed on a view, content priorities,
/// margins and the safe area, and the update-constraints and fitting-size calls.
extension UIView: LayoutItem {
    var layoutContainer: UIView? { superview }
    var layoutName: String { layoutDebugName(of: self) }

    /// The standard space between sibling views, what "system spacing" anchors use.
    static let systemSpacing: CGFloat = 8

    /// The size `systemLayoutSizeFitting` returns for the smallest and largest fit.
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    // MARK: Anchors

    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    /// The first line's baseline for views with text (a label's); the bottom otherwise.
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    /// The last line's baseline for views with text (a label's); the bottom otherwise.
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }

    // MARK: Constraints

    /// Whether the view keeps the frame its code sets (true for views made in code, as
    /// in UIKit): Auto Layout then holds it with autoresizing constraints. Set false to
    /// let constraints place the view.
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { keepsFrameInLayout }
        set {
            guard newValue != keepsFrameInLayout else { return }
            keepsFrameInLayout = newValue
            LayoutEngine.shared.installSystemConstraints(of: self)
        }
    }

    /// The constraints installed on this view: active constraints whose items' nearest
    /// common ancestor it is.
    public var constraints: [NSLayoutConstraint] { installedConstraints }

    public func addConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = true }
    public func addConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.activate(constraints) }
    public func removeConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = false }
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.deactivate(constraints) }

    // MARK: Content size priorities

    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? contentPriorities.huggingHorizontal : contentPriorities.huggingVertical
    }

    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal { contentPriorities.huggingHorizontal = priority } else { contentPriorities.huggingVertical = priority }
        invalidateIntrinsicContentSize()
    }

    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? contentPriorities.compressionHorizontal : contentPriorities.compressionVertical
    }

    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal {
            contentPriorities.compressionHorizontal = priority
        } else {
            contentPriorities.compressionVertical = priority
        }
        invalidateIntrinsicContentSize()
    }

    /// Tells Auto Layout that `intrinsicContentSize` changed; it is read again before the next layout.
    public func invalidateIntrinsicContentSize() {
        LayoutEngine.shared.invalidateContentSize(of: self)
        if layoutRecord != nil { superview?.setNeedsLayout() }
    }

    // MARK: Update pass

    public func setNeedsUpdateConstraints() { LayoutEngine.shared.setNeedsUpdateConstraints(self) }

    public func needsUpdateConstraints() -> Bool { LayoutEngine.shared.needsUpdateConstraints(self) }

    /// Runs `updateConstraints()` for every view that asked, now.
    public func updateConstraintsIfNeeded() { LayoutEngine.shared.runConstraintUpdates() }

    // MARK: Fitting

    /// The smallest (`layoutFittingCompressedSize`) or largest size the constraints
    /// allow, or the closest to `targetSize`.
    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
                                verticalFittingPriority: .fittingSizeLevel)
    }

    public func systemLayoutSizeFitting(_ targetSize: CGSize,
                                        withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                        verticalFittingPriority: UILayoutPriority) -> CGSize {
        LayoutEngine.shared.fittingSize(of: self, target: targetSize, horizontal: horizontalFittingPriority,
                                        vertical: verticalFittingPriority)
    }

    // MARK: Debugging

    /// Whether the constraints leave this view's frame open: another frame would meet
    /// every constraint as well as this one (false for a view Auto Layout does not lay out).
    public var hasAmbiguousLayout: Bool { LayoutEngine.shared.hasAmbiguousLayout(self) }

    /// Moves a view whose layout is ambiguous to another frame its constraints allow (and
    /// back on the next call), to show the ambiguity on screen. UIKit picks the other
    /// frame at random; Kiosk pulls the open edges and sizes 50 points, so runs repeat.
    public func exerciseAmbiguityInLayout() { LayoutEngine.shared.exerciseAmbiguity(of: self) }

    // MARK: Guides

    public var layoutGuides: [UILayoutGuide] { ownLayoutGuides }

    public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        layoutGuide.owningView?.removeLayoutGuide(layoutGuide)
        layoutGuide.owningView = self
        ownLayoutGuides.append(layoutGuide)
    }

    public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
        guard layoutGuide.owningView === self else { return }
        if let record = layoutGuide.layoutRecord {
            for constraint in Array(record.constraints.values) { constraint.isActive = false }
        }
        ownLayoutGuides.removeAll { $0 === layoutGuide }
        layoutGuide.owningView = nil
    }

    /// The bounds inset by `layoutMargins`.
    public var layoutMarginsGuide: UILayoutGuide {
        if let guide = marginsGuideIfMade { return guide }
        let guide = UILayoutGuide(systemRole: .layoutMargins, owningView: self)
        marginsGuideIfMade = guide
        return guide
    }

    /// The bounds inset by `safeAreaInsets`.
    public var safeAreaLayoutGuide: UILayoutGuide {
        if let guide = safeAreaGuideIfMade { return guide }
        let guide = UILayoutGuide(systemRole: .safeArea, owningView: self)
        safeAreaGuideIfMade = guide
        return guide
    }

    /// Space kept around the content, what the margins guide and margin attributes
    /// use; 8 points on each side by default, as in UIKit.
    public var layoutMargins: UIEdgeInsets {
        get { layoutMarginsValue }
        set {
            guard newValue != layoutMarginsValue else { return }
            layoutMarginsValue = newValue
            LayoutEngine.shared.guideInsetsDidChange(marginsGuideIfMade)
            layoutMarginsDidChange()
            setNeedsLayout()
        }
    }

    /// `layoutMargins` by reading direction.
    public var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get {
            let m = layoutMargins
            return effectiveUserInterfaceLayoutDirection == .rightToLeft
                ? NSDirectionalEdgeInsets(top: m.top, leading: m.right, bottom: m.bottom, trailing: m.left)
                : NSDirectionalEdgeInsets(top: m.top, leading: m.left, bottom: m.bottom, trailing: m.right)
        }
        set {
            layoutMargins = effectiveUserInterfaceLayoutDirection == .rightToLeft
                ? UIEdgeInsets(top: newValue.top, left: newValue.trailing, bottom: newValue.bottom, right: newValue.leading)
                : UIEdgeInsets(top: newValue.top, left: newValue.leading, bottom: newValue.bottom, right: newValue.trailing)
        }
    }

    /// How far the window's safe-area insets reach into this view: the window's own for
    /// a window, zero unless the runtime set them (a notch, a bezel, a status strip).
    public var safeAreaInsets: UIEdgeInsets {
        guard let window else { return .zero }
        let insets = window.screenSafeAreaInsets
        guard self !== window else { return insets }
        guard insets != .zero else { return .zero }
        let frame = convert(bounds, to: window), outer = window.bounds
        return UIEdgeInsets(top: max(0, outer.minY + insets.top - frame.minY),
                            left: max(0, outer.minX + insets.left - frame.minX),
                            bottom: max(0, frame.maxY - (outer.maxY - insets.bottom)),
                            right: max(0, frame.maxX - (outer.maxX - insets.right)))
    }

    /// Which way the view's content reads: forced by `semanticContentAttribute`, else left to right.
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        semanticContentAttribute == .forceRightToLeft ? .rightToLeft : .leftToRight
    }

    /// How far the view's depth in its tree is, for deepest-first update passes.
    var depth: Int {
        var count = 0, view = superview
        while let v = view { count += 1; view = v.superview }
        return count
    }
}

/// A view's content hugging and compression-resistance priorities, UIKit's defaults.
struct ContentPriorities {
    var huggingHorizontal = UILayoutPriority.defaultLow
    var huggingVertical = UILayoutPriority.defaultLow
    var compressionHorizontal = UILayoutPriority.defaultHigh
    var compressionVertical = UILayoutPriority.defaultHigh
}

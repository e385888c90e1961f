import CoreGraphics
@_spi(KioskRuntime) import QuartzCore

/// A rectangle of the interface, backed by a layer that it is the delegate of.
///
/// A view's geometry and appearance are its layer's, in UIKit's spelling. Unlike a
/// standalone layer, a view's layer never animates implicitly: outside an animation
/// block every change shows at once.
@preconcurrency @MainActor open class UIView: UIResponder, CALayerDelegate {
    /// The class of layer a view of this class is backed by: `CALayer` or a subclass of
    /// it. Typed `AnyClass` as in UIKit, so that `override class var layerClass: AnyClass`
    /// compiles; any other class stops the program when a view is made, naming it.
    open class var layerClass: AnyClass { CALayer.self }

    /// The view's backing layer.
    public let layer: CALayer
    /// Read for each view in every deepest-first pass (`LayoutEngine`), on the main actor
    /// only: not checked for overlapping access.
    @exclusivity(unchecked) public private(set) weak var superview: UIView?
    public private(set) var subviews: [UIView] = []
    open var tag = 0
    open var isUserInteractionEnabled = true
    /// Whether the view receives more than one finger at a time; when false (the
    /// default, as in UIKit) fingers landing while another is down in it are not
    /// delivered to it (its gesture recognizers still get them).
    open var isMultipleTouchEnabled = false
    /// Whether bounds size changes resize the subviews by their autoresizing masks.
    open var autoresizesSubviews = true
    open var autoresizingMask: AutoresizingMask = []
    /// Whether the content reads left to right, right to left, or as its text does.
    open var semanticContentAttribute = UISemanticContentAttribute.unspecified
    /// Animations of this view's layer, from blocks without `allowUserInteraction`,
    /// that have not finished yet; while any runs the view ignores touches.
    var animationsIgnoringTouches = 0
    /// The view controller this view is the root view of.
    weak var viewController: UIViewController?

    // Auto Layout's per-view state (see UIView+AutoLayout.swift).
    /// The view's unknowns in the layout engine, once a constraint mentions it.
    var layoutRecord: LayoutItemRecord?
    /// Whether the view is among the layout engine's views that asked for `updateConstraints()`.
    /// Set and cleared for each view entering a window (main actor only): not checked
    /// for overlapping access.
    @exclusivity(unchecked) var wantsConstraintUpdate = false
    /// The constraints installed on the view (it owns them).
    var installedConstraints: [NSLayoutConstraint] = []
    var keepsFrameInLayout = true
    var contentPriorities = ContentPriorities()
    var ownLayoutGuides: [UILayoutGuide] = []
    var marginsGuideIfMade: UILayoutGuide?
    var safeAreaGuideIfMade: UILayoutGuide?
    var layoutMarginsValue = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)

    public init(frame: CGRect) {
        guard let layerType = Self.layerClass as? CALayer.Type else {
            fatalError("\(Self.self).layerClass is \(Self.layerClass), which is not CALayer or a subclass of it")
        }
        // What the layer's own init sets does not animate: the view is not its delegate
        // yet, and on iOS a layer that was never committed runs no implicit animation.
        let disabled = CATransaction.disableActions()
        CATransaction.setDisableActions(true)
        layer = layerType.init()
        CATransaction.setDisableActions(disabled)
        super.init()
        layer.setViewDelegate(self)
        self.frame = frame
    }

    public convenience override init() { self.init(frame: .zero) }

    // MARK: Geometry

    /// The view's rectangle in its superview's coordinates (undefined, as in UIKit,
    /// while `transform` is not the identity; use bounds and center then).
    open var frame: CGRect {
        get { layer.frame }
        set {
            let oldSize = bounds.size
            layer.frame = newValue
            if layoutRecord != nil { LayoutEngine.shared.frameDidChange(of: self) }
            boundsSizeDidChange(from: oldSize)
        }
    }

    open var bounds: CGRect {
        get { layer.bounds }
        set {
            let oldSize = bounds.size
            layer.bounds = newValue
            if layoutRecord != nil { LayoutEngine.shared.frameDidChange(of: self) }
            boundsSizeDidChange(from: oldSize)
        }
    }

    /// The centre of the frame, in the superview's coordinates: the layer's position.
    open var center: CGPoint {
        get { layer.position }
        set {
            layer.position = newValue
            if layoutRecord != nil { LayoutEngine.shared.frameDidChange(of: self) }
        }
    }

    /// Turns, scales and moves the view about its centre.
    open var transform: CGAffineTransform {
        get { CATransform3DGetAffineTransform(layer.transform) }
        set { layer.transform = CATransform3DMakeAffineTransform(newValue) }
    }

    // MARK: Appearance

    open var alpha: CGFloat {
        get { CGFloat(layer.opacity) }
        set { layer.opacity = Float(newValue) }
    }

    open var backgroundColor: UIColor? {
        get { layer.backgroundColor.map(UIColor.init(cgColor:)) }
        set { layer.backgroundColor = newValue?.cgColor }
    }

    open var isHidden: Bool {
        get { layer.isHidden }
        set {
            guard newValue != layer.isHidden else { return }
            layer.isHidden = newValue
            (superview as? UIStackView)?.arrangedSubviewVisibilityDidChange(self)
        }
    }

    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }

    /// The stretchable part of the view's content, in unit coordinates (the layer's
    /// `contentsCenter`).
    open var contentStretch: CGRect {
        get { layer.contentsCenter }
        set { layer.contentsCenter = newValue }
    }

    /// How the layer's contents image fits the bounds (the layer's `contentsGravity`).
    open var contentMode: ContentMode {
        get { ContentMode(gravity: layer.contentsGravity) }
        set { layer.contentsGravity = newValue.gravity }
    }

    /// The colour of the view's active parts (a system button's title, a toolbar's
    /// items): its own if set, else its superview's, else `UIColor.systemBlue`.
    open var tintColor: UIColor! {
        get { ownTintColor ?? superview?.tintColor ?? .systemBlue }
        set {
            ownTintColor = newValue
            tintDidChange()
        }
    }
    var ownTintColor: UIColor?

    /// Called when `tintColor` changed: set on this view or an ancestor, or the view moved.
    open func tintColorDidChange() {}

    /// Pixels per point of what the view draws: its window's screen's scale, else the main screen's.
    open var contentScaleFactor: CGFloat { window?.screen.scale ?? UIScreen.main.scale }

    // MARK: Size

    /// The size that best fits `size`; a plain view keeps its current size.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// Resizes the view to `sizeThatFits` its current size, keeping its origin.
    open func sizeToFit() {
        let size = sizeThatFits(bounds.size)
        frame = CGRect(origin: frame.origin, size: size)
    }

    /// The size the content needs, or `UIView.noIntrinsicMetric` in a dimension where it has no preference.
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }

    public static let noIntrinsicMetric: CGFloat = -1

    // MARK: The view tree

    /// The window the view is in, if any.
    open var window: UIWindow? {
        var view: UIView? = self
        while let v = view {
            if let window = v as? UIWindow { return window }
            view = v.superview
        }
        return nil
    }

    /// The view controller whose root view this is, or else the superview.
    open override var next: UIResponder? { viewController ?? superview }

    open func addSubview(_ view: UIView) { insertSubview(view, at: subviews.count) }

    /// Inserts `view` at `index` (clamped), taking it out of its old superview first.
    open func insertSubview(_ view: UIView, at index: Int) {
        precondition(view !== self && !isDescendant(of: view), "UIView.insertSubview: \(view) cannot be inside itself")
        let oldWindow = view.window
        if view.superview === self {
            subviews.removeAll { $0 === view }
        } else {
            view.removeFromSuperview()
            view.willMove(toSuperview: self)
        }
        let i = min(max(index, 0), subviews.count)
        subviews.insert(view, at: i)
        view.superview = self
        layer.insertSublayer(view.layer, at: UInt32(i))
        if oldWindow !== view.window { view.windowDidChange(to: view.window) }
        view.didMoveToSuperview()
        view.tintDidChange()
        didAddSubview(view)
    }

    open func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
        guard let i = subviews.firstIndex(where: { $0 === sibling }) else { addSubview(view); return }
        let adjust = subviews.firstIndex(where: { $0 === view }).map { $0 < i ? 0 : 1 } ?? 1
        insertSubview(view, at: i + adjust)
    }

    open func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
        guard let i = subviews.firstIndex(where: { $0 === sibling }) else { insertSubview(view, at: 0); return }
        let adjust = subviews.firstIndex(where: { $0 === view }).map { $0 < i ? -1 : 0 } ?? 0
        insertSubview(view, at: i + adjust)
    }

    open func bringSubviewToFront(_ view: UIView) {
        guard view.superview === self else { return }
        insertSubview(view, at: subviews.count)
    }

    open func sendSubviewToBack(_ view: UIView) {
        guard view.superview === self else { return }
        insertSubview(view, at: 0)
    }

    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviews.indices.contains(index1), subviews.indices.contains(index2), index1 != index2 else { return }
        subviews.swapAt(index1, index2)
        for i in [min(index1, index2), max(index1, index2)] { layer.insertSublayer(subviews[i].layer, at: UInt32(i)) }
    }

    open func removeFromSuperview() {
        guard let parent = superview else { return }
        LayoutEngine.shared.viewWillLeaveSuperview(self)
        let oldWindow = window
        resignFirstResponderLeaving(oldWindow)
        parent.willRemoveSubview(self)
        willMove(toSuperview: nil)
        parent.subviews.removeAll { $0 === self }
        superview = nil
        layer.removeFromSuperlayer()
        if oldWindow != nil { windowDidChange(to: nil) }
        didMoveToSuperview()
        tintDidChange()
    }

    /// A first responder leaving its window resigns first, without being asked, as on iOS.
    private func resignFirstResponderLeaving(_ window: UIWindow?) {
        guard let window, let responder = window.firstResponder as? UIView, responder.isDescendant(of: self) else { return }
        window.forceResignation(of: responder)
    }

    open func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let v = current { if v === view { return true }; current = v.superview }
        return false
    }

    /// The first view with `tag`, searching self then the subviews depth first.
    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for view in subviews { if let found = view.viewWithTag(tag) { return found } }
        return nil
    }

    // MARK: Hierarchy notifications (override points)

    open func willMove(toSuperview newSuperview: UIView?) {}
    open func didMoveToSuperview() {}
    open func willMove(toWindow newWindow: UIWindow?) {}
    open func didMoveToWindow() {}
    open func didAddSubview(_ subview: UIView) {}
    open func willRemoveSubview(_ subview: UIView) {}

    private func windowDidChange(to newWindow: UIWindow?) {
        // In a window for the first time (or again), the view is asked to update its
        // constraints before the next layout, as in UIKit.
        if newWindow != nil { setNeedsUpdateConstraints() }
        willMove(toWindow: newWindow)
        for view in subviews { view.windowDidChange(to: newWindow) }
        didMoveToWindow()
    }

    /// Makes the first responder inside this view (the view itself or a subview)
    /// resign; with `force`, whatever its delegate or `canResignFirstResponder` say.
    /// Returns whether no first responder is left inside the view.
    @discardableResult
    open func endEditing(_ force: Bool) -> Bool { resignFirstResponderInside(force: force) }

    // MARK: Layout

    /// Lays out the subviews; the default does nothing (autoresizing already ran and
    /// subviews placed by constraints already have their solved frames).
    open func layoutSubviews() {}

    /// Adds or changes the view's constraints before layout, when it asked with
    /// `setNeedsUpdateConstraints()` (and once when it enters a window). Overrides call super last.
    open func updateConstraints() {}

    /// Called when `layoutMargins` changed.
    open func layoutMarginsDidChange() {}

    /// Called when `safeAreaInsets` changed.
    open func safeAreaInsetsDidChange() {}

    /// The first and last baselines' distances below the view's vertical centre, for
    /// views with text; nil for a view without (its baselines are its bottom).
    var baselineOffsetsFromCenter: (first: CGFloat, last: CGFloat)? { nil }

    /// Asks for `layoutSubviews()` at the next `layoutIfNeeded()` (of the view or its
    /// layer): the layer's request, so the next commit lays the view out at the latest.
    open func setNeedsLayout() { layer.setNeedsLayout() }

    /// Runs `layoutSubviews()` now if a layout is pending, then lays out the subviews:
    /// the layer's layout, which asks each view through `layoutSublayers(of:)`.
    /// Constraints are brought up to date first, so a constraint changed just before
    /// (in an animation block, the classic way to animate one) moves its views now.
    open func layoutIfNeeded() {
        let engine = LayoutEngine.shared
        var rounds = 0
        repeat {
            rounds += 1
            engine.prepareLayout()
            layer.layoutIfNeeded()
            // A layout that changed constraints (a frame set in layoutSubviews that
            // constraints follow) lays out again, a bounded number of times.
        } while engine.hasChangesSinceLayout && rounds < 4
    }

    private func boundsSizeDidChange(from oldSize: CGSize) {
        let newSize = bounds.size
        guard newSize != oldSize else { return }
        if autoresizesSubviews {
            for view in subviews where !view.autoresizingMask.isEmpty {
                view.frame = view.autoresizingMask.resize(view.frame, from: oldSize, to: newSize)
            }
        }
        setNeedsLayout()
    }

    // MARK: Hit testing

    /// The farthest descendant (or self) that takes touches at `point`, given in this
    /// view's coordinates: nil if this view is hidden, nearly transparent (alpha below
    /// 0.01, compared as the layer's Float opacity), not interactive, animating without
    /// `allowUserInteraction`, or `point` is not inside it; subviews are asked front to back.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard isUserInteractionEnabled, !isHidden, layer.opacity >= 0.01, animationsIgnoringTouches == 0,
              self.point(inside: point, with: event) else { return nil }
        for view in subviews.reversed() {
            if let hit = view.hitTest(view.convert(point, from: self), with: event) { return hit }
        }
        return self
    }

    /// Whether `point`, in this view's coordinates, is inside it: within its bounds.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.contains(point) }

    // MARK: Gesture recognizers

    private var attachedGestureRecognizers: [UIGestureRecognizer] = []

    /// The recognizers attached to the view, in the order added (nil when none, as in UIKit).
    open var gestureRecognizers: [UIGestureRecognizer]? {
        get { attachedGestureRecognizers.isEmpty ? nil : attachedGestureRecognizers }
        set {
            for recognizer in attachedGestureRecognizers { removeGestureRecognizer(recognizer) }
            for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
        }
    }

    /// Attaches `gestureRecognizer`, taking it from the view it was on.
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard gestureRecognizer.view !== self else { return }
        gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        attachedGestureRecognizers.append(gestureRecognizer)
        gestureRecognizer.view = self
    }

    /// Detaches `gestureRecognizer`; a gesture it is recognizing is cancelled.
    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard gestureRecognizer.view === self else { return }
        gestureRecognizer.withdraw()
        attachedGestureRecognizers.removeAll { $0 === gestureRecognizer }
        gestureRecognizer.view = nil
    }

    /// Whether `gestureRecognizer`, which has touches in this view or is attached to
    /// it, may leave the possible state; false makes it fail.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

    // MARK: CALayerDelegate

    /// Inside an animation block, the block's animation for an animatable property;
    /// otherwise none: a view's layer never animates implicitly.
    open func action(for layer: CALayer, forKey event: String) -> CAAction? {
        layer === self.layer ? ViewAnimations.action(for: self, key: event) : nil
    }

    /// The view's layout, when its layer lays out: `layoutSubviews()` between its view
    /// controller's will- and did-layout calls.
    public func layoutSublayers(of layer: CALayer) {
        guard layer === self.layer else { return }
        viewController?.viewWillLayoutSubviews()
        if !LayoutEngine.shared.isEmpty { LayoutEngine.shared.applySolvedFrames(toSubviewsOf: self) }
        layoutSubviews()
        viewController?.viewDidLayoutSubviews()
    }
}

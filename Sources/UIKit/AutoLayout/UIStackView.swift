import CoreGraphics

/// Lays out its arranged subviews in a row or a column with constraints, as UIKit's:
/// how they share the length (`distribution`), how they sit across it (`alignment`),
/// the spacing between them. A hidden arranged view collapses; hidden inside an
/// animation block, the others slide into its place.
@preconcurrency @MainActor open class UIStackView: UIView {
    public enum Distribution: Int, Sendable {
        case fill = 0, fillEqually, fillProportionally, equalSpacing, equalCentering
    }

    public enum Alignment: Int, Sendable {
        case fill = 0, leading, firstBaseline, center, trailing, lastBaseline
        public static var top: Alignment { .leading }
        public static var bottom: Alignment { .trailing }
    }

    /// `setCustomSpacing(_:after:)` with this value returns to `spacing`.
    public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude
    /// The system's standard spacing (8 points here).
    public static let spacingUseSystem = -CGFloat.greatestFiniteMagnitude

    public private(set) var arrangedSubviews: [UIView] = []
    open var axis = NSLayoutConstraint.Axis.horizontal { didSet { rearrange() } }
    open var distribution = Distribution.fill { didSet { rearrange() } }
    open var alignment = Alignment.fill { didSet { rearrange() } }
    open var spacing: CGFloat = 0 { didSet { rearrange() } }
    /// Whether the views are arranged inside the layout margins rather than the bounds.
    open var isLayoutMarginsRelativeArrangement = false { didSet { rearrange() } }

    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    private var arrangement: [NSLayoutConstraint] = []
    private var spacers: [UILayoutGuide] = []
    private var needsArrangement = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    // MARK: Arranged subviews

    open func addArrangedSubview(_ view: UIView) { insertArrangedSubview(view, at: arrangedSubviews.count) }

    /// Adds `view` to the arranged views at `stackIndex` (and as a subview if it is not one).
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(stackIndex, 0), arrangedSubviews.count))
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        rearrange()
    }

    /// Stops arranging `view`; it stays a subview (remove it from its superview to take it out).
    open func removeArrangedSubview(_ view: UIView) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        arrangedSubviews.removeAll { $0 === view }
        customSpacings[ObjectIdentifier(view)] = nil
        rearrange()
    }

    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        removeArrangedSubview(subview)
    }

    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing == Self.spacingUseDefault ? nil : spacing
        rearrange()
    }

    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
    }

    /// An arranged view was shown or hidden: arrange again, and inside an animation
    /// block lay out now so that the collapse animates.
    func arrangedSubviewVisibilityDidChange(_ view: UIView) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        rearrange()
        if ViewAnimations.current != nil {
            var top: UIView = self
            while let parent = top.superview { top = parent }
            top.layoutIfNeeded()
        }
    }

    private func rearrange() {
        needsArrangement = true
        setNeedsUpdateConstraints()
        setNeedsLayout()
    }

    open override func updateConstraints() {
        if needsArrangement {
            needsArrangement = false
            NSLayoutConstraint.deactivate(arrangement)
            for guide in spacers { removeLayoutGuide(guide) }
            spacers = []
            arrangement = makeArrangement()
            NSLayoutConstraint.activate(arrangement)
        }
        super.updateConstraints()
    }

    // MARK: The constraints

    private func makeArrangement() -> [NSLayoutConstraint] {
        let canvas: AnyObject = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
        let horizontal = axis == .horizontal
        let lead: NSLayoutConstraint.Attribute = horizontal ? .leading : .top
        let trail: NSLayoutConstraint.Attribute = horizontal ? .trailing : .bottom
        let length: NSLayoutConstraint.Attribute = horizontal ? .width : .height
        let middle: NSLayoutConstraint.Attribute = horizontal ? .centerX : .centerY
        var made: [NSLayoutConstraint] = []
        func add(_ a: AnyObject, _ aa: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation,
                 _ b: AnyObject?, _ ba: NSLayoutConstraint.Attribute, multiplier: CGFloat = 1, constant: CGFloat = 0,
                 priority: UILayoutPriority = .required, _ name: String) {
            let constraint = NSLayoutConstraint(item: a, attribute: aa, relatedBy: relation, toItem: b, attribute: ba,
                                                multiplier: multiplier, constant: constant)
            constraint.priority = priority
            constraint.identifier = name
            made.append(constraint)
        }

        let visible = arrangedSubviews.filter { !$0.isHidden }
        // Along the axis: the first and last views meet the canvas' edges; hidden ones
        // collapse where they stand.
        if let first = visible.first, let last = visible.last {
            add(first, lead, .equal, canvas, lead, "UISV-canvas-connection")
            add(last, trail, .equal, canvas, trail, "UISV-canvas-connection")
        }
        var previous: UIView?
        for view in arrangedSubviews {
            if view.isHidden {
                add(view, length, .equal, nil, .notAnAttribute, "UISV-hiding")
                if let previous {
                    add(view, lead, .equal, previous, trail, "UISV-hiding")
                } else {
                    add(view, lead, .equal, canvas, lead, "UISV-hiding")
                }
                continue
            }
            defer { previous = view }
            guard let previous else { continue }
            let gap = gap(after: previous)
            switch distribution {
            case .fill, .fillEqually, .fillProportionally:
                add(view, lead, .equal, previous, trail, constant: gap, "UISV-spacing")
            case .equalSpacing, .equalCentering:
                let spacer = UILayoutGuide()
                spacer.identifier = "UISV-distributing"
                addLayoutGuide(spacer)
                spacers.append(spacer)
                let centring = distribution == .equalCentering
                add(spacer, lead, .equal, previous, centring ? middle : trail, "UISV-distributing-edge")
                add(spacer, trail, .equal, view, centring ? middle : lead, "UISV-distributing-edge")
                if centring {
                    add(view, lead, .greaterThanOrEqual, previous, trail, constant: gap, "UISV-spacing")
                } else {
                    add(spacer, length, .greaterThanOrEqual, nil, .notAnAttribute, constant: gap, "UISV-spacing")
                }
                if let firstSpacer = spacers.first, firstSpacer !== spacer {
                    add(spacer, length, .equal, firstSpacer, length, "UISV-fill-equally")
                }
            }
        }
        if let first = visible.first {
            for view in visible.dropFirst() {
                switch distribution {
                case .fillEqually:
                    add(view, length, .equal, first, length, "UISV-fill-equally")
                case .fillProportionally:
                    let share = proportion(of: view, to: first)
                    if let share { add(view, length, .equal, first, length, multiplier: share, "UISV-fill-proportionally") }
                default: break
                }
            }
        }

        // Across the axis.
        let crossLead: NSLayoutConstraint.Attribute = horizontal ? .top : .leading
        let crossTrail: NSLayoutConstraint.Attribute = horizontal ? .bottom : .trailing
        let crossMiddle: NSLayoutConstraint.Attribute = horizontal ? .centerY : .centerX
        let crossLength: NSLayoutConstraint.Attribute = horizontal ? .height : .width
        var alignment = self.alignment
        if !horizontal && (alignment == .firstBaseline || alignment == .lastBaseline) { alignment = .fill }
        let baseline: NSLayoutConstraint.Attribute = alignment == .firstBaseline ? .firstBaseline : .lastBaseline
        for view in arrangedSubviews {
            switch alignment {
            case .fill:
                add(view, crossLead, .equal, canvas, crossLead, "UISV-alignment")
                add(view, crossTrail, .equal, canvas, crossTrail, "UISV-alignment")
            case .leading:
                add(view, crossLead, .equal, canvas, crossLead, "UISV-alignment")
                add(view, crossTrail, .lessThanOrEqual, canvas, crossTrail, "UISV-spanning-boundary")
            case .trailing:
                add(view, crossTrail, .equal, canvas, crossTrail, "UISV-alignment")
                add(view, crossLead, .greaterThanOrEqual, canvas, crossLead, "UISV-spanning-boundary")
            case .center:
                add(view, crossMiddle, .equal, canvas, crossMiddle, "UISV-alignment")
                add(view, crossLead, .greaterThanOrEqual, canvas, crossLead, "UISV-spanning-boundary")
            case .firstBaseline, .lastBaseline:
                add(view, crossLead, .greaterThanOrEqual, canvas, crossLead, "UISV-spanning-boundary")
                add(view, crossTrail, .lessThanOrEqual, canvas, crossTrail, "UISV-spanning-boundary")
                if let first = arrangedSubviews.first, first !== view {
                    add(view, baseline, .equal, first, baseline, "UISV-alignment")
                }
            }
        }
        if alignment != .fill && !arrangedSubviews.isEmpty {
            // As small across as the largest view allows.
            add(canvas, crossLength, .equal, nil, .notAnAttribute, priority: UILayoutPriority(49), "UISV-canvas-fit")
        }
        return made
    }

    /// The space after `view`: its custom spacing, else `spacing`.
    private func gap(after view: UIView) -> CGFloat {
        let custom = customSpacing(after: view)
        if custom == Self.spacingUseSystem { return UIView.systemSpacing }
        return custom == Self.spacingUseDefault ? (spacing == Self.spacingUseSystem ? UIView.systemSpacing : spacing) : custom
    }

    /// `view`'s intrinsic length over `first`'s, when both have one.
    private func proportion(of view: UIView, to first: UIView) -> CGFloat? {
        let horizontal = axis == .horizontal
        let a = horizontal ? view.intrinsicContentSize.width : view.intrinsicContentSize.height
        let b = horizontal ? first.intrinsicContentSize.width : first.intrinsicContentSize.height
        guard a > 0, b > 0 else { return nil }
        return a / b
    }
}

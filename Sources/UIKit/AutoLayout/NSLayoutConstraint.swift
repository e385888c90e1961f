import CoreGraphics

/// A linear relation between two items' attributes, `first = multiplier × second +
/// constant` (or ≤, ≥), that Auto Layout keeps while it is active and as far as its
/// priority allows. Changing `constant` re-solves only what the constraint touches.
@preconcurrency @MainActor open class NSLayoutConstraint: @MainActor CustomStringConvertible {
    open private(set) weak var firstItem: AnyObject?
    open private(set) weak var secondItem: AnyObject?
    public let firstAttribute: Attribute
    public let secondAttribute: Attribute
    public let relation: Relation
    public let multiplier: CGFloat

    /// Re-solved incrementally when changed on an active constraint.
    open var constant: CGFloat {
        didSet { if constant != oldValue { LayoutEngine.shared.update(self) } }
    }

    /// Re-solved in place when changed on an active constraint. As in UIKit, an active
    /// constraint cannot change to or from required: UIKit throws, Kiosk reports UIKit's
    /// message and keeps the old priority.
    open var priority: UILayoutPriority = .required {
        didSet {
            guard priority != oldValue else { return }
            if isInstalled && priority.solverPriority.isRequired != oldValue.solverPriority.isRequired {
                let refused = priority
                priority = oldValue
                LayoutEngine.shared.refusePriorityChange(of: self, to: refused, from: oldValue)
                return
            }
            LayoutEngine.shared.update(self)
        }
    }

    /// A name that shows in constraint reports.
    open var identifier: String?
    /// Kept for source compatibility; archiving does not exist here.
    open var shouldBeArchived = false

    /// The solver's constraints this one is held by while active and not broken.
    var solverConstraints: [LayoutSolverConstraint] = []
    /// The view the constraint is installed on while active: its items' nearest common ancestor.
    weak var container: UIView?
    var isInstalled = false
    /// Set when the engine broke it to recover from a conflict.
    var isBroken = false

    /// Whether the constraint takes part in layout; setting true installs it on its items'
    /// nearest common ancestor.
    open var isActive: Bool {
        get { isInstalled }
        set {
            if newValue { LayoutEngine.shared.activate(self) } else { LayoutEngine.shared.deactivate(self) }
        }
    }

    public init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
                toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        firstItem = view1 as AnyObject
        secondItem = view2.map { $0 as AnyObject }
        firstAttribute = attr1
        secondAttribute = view2 == nil ? .notAnAttribute : attr2
        self.relation = relation
        self.multiplier = multiplier
        constant = c
    }

    /// Activates `constraints`, solved together in one request when they hold together.
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        LayoutEngine.shared.activate(constraints)
    }

    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    // MARK: Solving

    /// The solver's form of the constraint in `container`'s bounds coordinates.
    func makeSolverConstraints(_ engine: LayoutEngine, in container: UIView) -> [LayoutSolverConstraint] {
        guard let first = firstItem as? any LayoutItem else { return [] }
        let lhs = engine.expression(first, firstAttribute, in: container)
        var rhs = LayoutExpression(Double(constant))
        if let second = secondItem as? any LayoutItem, secondAttribute != .notAnAttribute {
            rhs = rhs + Double(multiplier) * engine.expression(second, secondAttribute, in: container)
        }
        return [LayoutSolverConstraint(lhs, relation.solverRelation, rhs, priority: priority.solverPriority)]
    }

    /// The items a constraint mentions, for the engine's bookkeeping.
    var items: [any LayoutItem] {
        [firstItem as? any LayoutItem, secondItem as? any LayoutItem].compactMap(\.self)
    }

    // MARK: Description

    /// UIKit's form: `<NSLayoutConstraint:0x… 'name' UIView:0x….width == 0.5*UIView:0x….width + 10   (active)>`.
    open var description: String {
        let name = identifier.map { " '\($0)'" } ?? ""
        return "<\(layoutDebugName(of: self))\(name) \(relationDescription)\(priorityDescription)   (\(isActive ? "active" : "inactive"))>"
    }

    var relationDescription: String {
        let lhs = "\(firstItem.map(layoutDebugName(of:)) ?? "nil").\(firstAttribute.name)"
        var rhs = ""
        if let second = secondItem, secondAttribute != .notAnAttribute {
            rhs = (multiplier == 1 ? "" : "\(Self.format(multiplier))*") + "\(layoutDebugName(of: second)).\(secondAttribute.name)"
            if constant > 0 { rhs += " + \(Self.format(constant))" }
            if constant < 0 { rhs += " - \(Self.format(-constant))" }
        } else {
            rhs = Self.format(constant)
        }
        return "\(lhs) \(relation.symbol) \(rhs)"
    }

    var priorityDescription: String {
        priority == .required ? "" : " @\(Self.format(CGFloat(priority.rawValue)))"
    }

    /// A number as UIKit prints it: whole numbers without a fraction.
    static func format(_ value: CGFloat) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(Double(value))"
    }
}

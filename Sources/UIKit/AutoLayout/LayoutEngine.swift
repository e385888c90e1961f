import CoreGraphics
import Foundation

/// Auto Layout's engine: one incremental solver for every active constraint, the
/// unknowns of each item that a constraint mentions, and the bridge to the layout
/// pass — before a pass it runs `updateConstraints()` where asked and refreshes
/// content sizes, and in each view's layout it gives the subviews their solved frames
/// (so `layoutIfNeeded()` in an animation block animates them).
///
/// Items are held weakly: a constraint belongs to the view it is installed on, and an
/// item that goes away takes its unknowns out of the solver at the next pass.
@MainActor final class LayoutEngine {
    static let shared = LayoutEngine()

    private(set) var solver = LayoutSolver()
    private var records: [ObjectIdentifier: LayoutItemRecord] = [:]
    /// The constraint that each solver constraint stands for, to name it in reports.
    private var owners: [ObjectIdentifier: Weak<NSLayoutConstraint>] = [:]
    /// Bumped by every change to the solver; the pass looks for new frames when it moved.
    private(set) var revision = 0
    private var revisionLaidOut = 0
    private var pendingContentSizes: [ObjectIdentifier: Weak<UIView>] = [:]
    /// The views that asked for `updateConstraints()` (each once: `wantsConstraintUpdate`),
    /// held until the next pass. Not weakly: a page of 500 labels entering a window paid
    /// more for weak references' side tables and loads than for the updates.
    private var pendingConstraintUpdates: [UIView] = []
    private var safeAreaGuides: [ObjectIdentifier: Weak<UILayoutGuide>] = [:]
    /// The unsatisfiable-constraint reports written so far (the last 32), for tests.
    private(set) var reports: [String] = []

    /// Where reports go besides `reports`: standard error, as UIKit logs them.
    var writeReport: (String) -> Void = { FileHandle.standardError.write(Data("[LayoutConstraints] \($0)\n".utf8)) }

    var isEmpty: Bool { records.isEmpty }

    /// Whether the solver changed since the last look for new frames.
    var hasChangesSinceLayout: Bool { revision != revisionLaidOut }

    // MARK: Items

    /// The item's unknowns, made on first use together with the engine's own
    /// constraints for it (autoresizing, content size, a system guide's placement).
    func record(for item: any LayoutItem) -> LayoutItemRecord {
        if let record = item.layoutRecord { return record }
        let key = ObjectIdentifier(item)
        // A record under this key whose item is gone belongs to an object that had this
        // address before: drop it first, or its constraints and unknowns stay for ever.
        if let stale = records[key], stale.item == nil { dropRecord(key, stale) }
        let record = LayoutItemRecord(item: item, name: item.layoutName)
        item.layoutRecord = record
        records[key] = record
        if let view = item as? UIView {
            installSystemConstraints(of: view)
        } else if let guide = item as? UILayoutGuide, let role = guide.systemRole {
            let placement = LayoutGuidePlacementConstraint(guide: guide, name: guide.identifier)
            record.systemConstraints["placement"] = placement
            if role == .safeArea { safeAreaGuides[ObjectIdentifier(guide)] = Weak(guide) }
            activate(placement)
        }
        return record
    }

    /// The solved frame of `item` in its container's bounds (zero if no constraint mentions it).
    func solvedFrame(of item: any LayoutItem) -> CGRect {
        item.layoutRecord?.frame(in: solver) ?? .zero
    }

    /// A view that keeps its frame is pinned to it; one laid out by constraints gets
    /// its content size as hugging and compression-resistance constraints.
    func installSystemConstraints(of view: UIView) {
        guard let record = view.layoutRecord else { return }
        for (_, constraint) in record.systemConstraints where !(constraint is LayoutGuidePlacementConstraint) {
            deactivate(constraint)
        }
        record.systemConstraints = record.systemConstraints.filter { $0.value is LayoutGuidePlacementConstraint }
        if view.translatesAutoresizingMaskIntoConstraints {
            for component in NSAutoresizingMaskLayoutConstraint.Component.allCases {
                let pin = NSAutoresizingMaskLayoutConstraint(view: view, component: component)
                record.systemConstraints[component.rawValue] = pin
                activate(pin)
            }
        } else {
            for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
                let size = NSContentSizeLayoutConstraint(view: view, axis: axis)
                record.systemConstraints[axis == .horizontal ? "contentWidth" : "contentHeight"] = size
                activate(size)
            }
        }
    }

    /// A view's frame was set by its code: its autoresizing constraints follow.
    func frameDidChange(of view: UIView) {
        guard let record = view.layoutRecord, view.translatesAutoresizingMaskIntoConstraints else { return }
        for component in NSAutoresizingMaskLayoutConstraint.Component.allCases {
            if let pin = record.systemConstraints[component.rawValue] { update(pin) }
        }
    }

    func invalidateContentSize(of view: UIView) {
        guard view.layoutRecord != nil else { return }
        pendingContentSizes[ObjectIdentifier(view)] = Weak(view)
    }

    func setNeedsUpdateConstraints(_ view: UIView) {
        guard !view.wantsConstraintUpdate else { return }
        view.wantsConstraintUpdate = true
        pendingConstraintUpdates.append(view)
    }

    func needsUpdateConstraints(_ view: UIView) -> Bool { view.wantsConstraintUpdate }

    /// A layout-margins or safe-area inset changed: the guide's placement follows.
    func guideInsetsDidChange(_ guide: UILayoutGuide?) {
        guard let guide, let placement = guide.layoutRecord?.systemConstraints["placement"] else { return }
        update(placement)
    }

    // MARK: Expressions

    /// `attribute` of `item`, in `container`'s bounds coordinates.
    func expression(_ item: any LayoutItem, _ attribute: NSLayoutConstraint.Attribute,
                    in container: UIView) -> LayoutExpression {
        if let plain = attribute.withoutMargin, let view = item as? UIView {
            return expression(view.layoutMarginsGuide, plain, in: container)
        }
        let record = record(for: item)
        var x = LayoutExpression(0), y = LayoutExpression(0)
        if item !== container {
            x = LayoutExpression(record.minX)
            y = LayoutExpression(record.minY)
            var parent = item.layoutContainer
            while let view = parent, view !== container {
                let outer = self.record(for: view)
                x = x + outer.minX
                y = y + outer.minY
                parent = view.superview
            }
        }
        let width = LayoutExpression(record.width), height = LayoutExpression(record.height)
        let rightToLeft = Self.isRightToLeft(item)
        switch attribute {
        case .left: return x
        case .right: return x + width
        case .leading: return rightToLeft ? x + width : x
        case .trailing: return rightToLeft ? x : x + width
        case .width: return width
        case .centerX: return x + 0.5 * width
        case .top: return y
        case .bottom: return y + height
        case .height: return height
        case .centerY: return y + 0.5 * height
        case .firstBaseline, .lastBaseline:
            guard let view = item as? UIView, let offsets = view.baselineOffsetsFromCenter else { return y + height }
            return y + 0.5 * height + Double(attribute == .firstBaseline ? offsets.first : offsets.last)
        default: return LayoutExpression(0)
        }
    }

    private static func isRightToLeft(_ item: any LayoutItem) -> Bool {
        let view = (item as? UIView) ?? item.layoutContainer
        return view?.effectiveUserInterfaceLayoutDirection == .rightToLeft
    }

    /// The nearest view both items are in (an item that is a view counts as in itself).
    private func commonContainer(_ first: any LayoutItem, _ second: (any LayoutItem)?) -> UIView? {
        let a = (first as? UIView) ?? first.layoutContainer
        guard let second else { return a }
        let b = (second as? UIView) ?? second.layoutContainer
        guard let a, let b else { return nil }
        var ancestors = Set<ObjectIdentifier>()
        var view: UIView? = a
        while let v = view { ancestors.insert(ObjectIdentifier(v)); view = v.superview }
        view = b
        while let v = view {
            if ancestors.contains(ObjectIdentifier(v)) { return v }
            view = v.superview
        }
        return nil
    }

    // MARK: Constraints

    func activate(_ constraint: NSLayoutConstraint) {
        guard let made = install(constraint) else { return }
        add(made, for: constraint)
    }

    /// Activates `constraints` together: one solver request for all of them when they
    /// hold together (the common case, and much cheaper), else one at a time so that
    /// each conflict is reported and only its constraint broken.
    func activate(_ constraints: [NSLayoutConstraint]) {
        var pending: [(constraint: NSLayoutConstraint, made: [LayoutSolverConstraint])] = []
        for constraint in constraints {
            if let made = install(constraint) { pending.append((constraint, made)) }
        }
        do {
            try solver.addConstraints(pending.flatMap(\.made))
            for (constraint, made) in pending {
                for solverConstraint in made { owners[ObjectIdentifier(solverConstraint)] = Weak(constraint) }
                constraint.solverConstraints += made
            }
            revision += 1
        } catch {
            for (constraint, made) in pending { add(made, for: constraint) }
        }
    }

    /// Installs `constraint` on its items' nearest common ancestor and returns its
    /// solver form, not yet added; nil (with a report) if it cannot be installed.
    private func install(_ constraint: NSLayoutConstraint) -> [LayoutSolverConstraint]? {
        guard !constraint.isInstalled else { return nil }
        guard let first = constraint.firstItem as? any LayoutItem else {
            report("Unable to activate constraint \(constraint): its first item is \(constraint.firstItem.map { "\(type(of: $0))" } ?? "nil"), "
                + "not a view or layout guide.")
            return nil
        }
        let second = constraint.secondItem as? any LayoutItem
        guard constraint.secondItem == nil || second != nil else {
            report("Unable to activate constraint \(constraint): its second item is not a view or layout guide.")
            return nil
        }
        let engineOwned = constraint is NSAutoresizingMaskLayoutConstraint || constraint is NSContentSizeLayoutConstraint
            || constraint is LayoutGuidePlacementConstraint
        guard let container = engineOwned ? ((first as? UIView) ?? first.layoutContainer) : commonContainer(first, second) else {
            report("Unable to activate constraint with anchors \(constraint.firstItem.map(layoutDebugName(of:)) ?? "nil").\(constraint.firstAttribute.name) "
                + "and \(constraint.secondItem.map(layoutDebugName(of:)) ?? "nil").\(constraint.secondAttribute.name) because they have no common ancestor. "
                + "Does the constraint or its anchors reference items in different view hierarchies? That's illegal.")
            return nil
        }
        constraint.isInstalled = true
        constraint.container = container
        if !engineOwned { container.installedConstraints.append(constraint) }
        for item in constraint.items { record(for: item).constraints[ObjectIdentifier(constraint)] = constraint }
        return constraint.makeSolverConstraints(self, in: container)
    }

    func deactivate(_ constraint: NSLayoutConstraint) {
        guard constraint.isInstalled else { return }
        removeFromSolver(constraint)
        constraint.isInstalled = false
        constraint.isBroken = false
        for item in constraint.items { item.layoutRecord?.constraints[ObjectIdentifier(constraint)] = nil }
        constraint.container?.installedConstraints.removeAll { $0 === constraint }
        constraint.container = nil
    }

    /// Re-solves `constraint` after its constant (or priority, or what an engine
    /// constraint follows) changed: in place through the solver's constant and priority
    /// changes when only those moved (a priority staying below required), else by taking
    /// it out and adding it again.
    func update(_ constraint: NSLayoutConstraint) {
        guard constraint.isInstalled, let container = constraint.container else { return }
        let old = constraint.solverConstraints
        let new = constraint.makeSolverConstraints(self, in: container)
        let inPlace = !constraint.isBroken && old.count == new.count && zip(old, new).allSatisfy { a, b in
            a.relation == b.relation && a.expression.terms == b.expression.terms
                && (a.priority == b.priority || !a.priority.isRequired && !b.priority.isRequired)
        }
        guard inPlace else {
            removeFromSolver(constraint)
            constraint.isBroken = false
            add(new, for: constraint)
            return
        }
        for (index, (before, after)) in zip(old, new).enumerated() where before.priority != after.priority {
            // The new priority first, at the old constant (then the constant below).
            let step = before.expression.constant == after.expression.constant ? after
                : LayoutSolverConstraint(before.expression, before.relation, LayoutExpression(0),
                                         priority: after.priority, name: after.name)
            do {
                try solver.changePriority(of: before, to: step)
            } catch {
                removeFromSolver(constraint)
                constraint.isBroken = true
                reportFailure(error, breaking: constraint)
                return
            }
            owners[ObjectIdentifier(before)] = nil
            owners[ObjectIdentifier(step)] = Weak(constraint)
            constraint.solverConstraints[index] = step
            revision += 1
        }
        for (index, (before, after)) in zip(constraint.solverConstraints, new).enumerated()
        where before.expression.constant != after.expression.constant {
            do {
                try solver.changeConstant(of: before, to: after)
                owners[ObjectIdentifier(before)] = nil
                owners[ObjectIdentifier(after)] = Weak(constraint)
                constraint.solverConstraints[index] = after
                revision += 1
            } catch {
                // The new constant cannot hold: report, and break the constraint.
                removeFromSolver(constraint)
                constraint.isBroken = true
                reportFailure(error, breaking: constraint)
                return
            }
        }
    }

    /// UIKit's refusal (an exception there, a report here) of an active constraint's
    /// priority changing to or from required.
    func refusePriorityChange(of constraint: NSLayoutConstraint, to priority: UILayoutPriority, from existing: UILayoutPriority) {
        report("Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported. "
            + "You passed priority \(NSLayoutConstraint.format(CGFloat(priority.rawValue))) and the existing priority was "
            + "\(NSLayoutConstraint.format(CGFloat(existing.rawValue))). The priority of \(constraint) is unchanged.")
    }

    private func add(_ solverConstraints: [LayoutSolverConstraint], for constraint: NSLayoutConstraint) {
        for solverConstraint in solverConstraints {
            do {
                try solver.addConstraint(solverConstraint)
                owners[ObjectIdentifier(solverConstraint)] = Weak(constraint)
                constraint.solverConstraints.append(solverConstraint)
                revision += 1
            } catch {
                constraint.isBroken = true
                reportFailure(error, breaking: constraint)
            }
        }
    }

    private func removeFromSolver(_ constraint: NSLayoutConstraint) {
        for solverConstraint in constraint.solverConstraints {
            try? solver.removeConstraint(solverConstraint)
            owners[ObjectIdentifier(solverConstraint)] = nil
            revision += 1
        }
        constraint.solverConstraints = []
    }

    // MARK: Reports

    private func reportFailure(_ error: LayoutSolverError, breaking broken: NSLayoutConstraint) {
        guard case let .unsatisfiable(_, conflicting) = error else {
            report("Auto Layout could not apply \(broken): \(error). The constraint is ignored.")
            return
        }
        var named: [NSLayoutConstraint] = []
        for solverConstraint in conflicting.dropFirst() {
            if let owner = owners[ObjectIdentifier(solverConstraint)]?.value, !named.contains(where: { $0 === owner }) {
                named.append(owner)
            }
        }
        named.append(broken)
        report(Self.unsatisfiableReport(conflicting: named, broken: broken))
    }

    /// UIKit's message for a conflict among required constraints, naming each one and
    /// the one broken to recover.
    static func unsatisfiableReport(conflicting: [NSLayoutConstraint], broken: NSLayoutConstraint) -> String {
        var lines = [
            "Unable to simultaneously satisfy constraints.",
            "\tProbably at least one of the constraints in the following list is one you don't want. ",
            "\tTry this: ",
            "\t\t(1) look at each constraint and try to figure out which you don't expect; ",
            "\t\t(2) find the code that added the unwanted constraint or constraints and fix it. ",
        ]
        if conflicting.contains(where: { $0 is NSAutoresizingMaskLayoutConstraint }) {
            lines.append("\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, "
                + "refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints) ")
        }
        lines.append("(")
        lines.append(conflicting.map { "    \"\($0)\"" }.joined(separator: ",\n"))
        lines.append(")")
        lines.append("")
        lines.append("Will attempt to recover by breaking constraint ")
        lines.append("\(broken)")
        return lines.joined(separator: "\n")
    }

    private func report(_ message: String) {
        reports.append(message)
        if reports.count > 32 { reports.removeFirst() }
        writeReport(message)
    }

    // MARK: The layout pass

    /// Before a layout pass: `updateConstraints()` for the views that asked (deepest
    /// first, as UIKit), new content sizes and safe-area insets, items that went away
    /// dropped; then every view whose solved frame differs from its frame has its
    /// superview marked for layout.
    func prepareLayout() {
        runConstraintUpdates()
        if !pendingContentSizes.isEmpty {
            let views = pendingContentSizes.values.compactMap(\.value)
            pendingContentSizes.removeAll()
            for view in views {
                for key in ["contentWidth", "contentHeight"] {
                    if let size = view.layoutRecord?.systemConstraints[key] { update(size) }
                }
            }
        }
        for (key, guide) in safeAreaGuides {
            guard let guide = guide.value else { safeAreaGuides[key] = nil; continue }
            guideInsetsDidChange(guide)
        }
        guard revision != revisionLaidOut else { return }
        wrapLabelsAtSolvedWidths()
        revisionLaidOut = revision
        for (key, record) in records {
            guard let item = record.item else {
                dropRecord(key, record)
                continue
            }
            guard let view = item as? UIView, !view.translatesAutoresizingMaskIntoConstraints,
                  let superview = view.superview else { continue }
            if Self.aligned(record.frame(in: solver), scale: view.contentScaleFactor) != view.frame { superview.setNeedsLayout() }
        }
    }

    /// Multi-line labels without a preferred width wrap at the width they were solved to,
    /// their content size following, until the widths settle (a few rounds at most: a
    /// label's wrapped width never exceeds the width it wraps at).
    private func wrapLabelsAtSolvedWidths() {
        for _ in 0..<4 {
            var changed = false
            for record in records.values {
                guard let label = record.item as? UILabel, label.wrapsAtSolvedWidth, !label.translatesAutoresizingMaskIntoConstraints
                else { continue }
                let width = Self.aligned(record.frame(in: solver), scale: label.contentScaleFactor).width
                guard width > 0, width != label.automaticMaxLayoutWidth else { continue }
                label.automaticMaxLayoutWidth = width
                for key in ["contentWidth", "contentHeight"] {
                    if let size = record.systemConstraints[key] { update(size) }
                }
                changed = true
            }
            if !changed { return }
        }
    }

    /// Runs `updateConstraints()` for the views that asked, deepest first, until none is left.
    func runConstraintUpdates() {
        var rounds = 0
        while !pendingConstraintUpdates.isEmpty && rounds < 8 {
            rounds += 1
            let views = pendingConstraintUpdates
            pendingConstraintUpdates = []
            // Each view's depth, counted once per superview (not in every comparison of
            // a sort: a page of 500 labels entering the window was sorted at 3M
            // instructions); the views of a page entering the window share a few, and
            // come one after another.
            var depths: [Int] = []
            depths.reserveCapacity(views.count)
            var superviewDepths: [ObjectIdentifier: Int] = [:]
            var last: (superview: ObjectIdentifier, depth: Int)?
            var deepest = 0
            for view in views {
                view.wantsConstraintUpdate = false
                var depth = 0
                if let superview = view.superview {
                    let key = ObjectIdentifier(superview)
                    if let last, last.superview == key {
                        depth = last.depth
                    } else if let known = superviewDepths[key] {
                        depth = known + 1
                    } else {
                        let above = superview.depth
                        superviewDepths[key] = above
                        depth = above + 1
                    }
                    last = (key, depth)
                }
                depths.append(depth)
                deepest = max(deepest, depth)
            }
            // Deepest first, as UIKit (in the order asked within a depth): the views
            // counted by depth, then placed. A view that asks again goes in the next round.
            var starts = [Int](repeating: 0, count: deepest + 2)
            for depth in depths { starts[deepest - depth + 1] += 1 }
            for slot in 1 ..< starts.count { starts[slot] += starts[slot - 1] }
            var order = [Int](repeating: 0, count: views.count)
            for (index, depth) in depths.enumerated() {
                order[starts[deepest - depth]] = index
                starts[deepest - depth] += 1
            }
            views.withUnsafeBufferPointer { views in
                for index in order { views[index].updateConstraints() }
            }
        }
    }

    private func dropRecord(_ key: ObjectIdentifier, _ record: LayoutItemRecord) {
        records[key] = nil
        for constraint in Array(record.constraints.values) + Array(record.systemConstraints.values) {
            deactivate(constraint)
        }
        for variable in [record.minX, record.minY, record.width, record.height] { solver.forget(variable) }
    }

    /// In `view`'s layout: its subviews laid out by constraints take their solved frames,
    /// edges on the pixel grid as UIKit rounds them.
    func applySolvedFrames(toSubviewsOf view: UIView) {
        for subview in view.subviews {
            guard let record = subview.layoutRecord, !subview.translatesAutoresizingMaskIntoConstraints else { continue }
            let frame = Self.aligned(record.frame(in: solver), scale: subview.contentScaleFactor)
            if subview.frame != frame { subview.frame = frame }
        }
    }

    static func aligned(_ frame: CGRect, scale: CGFloat) -> CGRect {
        let x = CGFloat.pixelSpan(from: frame.minX, to: frame.maxX, scale: scale)
        let y = CGFloat.pixelSpan(from: frame.minY, to: frame.maxY, scale: scale)
        return CGRect(x: x.x, y: y.x, width: x.width, height: y.width)
    }

    /// `view` leaves its superview: its constraints with the views outside go, as in UIKit.
    func viewWillLeaveSuperview(_ view: UIView) {
        guard !records.isEmpty else { return }
        var stack = [view]
        while let next = stack.popLast() {
            stack.append(contentsOf: next.subviews)
            let items: [any LayoutItem] = [next] + next.layoutGuides + [next.marginsGuideIfMade, next.safeAreaGuideIfMade].compactMap(\.self)
            for item in items {
                guard let record = item.layoutRecord else { continue }
                for constraint in Array(record.constraints.values) {
                    if let container = constraint.container, container !== view, !container.isDescendant(of: view) {
                        deactivate(constraint)
                    }
                }
            }
        }
    }

    /// Whether another frame of `view` would meet its constraints as well (false for a
    /// view that no constraint mentions, laid out by its frame).
    func hasAmbiguousLayout(_ view: UIView) -> Bool {
        guard let record = view.layoutRecord else { return false }
        prepareLayout()
        return [record.minX, record.minY, record.width, record.height].contains { solver.isAmbiguous($0) }
    }

    /// Shows `view` at another frame its constraints allow as well (its open unknowns
    /// pulled 50 points), or back at its solved frame if it is showing that other one;
    /// nothing for a view whose frame is fixed.
    func exerciseAmbiguity(of view: UIView) {
        guard let record = view.layoutRecord, !view.translatesAutoresizingMaskIntoConstraints else { return }
        prepareLayout()
        let unknowns = [record.minX, record.minY, record.width, record.height]
        let open = unknowns.filter { solver.isAmbiguous($0) }
        guard let moved = solver.alternative(for: open, distance: 50) else { return }
        var values = unknowns.map(solver.value(of:))
        for (variable, value) in zip(open, moved) { values[unknowns.firstIndex(of: variable)!] = value }
        let solved = Self.aligned(record.frame(in: solver), scale: view.contentScaleFactor)
        let other = Self.aligned(CGRect(x: values[0], y: values[1], width: values[2], height: values[3]),
                                 scale: view.contentScaleFactor)
        view.frame = view.frame == other ? solved : other
    }

    /// `view`'s width and height with the rest of the layout, its own size held at
    /// `target` at the given priorities (autoresizing constraints set aside meanwhile).
    func fittingSize(of view: UIView, target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority) -> CGSize {
        prepareLayout()
        let record = record(for: view)
        let pins = NSAutoresizingMaskLayoutConstraint.Component.allCases.compactMap { record.systemConstraints[$0.rawValue] }
        for pin in pins { removeFromSolver(pin) }
        let wishes = [LayoutSolverConstraint(LayoutExpression(record.width), .equal, LayoutExpression(Double(target.width)),
                                             priority: horizontal.solverPriority),
                      LayoutSolverConstraint(LayoutExpression(record.height), .equal, LayoutExpression(Double(target.height)),
                                             priority: vertical.solverPriority)]
        for wish in wishes { try? solver.addConstraint(wish) }
        let size = CGSize(width: solver.value(of: record.width), height: solver.value(of: record.height))
        for wish in wishes where solver.contains(wish) { try? solver.removeConstraint(wish) }
        for pin in pins where pin.isInstalled {
            guard let container = pin.container else { continue }
            add(pin.makeSolverConstraints(self, in: container), for: pin)
        }
        revision += 1
        return size
    }
}

/// A weak reference, to keep items and constraints in tables without owning them.
struct Weak<Value: AnyObject> {
    weak var value: Value?
    init(_ value: Value) { self.value = value }
}

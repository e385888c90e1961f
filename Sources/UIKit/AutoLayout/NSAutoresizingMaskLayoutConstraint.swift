import CoreGraphics

/// What `translatesAutoresizingMaskIntoConstraints` makes: a view that keeps the frame
/// its code sets holds one of these per frame component, following the frame.
@MainActor final class NSAutoresizingMaskLayoutConstraint: NSLayoutConstraint {
    enum Component: String, CaseIterable { case minX, minY, width, height }
    let component: Component

    init(view: UIView, component: Component) {
        self.component = component
        super.init(item: view, attribute: .notAnAttribute, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                   multiplier: 1, constant: 0)
    }

    override func makeSolverConstraints(_ engine: LayoutEngine, in container: UIView) -> [LayoutSolverConstraint] {
        guard let view = firstItem as? UIView else { return [] }
        let record = engine.record(for: view), frame = view.frame
        let (variable, value) = switch component {
        case .minX: (record.minX, frame.minX)
        case .minY: (record.minY, frame.minY)
        case .width: (record.width, frame.width)
        case .height: (record.height, frame.height)
        }
        return [LayoutSolverConstraint(LayoutExpression(variable), .equal, LayoutExpression(Double(value)))]
    }

    /// UIKit's `h=--& v=--& UIView:0x….minX == 20`: the mask's three horizontal and
    /// three vertical parts, fixed (-) or flexible (&).
    override var relationDescription: String {
        guard let view = firstItem as? UIView else { return "nil" }
        let mask = view.autoresizingMask
        func parts(_ low: UIView.AutoresizingMask, _ size: UIView.AutoresizingMask, _ high: UIView.AutoresizingMask) -> String {
            let highFlexible = mask.contains(high) || !mask.contains(low)
            return (mask.contains(low) ? "&" : "-") + (mask.contains(size) ? "&" : "-") + (highFlexible ? "&" : "-")
        }
        let frame = view.frame
        let value = switch component {
        case .minX: frame.minX
        case .minY: frame.minY
        case .width: frame.width
        case .height: frame.height
        }
        return "h=\(parts(.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin)) "
            + "v=\(parts(.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin)) "
            + "\(layoutDebugName(of: view)).\(component.rawValue) == \(Self.format(value))"
    }
}

/// A view's intrinsic content size along one axis: hugging (not bigger) and compression
/// resistance (not smaller) at the view's priorities for that axis.
@MainActor final class NSContentSizeLayoutConstraint: NSLayoutConstraint {
    let axis: Axis

    init(view: UIView, axis: Axis) {
        self.axis = axis
        super.init(item: view, attribute: axis == .horizontal ? .width : .height, relatedBy: .equal, toItem: nil,
                   attribute: .notAnAttribute, multiplier: 1, constant: 0)
    }

    /// The content size along the axis, nil where the view has none.
    var contentLength: CGFloat? {
        guard let view = firstItem as? UIView else { return nil }
        let size = view.intrinsicContentSize
        let length = axis == .horizontal ? size.width : size.height
        return length == UIView.noIntrinsicMetric ? nil : length
    }

    override func makeSolverConstraints(_ engine: LayoutEngine, in container: UIView) -> [LayoutSolverConstraint] {
        guard let view = firstItem as? UIView, let length = contentLength else { return [] }
        let record = engine.record(for: view)
        let variable = LayoutExpression(axis == .horizontal ? record.width : record.height)
        let value = LayoutExpression(Double(length))
        return [LayoutSolverConstraint(variable, .lessThanOrEqual, value,
                                       priority: view.contentHuggingPriority(for: axis).solverPriority),
                LayoutSolverConstraint(variable, .greaterThanOrEqual, value,
                                       priority: view.contentCompressionResistancePriority(for: axis).solverPriority)]
    }

    override var relationDescription: String {
        guard let view = firstItem as? UIView else { return "nil" }
        return "\(layoutDebugName(of: view)).\(firstAttribute.name) == \(Self.format(contentLength ?? 0))"
            + " Hug:\(Self.format(CGFloat(view.contentHuggingPriority(for: axis).rawValue)))"
            + " CompressionResistance:\(Self.format(CGFloat(view.contentCompressionResistancePriority(for: axis).rawValue)))"
    }

    override var priorityDescription: String { "" }
}

/// Places a system layout guide (layout margins, safe area) inside its owning view,
/// inset by the view's current margins or safe-area insets.
@MainActor final class LayoutGuidePlacementConstraint: NSLayoutConstraint {
    init(guide: UILayoutGuide, name: String) {
        super.init(item: guide, attribute: .notAnAttribute, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                   multiplier: 1, constant: 0)
        identifier = name
    }

    var insets: UIEdgeInsets {
        guard let guide = firstItem as? UILayoutGuide, let view = guide.owningView else { return .zero }
        return guide.systemRole == .safeArea ? view.safeAreaInsets : view.layoutMargins
    }

    override func makeSolverConstraints(_ engine: LayoutEngine, in container: UIView) -> [LayoutSolverConstraint] {
        guard let guide = firstItem as? UILayoutGuide, let view = guide.owningView else { return [] }
        let inner = engine.record(for: guide), outer = engine.record(for: view), insets = self.insets
        return [
            LayoutSolverConstraint(LayoutExpression(inner.minX), .equal, LayoutExpression(Double(insets.left))),
            LayoutSolverConstraint(LayoutExpression(inner.minY), .equal, LayoutExpression(Double(insets.top))),
            LayoutSolverConstraint(LayoutExpression(inner.width), .equal, outer.width - Double(insets.left + insets.right)),
            LayoutSolverConstraint(LayoutExpression(inner.height), .equal, outer.height - Double(insets.top + insets.bottom)),
        ]
    }

    override var relationDescription: String {
        guard let guide = firstItem as? UILayoutGuide, let view = guide.owningView else { return "nil" }
        let i = insets
        return "\(layoutDebugName(of: guide)).frame == \(layoutDebugName(of: view)).bounds inset by "
            + "(\([i.top, i.left, i.bottom, i.right].map(Self.format).joined(separator: ", ")))"
    }
}

import CoreGraphics

/// What a constraint can relate: a view or a layout guide, each a rectangle in the
/// bounds of its container (a view's superview, a guide's owning view).
@MainActor protocol LayoutItem: AnyObject {
    /// The view whose bounds the item's frame is measured in.
    var layoutContainer: UIView? { get }
    /// The item's unknowns, made when a constraint first mentions it.
    var layoutRecord: LayoutItemRecord? { get set }
    /// How constraint reports name the item, e.g. `UILabel:0x…`.
    var layoutName: String { get }
}

/// The solver's unknowns for one item, in its container's bounds coordinates, and the
/// constraints the engine keeps for it (autoresizing, content size, guide placement).
@MainActor final class LayoutItemRecord {
    weak var item: (any LayoutItem)?
    let minX: LayoutVariable
    let minY: LayoutVariable
    let width: LayoutVariable
    let height: LayoutVariable
    /// The engine's own constraints for the item (`NSAutoresizingMaskLayoutConstraint`s,
    /// content-size constraints, a system guide's placement), by role.
    var systemConstraints: [String: NSLayoutConstraint] = [:]
    /// The active constraints that mention the item.
    var constraints: [ObjectIdentifier: NSLayoutConstraint] = [:]

    init(item: any LayoutItem, name: String) {
        self.item = item
        minX = LayoutVariable("\(name).minX")
        minY = LayoutVariable("\(name).minY")
        width = LayoutVariable("\(name).width")
        height = LayoutVariable("\(name).height")
    }

    /// The solved frame.
    func frame(in solver: LayoutSolver) -> CGRect {
        CGRect(x: solver.value(of: minX), y: solver.value(of: minY),
               width: solver.value(of: width), height: solver.value(of: height))
    }
}

/// `object`'s class and address, as UIKit names items and constraints: `UIView:0x7f…`.
func layoutDebugName(of object: AnyObject) -> String {
    "\(type(of: object)):0x" + String(UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque()), radix: 16)
}

import CoreGraphics

/// A rectangle that takes part in Auto Layout like a view but draws nothing and takes
/// no touches: spacing between views, a region to centre in, the margins and the
/// safe area. Its frame is in its owning view's bounds coordinates.
@preconcurrency @MainActor open class UILayoutGuide: LayoutItem, @MainActor CustomStringConvertible {
    /// The system guides a view makes for itself.
    enum SystemRole { case layoutMargins, safeArea }

    open internal(set) weak var owningView: UIView?
    open var identifier = ""
    let systemRole: SystemRole?
    var layoutRecord: LayoutItemRecord?

    public init() { systemRole = nil }

    init(systemRole: SystemRole, owningView: UIView) {
        self.systemRole = systemRole
        self.owningView = owningView
        identifier = systemRole == .safeArea ? "UIViewSafeAreaLayoutGuide" : "UIViewLayoutMarginsGuide"
    }

    /// The solved rectangle, in the owning view's bounds coordinates.
    open var layoutFrame: CGRect {
        LayoutEngine.shared.prepareLayout()
        return LayoutEngine.shared.solvedFrame(of: self)
    }

    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }

    var layoutContainer: UIView? { owningView }
    var layoutName: String { layoutDebugName(of: self) + (identifier.isEmpty ? "" : "'\(identifier)'") }

    open var description: String { "<\(layoutName) layoutFrame = \(LayoutEngine.shared.solvedFrame(of: self))>" }
}

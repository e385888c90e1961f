import CoreGraphics
import Foundation

/// A stack of view controllers shown one at a time under a navigation bar: pushing
/// slides a new screen in, popping (also with the bar's back button, or an edge
/// swipe from the left) goes back.
///
/// The controller's view is the bar (44 points high, at the top) and a content view
/// filling the rest, in which the top controller's view fills the width and height.
/// Every controller on the stack is a child of the navigation controller.
///
/// While a transition runs — from the push or pop call until its animator calls
/// `completeTransition(_:)` — further pushes, pops and `setViewControllers` calls are
/// ignored (returning nil), and the bar takes no touches.
@preconcurrency @MainActor open class UINavigationController: UIViewController {
    /// The kind of transition, with UIKit's raw values.
    public enum Operation: Int, Sendable {
        case none = 0, push, pop
    }

    open weak var delegate: (any UINavigationControllerDelegate)?
    /// The bar at the top, showing the stack's navigation items.
    public let navigationBar = UINavigationBar()
    /// The view the controllers' views are shown (and transitions run) in.
    let contentView = UIView()
    /// The stack, root first.
    var stack: [UIViewController] = []
    /// The transition running now.
    var activeTransition: ViewControllerTransitionContext?
    /// The interaction controller the edge swipe is driving.
    var edgeSwipeInteraction: UIPercentDrivenInteractiveTransition?
    private let edgePan = UIScreenEdgePanGestureRecognizer()
    private let edgePanGate = InteractivePopGate()

    /// The edge swipe from the left that pops interactively (see `handleEdgePan`).
    open var interactivePopGestureRecognizer: UIGestureRecognizer? { edgePan }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        setUpEdgePan()
    }

    /// A navigation controller showing `rootViewController`.
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        setUpEdgePan()
        setViewControllers([rootViewController], animated: false)
    }

    private func setUpEdgePan() {
        edgePan.edges = .left
        edgePanGate.controller = self
        edgePan.delegate = edgePanGate
        edgePan.addTarget(nil) { [weak self] pan in self?.handleEdgePan(pan) }
        navigationBar.backAction = { [weak self] in self?.popViewController(animated: true) }
    }

    // MARK: The view

    /// The bar at the top and the content view below it, with the top controller's view.
    open override func loadView() {
        let root = UIView(frame: UIScreen.main.bounds)
        view = root
        let barHeight = UINavigationBar.defaultHeight
        navigationBar.frame = CGRect(x: 0, y: 0, width: root.bounds.width, height: barHeight)
        navigationBar.autoresizingMask = [.flexibleWidth]
        contentView.frame = CGRect(x: 0, y: barHeight, width: root.bounds.width, height: max(root.bounds.height - barHeight, 0))
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.clipsToBounds = true
        root.addSubview(contentView)
        root.addSubview(navigationBar)
        root.addGestureRecognizer(edgePan)
        if let top = stack.last { install(top) }
    }

    /// Puts `controller`'s view in the content view, filling it.
    func install(_ controller: UIViewController) {
        let view: UIView = controller.view
        view.frame = contentView.bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if view.superview !== contentView { contentView.addSubview(view) }
    }

    // MARK: The stack

    /// The stack, root first; setting it is `setViewControllers(_:animated: false)`. As
    /// on UIKit it is the new stack as soon as a push or pop begins (a cancelled
    /// interactive pop puts the old one back).
    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The controller on top of the stack.
    open var topViewController: UIViewController? { stack.last }
    /// The controller whose view shows: the one presented modally over the navigation
    /// controller, if any, else the top one.
    open var visibleViewController: UIViewController? { presentedViewController ?? stack.last }

    /// Pushes `viewController` (which must not be on the stack already) on top.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        guard !stack.contains(where: { $0 === viewController }) else { return }
        transition(to: stack + [viewController], operation: .push, animated: animated)
    }

    /// Pops the top controller and returns it; nil at the root or while a transition runs.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard stack.count > 1, let top = stack.last else { return nil }
        return transition(to: Array(stack.dropLast()), operation: .pop, animated: animated) ? top : nil
    }

    /// Pops every controller above the root and returns them (empty at the root; nil
    /// while a transition runs).
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = stack.first else { return nil }
        return popToViewController(root, animated: animated)
    }

    /// Pops every controller above `viewController` and returns them (empty when it is
    /// on top; nil when it is not on the stack or a transition runs).
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard activeTransition == nil, let index = stack.firstIndex(where: { $0 === viewController }) else { return nil }
        let popped = Array(stack[(index + 1)...])
        guard !popped.isEmpty else { return [] }
        return transition(to: Array(stack[...index]), operation: .pop, animated: animated) ? popped : nil
    }

    /// Replaces the stack. When the top changes it animates as a push if the new top
    /// was not on the stack, else as a pop.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        guard let newTop = viewControllers.last else { return }
        let operation: Operation = stack.last === newTop ? .none : stack.contains { $0 === newTop } ? .pop : .push
        transition(to: viewControllers, operation: operation, animated: animated)
    }
}

/// Lets the edge swipe begin only when there is something to pop and no transition runs.
@MainActor private final class InteractivePopGate: UIGestureRecognizerDelegate {
    weak var controller: UINavigationController?

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let controller else { return false }
        return controller.stack.count >= 2 && controller.activeTransition == nil
    }
}

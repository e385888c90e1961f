import CoreGraphics
import Foundation

/// Manages a view hierarchy: loads its root view on first use, hears when the view
/// appears and disappears, and contains child view controllers.
@preconcurrency @MainActor open class UIViewController: UIResponder {
    private var loadedView: UIView?
    public private(set) weak var parent: UIViewController?
    public private(set) var children: [UIViewController] = []
    /// The controller's title; setting it sets its navigation item's title too.
    open var title: String? { didSet { storedNavigationItem?.title = title } }
    /// The navigation item, made on first use (see UIViewController+Navigation.swift).
    var storedNavigationItem: UINavigationItem?
    /// Whether a container forwards its appearance calls to its children (true, as UIKit).
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }
    /// True during the appearance calls of a controller being added to its parent.
    public internal(set) var isMovingToParent = false
    /// True during the appearance calls of a controller being removed from its parent.
    public internal(set) var isMovingFromParent = false
    private var appearance = Appearance.disappeared
    /// What it presents and what presents it (see UIViewController+Presentation.swift).
    var modal = ModalState()

    /// How the controller is shown when presented (see `UIModalPresentationStyle`).
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    /// The built-in animation of its presentation and dismissal.
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    /// Hands out the animators, interaction controllers and presentation controller
    /// of its presentation and dismissal.
    open weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?

    /// Where a view controller's view is in appearing and disappearing.
    enum Appearance { case disappeared, appearing, appeared, disappearing }

    /// Apple's designated initializer; there are no nib files here, so both are ignored.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }

    public convenience override init() { self.init(nibName: nil, bundle: nil) }

    // MARK: The view

    /// The root view, loaded (`loadView`, then `viewDidLoad`) the first time it is asked for.
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set {
            loadedView?.viewController = nil
            loadedView = newValue
            newValue?.viewController = self
        }
    }

    open var viewIfLoaded: UIView? { loadedView }
    open var isViewLoaded: Bool { loadedView != nil }

    /// Makes the root view; the default is an empty view the size of the main screen.
    /// An override sets `view` and does not call super.
    open func loadView() { view = UIView(frame: UIScreen.main.bounds) }

    /// Called once the view is loaded.
    open func viewDidLoad() {}

    open func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { view = UIView(frame: UIScreen.main.bounds) }
        viewDidLoad()
    }

    // MARK: Appearance

    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}

    /// Whether the view has appeared (and has not begun to disappear).
    var isAppeared: Bool { appearance == .appeared }

    /// Starts appearing (`viewWillAppear`) or disappearing (`viewWillDisappear`); a
    /// call that would not change the state is ignored, so each callback comes once.
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        if isAppearing {
            guard appearance == .disappeared || appearance == .disappearing else { return }
            appearance = .appearing
            self.animated = animated
            viewWillAppear(animated)
        } else {
            guard appearance == .appeared || appearance == .appearing else { return }
            appearance = .disappearing
            self.animated = animated
            viewWillDisappear(animated)
        }
        if shouldAutomaticallyForwardAppearanceMethods {
            for child in children where child.isViewLoaded && child.view.isDescendant(of: view) {
                child.beginAppearanceTransition(isAppearing, animated: animated)
            }
        }
    }

    /// Ends the transition begun last: `viewDidAppear` or `viewDidDisappear`.
    open func endAppearanceTransition() {
        switch appearance {
        case .appearing:
            appearance = .appeared
            viewDidAppear(animated)
        case .disappearing:
            appearance = .disappeared
            viewDidDisappear(animated)
        case .appeared, .disappeared:
            return
        }
        if shouldAutomaticallyForwardAppearanceMethods {
            for child in children { child.endAppearanceTransition() }
        }
    }

    private var animated = false

    // MARK: Modal presentation

    /// Presents `viewControllerToPresent` over this controller's presentation context
    /// (its topmost ancestor); `completion` runs once it has appeared. Ignored (without
    /// `completion`), as on UIKit, when that context already presents a controller or
    /// is in a transition, when the controller is presented or a child already, or
    /// when this controller's view is not in a window.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        presentModally(viewControllerToPresent, animated: flag, completion: completion)
    }

    /// Dismisses the controller this one presents or, if it presents none, this one
    /// (asking its presenter); `completion` runs once it has gone.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        dismissModally(animated: flag, completion: completion)
    }

    // MARK: Children

    /// Adds `childController` (calling its `willMove(toParent:)`); the caller adds its
    /// view and then calls its `didMove(toParent:)`.
    open func addChild(_ childController: UIViewController) {
        guard childController.parent !== self else { return }
        childController.removeFromParent()
        childController.willMove(toParent: self)
        children.append(childController)
        childController.parent = self
    }

    /// Takes the controller out of its parent (calling `didMove(toParent: nil)`); the
    /// caller calls `willMove(toParent: nil)` first and removes the view.
    open func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    open func willMove(toParent parent: UIViewController?) {}
    open func didMove(toParent parent: UIViewController?) {}

    /// The next responder: the view's superview (for a window's root, the window).
    open override var next: UIResponder? { loadedView?.superview }
}

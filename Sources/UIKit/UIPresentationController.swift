import CoreGraphics

/// Manages one modal presentation: the container view the presented view lives in
/// (above everything else in the window), where the presented view goes, whether
/// the presenter's view leaves the window while it shows, and the hooks around the
/// presentation and dismissal transitions. Subclass it for a `.custom` presentation
/// (a dimming view, a card of some size) and return it from the transitioning
/// delegate's `presentationController(forPresented:presenting:source:)`.
@preconcurrency @MainActor open class UIPresentationController {
    /// The controller presented.
    public let presentedViewController: UIViewController
    private weak var presenter: UIViewController?
    /// The view the transitions run in; set when the presentation begins.
    public internal(set) var containerView: UIView?

    /// `presentingViewController` may be nil: the presentation fills it in.
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        presenter = presentingViewController
    }

    /// The controller presenting (unowned, as UIKit's: valid while the presentation lasts).
    public var presentingViewController: UIViewController {
        get { presenter! }
        set { presenter = newValue }
    }

    /// The presentation style of the presented controller.
    open var presentationStyle: UIModalPresentationStyle { presentedViewController.modalPresentationStyle }
    /// The view that is animated in and shown: the presented controller's view.
    open var presentedView: UIView? { presentedViewController.view }
    /// Where the presented view is when the presentation has ended: the whole container.
    open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }
    /// Whether the presentation covers the screen (true).
    open var shouldPresentInFullscreen: Bool { true }
    /// Whether the presenter's view leaves the window once the presented view covers
    /// it (and comes back for the dismissal); false: it stays underneath.
    open var shouldRemovePresentersView: Bool { false }

    /// The presentation transition is about to start (the container is in the window).
    open func presentationTransitionWillBegin() {}
    /// It ended: `completed` false when it was cancelled (the container then leaves).
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    /// The dismissal transition is about to start.
    open func dismissalTransitionWillBegin() {}
    /// It ended: `completed` false when it was cancelled (the presentation stays).
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    /// The container is about to lay out its subviews.
    open func containerViewWillLayoutSubviews() {}
    /// The container has laid out its subviews.
    open func containerViewDidLayoutSubviews() {}
}

/// The presentation controller of the `.fullScreen` and `.overFullScreen` styles.
@MainActor final class FullScreenPresentationController: UIPresentationController {
    private let removesPresentersView: Bool

    init(presentedViewController: UIViewController, presenting: UIViewController, removesPresentersView: Bool) {
        self.removesPresentersView = removesPresentersView
        super.init(presentedViewController: presentedViewController, presenting: presenting)
    }

    override var shouldRemovePresentersView: Bool { removesPresentersView }
}

/// The view a presentation's transitions run in, filling the window above what was
/// there; it tells its presentation controller when it lays out.
@MainActor final class PresentationContainerView: UIView {
    weak var presentationController: UIPresentationController?

    override func layoutSubviews() {
        presentationController?.containerViewWillLayoutSubviews()
        super.layoutSubviews()
        presentationController?.containerViewDidLayoutSubviews()
    }
}

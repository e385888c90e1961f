import CoreGraphics

/// Modal presentation: the presented controller's view shows in a container view
/// above everything else in the window, animated by the transitioning delegate's
/// animator or the built-in one of its `modalTransitionStyle`, possibly driven by an
/// interaction controller. A full-screen presentation removes the presenter's view
/// from the window when it ends and puts it back for the dismissal.
///
/// Appearance calls, in this order: presenting, the presenter's `viewWillDisappear`
/// (full screen only), the presented one's `viewWillAppear`, then at the end its
/// `viewDidAppear` and the presenter's `viewDidDisappear`; dismissing, the presented
/// one's `viewWillDisappear`, the presenter's `viewWillAppear`, then its
/// `viewDidAppear` and the presented one's `viewDidDisappear`. A cancelled transition
/// reverses the calls begun, as a navigation controller's does.
extension UIViewController {
    /// The controller presented over this one's presentation context, if any.
    public var presentedViewController: UIViewController? {
        presentationContext.modal.presented
    }

    /// The controller that presented this one (or the ancestor it is a child of).
    public var presentingViewController: UIViewController? {
        var current: UIViewController? = self
        while let controller = current {
            if let presenter = controller.modal.presenting { return presenter }
            current = controller.parent
        }
        return nil
    }

    /// The presentation controller of the presentation showing this controller, while
    /// it is presented.
    public var presentationController: UIPresentationController? { modal.presentationController }

    /// True from `present` until the presentation ends.
    public var isBeingPresented: Bool { modal.isBeingPresented }
    /// True from `dismiss` until the dismissal ends.
    public var isBeingDismissed: Bool { modal.isBeingDismissed }

    /// The topmost ancestor: the controller a presentation from this one is made by.
    var presentationContext: UIViewController {
        var root = self
        while let parent = root.parent { root = parent }
        return root
    }

    // MARK: Presenting

    func presentModally(_ presented: UIViewController, animated: Bool, completion: (() -> Void)?) {
        let presenter = presentationContext
        guard presenter.modal.presented == nil, presenter.modal.transition == nil, presented.modal.presenting == nil,
              presented.parent == nil, presented !== presenter, let presenterView = presenter.viewIfLoaded,
              let window = presenterView.window else { return }
        let style = presented.modalPresentationStyle.kioskStyle
        let delegate = presented.transitioningDelegate
        let controller = style == .custom
            ? delegate?.presentationController(forPresented: presented, presenting: presenter, source: self)
                ?? UIPresentationController(presentedViewController: presented, presenting: presenter)
            : FullScreenPresentationController(presentedViewController: presented, presenting: presenter,
                                               removesPresentersView: style == .fullScreen)
        controller.presentingViewController = presenter
        let container = PresentationContainerView(frame: window.bounds)
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.presentationController = controller
        window.addSubview(container)
        controller.containerView = container
        presenter.modal.presented = presented
        presented.modal.presenting = presenter
        presented.modal.presentationController = controller
        presented.modal.isBeingPresented = true
        presented.modal.presenterPlace = ViewPlace(of: presenterView)

        let removes = controller.shouldRemovePresentersView
        let presentedView = controller.presentedView ?? presented.view!
        let finalFrame = controller.frameOfPresentedViewInContainerView
        if style != .custom { presentedView.autoresizingMask = [.flexibleWidth, .flexibleHeight] }
        presentedView.frame = finalFrame
        let animator = animated
            ? delegate?.animationController(forPresented: presented, presenting: presenter, source: self)
                ?? ModalTransitionAnimator(style: presented.modalTransitionStyle, isPresenting: true)
            : ModalTransitionAnimator(style: presented.modalTransitionStyle, isPresenting: true)
        let interaction = animated ? delegate?.interactionControllerForPresentation(using: animator) : nil
        let context = ViewControllerTransitionContext(containerView: container, from: presenter, to: presented,
                                                      fromView: removes ? presenterView : nil, toView: presentedView,
                                                      finalToFrame: finalFrame, animator: animator,
                                                      interactionController: interaction, isAnimated: animated,
                                                      modalPresentationStyle: presented.modalPresentationStyle)
        presented.modal.transition = context
        if removes { presenter.beginAppearanceTransition(false, animated: animated) }
        presented.beginAppearanceTransition(true, animated: animated)
        controller.presentationTransitionWillBegin()
        context.onComplete = { [weak presenter, weak presented] context, didComplete in
            guard let presenter, let presented else { return }
            Self.presentationEnded(presented, by: presenter, context: context, didComplete: didComplete,
                                   completion: completion)
        }
        context.start()
    }

    /// The presentation's animator called `completeTransition`: the presented view
    /// stays (the presenter's leaves, full screen) or, cancelled, everything goes back.
    private static func presentationEnded(_ presented: UIViewController, by presenter: UIViewController,
                                          context: ViewControllerTransitionContext, didComplete: Bool,
                                          completion: (() -> Void)?) {
        guard let controller = presented.modal.presentationController, let container = controller.containerView else { return }
        let removes = controller.shouldRemovePresentersView
        let presenterView: UIView = presenter.view
        presented.modal.transition = nil
        presented.modal.isBeingPresented = false
        if didComplete {
            if let presentedView = controller.presentedView, !presentedView.isDescendant(of: container) {
                presentedView.frame = controller.frameOfPresentedViewInContainerView
                container.addSubview(presentedView)
            }
            if removes {
                presenterView.removeFromSuperview()
            } else {
                presented.modal.presenterPlace?.restore(presenterView)
            }
            controller.presentationTransitionDidEnd(true)
            presented.endAppearanceTransition()
            if removes { presenter.endAppearanceTransition() }
            context.animator.animationEnded(true)
            completion?()
        } else {
            presented.modal.presenterPlace?.restore(presenterView)
            controller.presentationTransitionDidEnd(false)
            container.removeFromSuperview()
            unlink(presented, from: presenter)
            presented.beginAppearanceTransition(false, animated: context.isAnimated)
            if removes { presenter.beginAppearanceTransition(true, animated: context.isAnimated) }
            presented.endAppearanceTransition()
            if removes { presenter.endAppearanceTransition() }
            context.animator.animationEnded(false)
        }
    }

    // MARK: Dismissing

    func dismissModally(animated: Bool, completion: (() -> Void)?) {
        let context = presentationContext
        guard let presented = context.modal.presented ?? (context.modal.presenting != nil ? context : nil) else { return }
        // What the presented controller presents in turn goes first, at once.
        if presented.modal.presented != nil { presented.dismissModally(animated: false, completion: nil) }
        guard presented.modal.presented == nil, presented.modal.transition == nil,
              let presenter = presented.modal.presenting, let controller = presented.modal.presentationController,
              let container = controller.containerView else { return }
        let removes = controller.shouldRemovePresentersView
        let presenterView: UIView = presenter.view
        if removes { presented.modal.presenterPlace?.restore(presenterView) }
        let presentedView = controller.presentedView ?? presented.view!
        let delegate = presented.transitioningDelegate
        let animator = animated
            ? delegate?.animationController(forDismissed: presented)
                ?? ModalTransitionAnimator(style: presented.modalTransitionStyle, isPresenting: false)
            : ModalTransitionAnimator(style: presented.modalTransitionStyle, isPresenting: false)
        let interaction = animated ? delegate?.interactionControllerForDismissal(using: animator) : nil
        let transition = ViewControllerTransitionContext(containerView: container, from: presented, to: presenter,
                                                         fromView: presentedView, toView: removes ? presenterView : nil,
                                                         finalToFrame: presenterView.frame, animator: animator,
                                                         interactionController: interaction, isAnimated: animated,
                                                         modalPresentationStyle: presented.modalPresentationStyle)
        presented.modal.transition = transition
        presented.modal.isBeingDismissed = true
        presented.beginAppearanceTransition(false, animated: animated)
        if removes { presenter.beginAppearanceTransition(true, animated: animated) }
        controller.dismissalTransitionWillBegin()
        transition.onComplete = { [weak presenter, weak presented] context, didComplete in
            guard let presenter, let presented else { return }
            Self.dismissalEnded(presented, by: presenter, context: context, didComplete: didComplete,
                                completion: completion)
        }
        transition.start()
    }

    /// The dismissal's animator called `completeTransition`: the container leaves and
    /// the presenter's view is back in its place or, cancelled, the presentation stays.
    private static func dismissalEnded(_ presented: UIViewController, by presenter: UIViewController,
                                       context: ViewControllerTransitionContext, didComplete: Bool,
                                       completion: (() -> Void)?) {
        guard let controller = presented.modal.presentationController, let container = controller.containerView else { return }
        let removes = controller.shouldRemovePresentersView
        let presenterView: UIView = presenter.view
        presented.modal.transition = nil
        presented.modal.isBeingDismissed = false
        if didComplete {
            if let presentedView = controller.presentedView, presentedView.isDescendant(of: container) {
                presentedView.removeFromSuperview()
            }
            presented.modal.presenterPlace?.restore(presenterView)
            container.removeFromSuperview()
            controller.dismissalTransitionDidEnd(true)
            if removes { presenter.endAppearanceTransition() }
            presented.endAppearanceTransition()
            unlink(presented, from: presenter)
            context.animator.animationEnded(true)
            completion?()
        } else {
            if removes {
                presenterView.removeFromSuperview()
            } else {
                presented.modal.presenterPlace?.restore(presenterView)
            }
            controller.dismissalTransitionDidEnd(false)
            if removes { presenter.beginAppearanceTransition(false, animated: context.isAnimated) }
            presented.beginAppearanceTransition(true, animated: context.isAnimated)
            if removes { presenter.endAppearanceTransition() }
            presented.endAppearanceTransition()
            context.animator.animationEnded(false)
        }
    }

    // MARK: Both

    /// Ends the links of a presentation that is over (or never began).
    private static func unlink(_ presented: UIViewController, from presenter: UIViewController) {
        presenter.modal.presented = nil
        presented.modal.presenting = nil
        presented.modal.presentationController?.containerView = nil
        presented.modal.presentationController = nil
        presented.modal.presenterPlace = nil
    }
}

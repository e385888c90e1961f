/// The coordinator of the transition a controller takes part in.
extension UIViewController {
    /// While a push, pop, presentation or dismissal that involves this controller or
    /// one of its ancestors runs, that transition's coordinator; nil otherwise. A
    /// navigation controller answers for its running push or pop, a presented
    /// controller for its presentation or dismissal, a presenter for the presentation
    /// of what it presents.
    public var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
        var controller: UIViewController? = self
        while let vc = controller {
            if let transition = (vc as? UINavigationController)?.activeTransition ?? vc.modal.transition
                ?? vc.modal.presented?.modal.transition {
                return transition
            }
            controller = vc.parent
        }
        return nil
    }
}

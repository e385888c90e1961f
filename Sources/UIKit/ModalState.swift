/// One view controller's part in modal presentations: what it presents (held), what
/// presents it (not held: the presenter holds it), its presentation controller, the
/// transition running, and where the presenter's view was before it left.
@MainActor struct ModalState {
    var presented: UIViewController?
    weak var presenting: UIViewController?
    var presentationController: UIPresentationController?
    var transition: ViewControllerTransitionContext?
    var isBeingPresented = false
    var isBeingDismissed = false
    var presenterPlace: ViewPlace?
}

/// Where a view was among its superview's subviews, to put it back there.
@MainActor struct ViewPlace {
    private weak var superview: UIView?
    private let index: Int

    init?(of view: UIView) {
        guard let superview = view.superview, let index = superview.subviews.firstIndex(where: { $0 === view }) else { return nil }
        self.superview = superview
        self.index = index
    }

    /// Whether `view` is (still) a subview of the superview it was in.
    func holds(_ view: UIView) -> Bool { superview != nil && view.superview === superview }

    /// Puts `view` back at its index (or on top, if there are fewer subviews now).
    func restore(_ view: UIView) {
        guard let superview, view.superview !== superview else { return }
        superview.insertSubview(view, at: min(index, superview.subviews.count))
    }
}

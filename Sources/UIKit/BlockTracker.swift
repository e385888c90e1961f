import QuartzCore

/// Follows the animations one block added and calls the block's callbacks: will-start
/// when the first starts, did-stop and completion once the last has stopped (finished
/// only if every one finished), at the next delivery when there were none. It also
/// gives each view back its touches as its animations stop.
@MainActor final class BlockTracker {
    /// The block's callbacks, taken when it closed (not the block, which holds the
    /// changed views: an animation's delegate keeps the tracker alive).
    private let animationID: String?
    private let context: UnsafeMutableRawPointer?
    private let willStart: ((String?, UnsafeMutableRawPointer?) -> Void)?
    private let didStop: ((String?, Bool, UnsafeMutableRawPointer?) -> Void)?
    private let completion: ((Bool) -> Void)?
    private var running = 0
    private var allFinished = true
    private var hasStarted = false
    private var isSealed = false

    init(_ block: ViewAnimationBlock) {
        animationID = block.animationID
        context = block.context
        willStart = block.willStart
        didStop = block.didStop
        completion = block.completion
    }

    /// The delegate for one animation of the block on `view`.
    func delegate(for view: UIView, ignoresTouches: Bool) -> CAAnimationDelegate {
        running += 1
        return AnimationDelegate(tracker: self, view: view, ignoresTouches: ignoresTouches)
    }

    /// Every animation has been added: with none, the block ends at the next delivery.
    func sealed() {
        isSealed = true
        guard running == 0 else { return }
        CATransaction.begin()
        CATransaction.setCompletionBlock { self.finish() }
        CATransaction.commit()
    }

    /// Calls will-start once: at the first animation's start, or at the end when none ran.
    fileprivate func animationStarted() {
        guard !hasStarted else { return }
        hasStarted = true
        willStart?(animationID, context)
    }

    fileprivate func animationStopped(finished: Bool) {
        running -= 1
        allFinished = allFinished && finished
        if isSealed && running == 0 { finish() }
    }

    private func finish() {
        animationStarted()
        didStop?(animationID, allFinished, context)
        completion?(allFinished)
    }

    /// One animation's delegate: reports to the tracker and releases the view's touches.
    /// The view's layer holds the animation, which holds its delegate: the view is weak.
    private final class AnimationDelegate: CAAnimationDelegate {
        let tracker: BlockTracker
        weak var view: UIView?
        let ignoresTouches: Bool

        init(tracker: BlockTracker, view: UIView, ignoresTouches: Bool) {
            self.tracker = tracker
            self.view = view
            self.ignoresTouches = ignoresTouches
        }

        func animationDidStart(_ anim: CAAnimation) { tracker.animationStarted() }

        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
            if ignoresTouches { view?.animationsIgnoringTouches -= 1 }
            tracker.animationStopped(finished: flag)
        }
    }
}

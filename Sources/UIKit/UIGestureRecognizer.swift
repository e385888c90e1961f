import CoreGraphics
import Foundation

/// Turns touches into a gesture (a tap, a pan, a swipe …) and calls its actions as the
/// gesture's state changes; the base of every recognizer. It sees the touches of the
/// view it is attached to (and of that view's subviews) before the views do.
///
/// Actions are closures instead of UIKit's selectors: `init(target:action:)` and
/// `addTarget(_:action:)` take a closure given the recognizer as its own type, and
/// the target only matters to `removeTarget(_:)` and as a weak owner: an action
/// added with a target is skipped once the target is gone.
///
/// Subclasses, as with UIKit's UIGestureRecognizerSubclass, override the touch
/// methods and `reset()` and set `state`; the rules of recognizing together, failure
/// requirements and `cancelsTouchesInView` are applied by the setter.
@preconcurrency @MainActor open class UIGestureRecognizer {
    /// A gesture's state, with UIKit's raw values.
    public enum State: Int, Sendable {
        case possible, began, changed, ended, cancelled, failed
        /// A discrete gesture was recognized: the same as `ended`.
        public static var recognized: State { .ended }
    }

    /// The state as the arbitration left it.
    var currentState = State.possible

    /// The gesture's state. Subclasses set it; a move out of `possible` may instead
    /// end in `failed` (the delegate or a view refused, or another recognizer
    /// prevented it) or wait for recognizers this one requires to fail.
    open var state: State {
        get { currentState }
        set { move(to: newValue) }
    }

    /// A disabled recognizer receives no touches; disabling it cancels a gesture in progress.
    open var isEnabled = true {
        didSet { if oldValue && !isEnabled { withdraw() } }
    }

    /// The view the recognizer is attached to.
    public internal(set) weak var view: UIView?
    /// Whether recognizing cancels the gesture's touches in their views (they get
    /// `touchesCancelled` and nothing more of those touches).
    open var cancelsTouchesInView = true
    /// Kept for UIKit compatibility: Kiosk never holds back `touchesBegan` from views
    /// (UIKit's default, false).
    open var delaysTouchesBegan = false
    /// Kept for UIKit compatibility: Kiosk delivers `touchesEnded` to views without
    /// waiting for the recognizer to decide, as UIKit does when this is false.
    open var delaysTouchesEnded = true
    open weak var delegate: (any UIGestureRecognizerDelegate)?
    /// A name to tell recognizers apart when debugging.
    open var name: String?

    private var targets: [Target] = []
    private var failureRequirements: [WeakRecognizer] = []

    /// The touches the recognizer follows, oldest first.
    var trackedTouches: [UITouch] = []
    /// The state a recognition is waiting to reach once required recognizers fail.
    var pendingState: State?
    /// When the recognizer gives up unless something happens first (media time).
    var deadline: TimeInterval?
    /// The window's delivery while the recognizer takes part in a gesture.
    weak var delivery: TouchDelivery?
    /// The centroid of the touches when the last one was let go, in window coordinates.
    private var lastLocation = CGPoint.zero
    private weak var lastWindow: UIWindow?

    public init() {}

    /// A recognizer that calls `action` with itself at each change of state that UIKit reports.
    @preconcurrency public convenience init(target: AnyObject? = nil, action: @escaping @MainActor (Self) -> Void) {
        self.init()
        addTarget(target, action: action)
    }

    /// Adds an action, owned by `target` when one is given (see the type's notes).
    @preconcurrency public func addTarget(_ target: AnyObject?, action: @escaping @MainActor (Self) -> Void) {
        targets.append(Target(object: target, hasObject: target != nil) { action($0 as! Self) })
    }

    /// Removes the actions added with `target`, or every action for nil.
    public func removeTarget(_ target: AnyObject?) {
        targets.removeAll { target == nil || $0.object === target }
    }

    /// Makes this recognizer wait, before leaving `possible`, until `other` fails;
    /// if `other` recognizes, this one fails.
    open func require(toFail other: UIGestureRecognizer) {
        guard other !== self, !failureRequirements.contains(where: { $0.recognizer === other }) else { return }
        failureRequirements.append(WeakRecognizer(recognizer: other))
    }

    /// Whether `require(toFail: other)` was called.
    func isRequiredToWait(for other: UIGestureRecognizer) -> Bool {
        failureRequirements.contains { $0.recognizer === other }
    }

    // MARK: Where the gesture is

    /// The number of touches the recognizer follows.
    open var numberOfTouches: Int { trackedTouches.count }

    /// The centroid of the gesture's touches in `view`'s coordinates (the window's
    /// for nil); after they lift, where they were.
    open func location(in view: UIView?) -> CGPoint {
        let point = centroid ?? lastLocation
        guard let view else { return point }
        return view.convert(point, from: trackedTouches.first?.window ?? lastWindow)
    }

    /// Where touch number `touchIndex` (0 ..< numberOfTouches) is, in `view`'s coordinates.
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        precondition(trackedTouches.indices.contains(touchIndex),
                     "UIGestureRecognizer.location(ofTouch:in:): no touch \(touchIndex) of \(trackedTouches.count)")
        return trackedTouches[touchIndex].location(in: view)
    }

    /// The mean of the followed touches' locations in window coordinates; nil without touches.
    var centroid: CGPoint? { Self.centroid(of: trackedTouches) }

    static func centroid(of touches: [UITouch]) -> CGPoint? {
        guard !touches.isEmpty else { return nil }
        let n = CGFloat(touches.count)
        return CGPoint(x: touches.reduce(0) { $0 + $1.windowLocation.x } / n,
                       y: touches.reduce(0) { $0 + $1.windowLocation.y } / n)
    }

    // MARK: For subclasses

    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}

    /// Called when the recognizer returns to `possible` after a gesture: forget it.
    open func reset() {}

    /// Stops following `touch`: the recognizer gets no more of it.
    open func ignore(_ touch: UITouch, for event: UIEvent) { untrack([touch]) }

    /// The deadline passed: by default a recognizer still deciding fails.
    func deadlineExpired() {
        if currentState == .possible && pendingState == nil { state = .failed }
    }

    // MARK: Bookkeeping

    func track(_ touch: UITouch) {
        if !trackedTouches.contains(where: { $0 === touch }) { trackedTouches.append(touch) }
    }

    func untrack(_ touches: some Sequence<UITouch>) {
        let leaving = touches.filter { touch in trackedTouches.contains { $0 === touch } }
        guard !leaving.isEmpty else { return }
        if let centroid {
            lastLocation = centroid
            lastWindow = trackedTouches.first?.window
        }
        trackedTouches.removeAll { touch in leaving.contains { $0 === touch } }
    }

    /// Whether the recognizer still takes touches: deciding (and not waiting on
    /// others) or in a continuous gesture.
    var isReceivingTouches: Bool {
        isEnabled && ((currentState == .possible && pendingState == nil) || currentState == .began || currentState == .changed)
    }

    /// Back to `possible`, out of any gesture, and `reset()`.
    func restart() {
        currentState = .possible
        pendingState = nil
        deadline = nil
        trackedTouches = []
        delivery = nil
        reset()
    }

    /// Leaves the gesture in progress (detached or disabled): a recognized gesture is cancelled.
    func withdraw() {
        guard let delivery else { return }
        if currentState == .began || currentState == .changed { state = .cancelled }
        delivery.disengage(self)
    }

    func sendActions() {
        for target in targets where !target.hasObject || target.object != nil { target.action(self) }
    }

    private struct Target {
        weak var object: AnyObject?
        let hasObject: Bool
        let action: @MainActor (UIGestureRecognizer) -> Void
    }

    private struct WeakRecognizer {
        weak var recognizer: UIGestureRecognizer?
    }
}

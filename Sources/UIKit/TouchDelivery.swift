import CoreGraphics
import Foundation

/// A window's fingers and the gesture recognizers following them: turns each finger
/// change into the window's touch event and delivers it as UIKit does.
///
/// A touch is hit-tested once, when it begins, and stays with that view. The
/// recognizers attached to that view and its ancestors (enabled, not busy with an
/// earlier gesture, and allowed by their delegates) receive it first, then the view.
/// Once a recognizer recognizes with `cancelsTouchesInView`, the views of its touches
/// get `touchesCancelled` and nothing more of them. Delivery to views is never
/// delayed (`delaysTouchesBegan` and `delaysTouchesEnded` are not acted on).
/// Recognizers give up through deadlines, checked before every change and by
/// `UIWindow.expireGestureTimeouts(at:)`.
@MainActor final class TouchDelivery {
    /// The window's touch event, reused for every change.
    let event = UIEvent()
    /// Recognizers that have received touches and not yet returned to `possible`.
    private(set) var engaged: [UIGestureRecognizer] = []
    /// The fingers that are down, in the order they touched down.
    private var active: [(finger: Int, touch: UITouch)] = []
    private var tapCounter = TapCounter()
    /// Touches made so far; orders touches within an event.
    private var touchSerial = 0

    // MARK: Input

    /// Applies finger `finger`'s change and sends the event through `window`; changes
    /// that make no sense (a second began, a move of a finger that is not down) are dropped.
    func inject(finger: Int, phase: UITouch.Phase, at location: CGPoint, timestamp: TimeInterval, in window: UIWindow) {
        expireDeadlines(at: timestamp)
        let existing = active.first { $0.finger == finger }?.touch
        let touch: UITouch
        switch phase {
        case .began:
            guard existing == nil else { return }
            touch = makeTouch(at: location, timestamp: timestamp, in: window)
            for (_, other) in active { other.becomeStationary() }
            active.append((finger, touch))
            attachRecognizers(to: touch)
        case .moved, .ended, .cancelled:
            guard let existing else { return }
            touch = existing
            for (_, other) in active where other !== touch { other.becomeStationary() }
            touch.previousWindowLocation = touch.windowLocation
            touch.windowLocation = location
            touch.phase = phase
            touch.timestamp = timestamp
        case .stationary:
            return
        }
        event.timestamp = timestamp
        event.touches = Set(active.map(\.touch))
        window.sendEvent(event)
        if phase == .ended || phase == .cancelled {
            finish(touch)
            event.touches = Set(active.map(\.touch))
        }
        restartFinishedRecognizers()
    }

    /// Applies every deadline up to `time`, earliest first.
    func expireDeadlines(at time: TimeInterval) {
        while let due = engaged.filter({ ($0.deadline ?? .infinity) <= time }).min(by: { $0.deadline! < $1.deadline! }) {
            due.deadline = nil
            due.deadlineExpired()
        }
        restartFinishedRecognizers()
    }

    /// The earliest deadline of a recognizer, if any.
    var nextDeadline: TimeInterval? { engaged.compactMap(\.deadline).min() }

    /// Whether a finger is down.
    var hasFingersDown: Bool { !active.isEmpty }

    private func makeTouch(at location: CGPoint, timestamp: TimeInterval, in window: UIWindow) -> UITouch {
        let view = window.hitTest(location, with: event)
        let touch = UITouch(at: location, timestamp: timestamp, tapCount: tapCounter.tapCount(at: location, time: timestamp),
                            view: view, window: window)
        touchSerial += 1
        touch.serial = touchSerial
        if let view, !view.isMultipleTouchEnabled,
           active.contains(where: { $0.touch.view === view && $0.touch.viewDelivery != .closed }) {
            touch.viewDelivery = .closed
        }
        return touch
    }

    /// Hands a new touch to the recognizers of its view and the view's ancestors.
    private func attachRecognizers(to touch: UITouch) {
        var recognizers: [UIGestureRecognizer] = []
        var view = touch.view
        while let current = view {
            for recognizer in current.gestureRecognizers ?? [] where recognizer.isReceivingTouches
                && recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch) != false {
                recognizers.append(recognizer)
            }
            view = current.superview
        }
        touch.gestureRecognizers = recognizers
        for recognizer in recognizers {
            recognizer.track(touch)
            recognizer.delivery = self
            if !engaged.contains(where: { $0 === recognizer }) { engaged.append(recognizer) }
        }
    }

    /// A lifted or cancelled finger leaves the window, its recognizers and its view.
    private func finish(_ touch: UITouch) {
        active.removeAll { $0.touch === touch }
        for recognizer in touch.gestureRecognizers ?? [] { recognizer.untrack([touch]) }
        touch.viewDelivery = .closed
        if touch.phase == .ended { tapCounter.touchEnded(touch) } else { tapCounter.touchCancelled() }
    }

    /// Recognizers whose gesture is over and whose touches have all lifted return to
    /// `possible`. One still deciding with no touches left, no deadline and nothing
    /// to wait for can never decide: it fails, so that none waits on it forever.
    private func restartFinishedRecognizers() {
        for recognizer in engaged where recognizer.trackedTouches.isEmpty {
            if recognizer.currentState == .possible && recognizer.pendingState == nil && recognizer.deadline == nil {
                recognizer.fail()
            }
            if [.ended, .cancelled, .failed].contains(recognizer.currentState) { disengage(recognizer) }
        }
    }

    /// Takes `recognizer` out of the gesture and resets it.
    func disengage(_ recognizer: UIGestureRecognizer) {
        guard engaged.contains(where: { $0 === recognizer }) else { return }
        engaged.removeAll { $0 === recognizer }
        recognizer.restart()
        settleWaitingRecognizers()
    }

    // MARK: Dispatch

    /// Delivers the changed touches of `event`, phase by phase: to recognizers, then views.
    func dispatch(_ event: UIEvent) {
        let touches = event.touches.sorted { $0.serial < $1.serial }
        for phase in [UITouch.Phase.began, .moved, .ended, .cancelled] {
            let changed = touches.filter { $0.phase == phase }
            guard !changed.isEmpty else { continue }
            deliverToRecognizers(changed, phase: phase, event: event)
            deliverToViews(changed, phase: phase, event: event)
        }
    }

    private func deliverToRecognizers(_ touches: [UITouch], phase: UITouch.Phase, event: UIEvent) {
        var recognizers: [UIGestureRecognizer] = []
        for touch in touches {
            for recognizer in touch.gestureRecognizers ?? [] where !recognizers.contains(where: { $0 === recognizer }) {
                recognizers.append(recognizer)
            }
        }
        for recognizer in recognizers {
            let own = touches.filter { touch in recognizer.trackedTouches.contains { $0 === touch } }
            guard !own.isEmpty else { continue }
            if recognizer.isReceivingTouches {
                let set = Set(own)
                switch phase {
                case .began: recognizer.touchesBegan(set, with: event)
                case .moved: recognizer.touchesMoved(set, with: event)
                case .ended: recognizer.touchesEnded(set, with: event)
                case .cancelled: recognizer.touchesCancelled(set, with: event)
                case .stationary: break
                }
            }
            if phase == .ended || phase == .cancelled { recognizer.untrack(own) }
        }
    }

    private func deliverToViews(_ touches: [UITouch], phase: UITouch.Phase, event: UIEvent) {
        var groups: [(view: UIView, touches: [UITouch])] = []
        for touch in touches where touch.viewDelivery != .closed {
            if isTakenByRecognizer(touch) {
                cancelInViews([touch])
                continue
            }
            guard let view = touch.view else {
                touch.viewDelivery = .closed
                continue
            }
            touch.viewDelivery = phase == .ended || phase == .cancelled ? .closed : .open
            if let i = groups.firstIndex(where: { $0.view === view }) {
                groups[i].touches.append(touch)
            } else {
                groups.append((view, [touch]))
            }
        }
        for (view, touches) in groups {
            let set = Set(touches)
            switch phase {
            case .began: view.touchesBegan(set, with: event)
            case .moved: view.touchesMoved(set, with: event)
            case .ended: view.touchesEnded(set, with: event)
            case .cancelled: view.touchesCancelled(set, with: event)
            case .stationary: break
            }
        }
    }

    /// Whether a recognizer following `touch` has recognized and cancels touches in views.
    private func isTakenByRecognizer(_ touch: UITouch) -> Bool {
        (touch.gestureRecognizers ?? []).contains { recognizer in
            recognizer.hasRecognized && recognizer.cancelsTouchesInView && recognizer.trackedTouches.contains { $0 === touch }
        }
    }

    /// Ends `touches` in their views: `touchesCancelled` for those a view has seen
    /// begin, silence for those it has not.
    private func cancelInViews(_ touches: [UITouch]) {
        var groups: [(view: UIView, touches: [UITouch])] = []
        for touch in touches where touch.viewDelivery != .closed {
            let wasOpen = touch.viewDelivery == .open
            touch.viewDelivery = .closed
            guard wasOpen, let view = touch.view else { continue }
            if let i = groups.firstIndex(where: { $0.view === view }) {
                groups[i].touches.append(touch)
            } else {
                groups.append((view, [touch]))
            }
        }
        for (view, touches) in groups { view.touchesCancelled(Set(touches), with: event) }
    }

    // MARK: Arbitration outcomes

    /// `recognizer` recognized: recognizers that must not recognize with it fail, and
    /// its touches leave their views if it cancels touches in views.
    func recognizerDidRecognize(_ recognizer: UIGestureRecognizer) {
        for other in engaged where other !== recognizer && other.currentState == .possible {
            let excluded = other.sharesTouch(with: recognizer) && !other.recognizesSimultaneously(with: recognizer)
            if excluded || other.requiresFailure(of: recognizer) { other.fail() }
        }
        if recognizer.cancelsTouchesInView { cancelInViews(recognizer.trackedTouches) }
    }

    /// After a recognizer failed or left: recognizers waiting on it may go ahead.
    func settleWaitingRecognizers() {
        for waiting in engaged where waiting.pendingState != nil { waiting.settlePending() }
    }
}

extension UITouch {
    /// A finger that did not change in this event.
    fileprivate func becomeStationary() {
        if phase == .began || phase == .moved { phase = .stationary }
    }
}

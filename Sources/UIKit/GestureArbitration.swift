/// UIKit's rules for a recognizer leaving `possible`, applied when a subclass sets
/// `state`:
/// - the delegate's `gestureRecognizerShouldBegin(_:)` and the views involved (the
///   touches' views and the recognizer's own) must agree, else it fails;
/// - a recognizer that shares a touch with one already recognized fails, unless a
///   delegate lets the two recognize simultaneously;
/// - it waits while a recognizer it requires to fail (`require(toFail:)` or a
///   delegate's say) is still deciding, and fails if that one recognizes;
/// - once it recognizes, recognizers sharing its touches that may not recognize with
///   it fail, and with `cancelsTouchesInView` its touches are cancelled in their views.
extension UIGestureRecognizer {
    /// Applies a state change asked for by the subclass; moves UIKit does not allow are ignored.
    func move(to new: State) {
        switch (currentState, new) {
        case (.possible, .began), (.possible, .ended):
            guard pendingState == nil else { return }
            guard mayBegin(), !isPrevented() else { fail(); return }
            switch requirementsStatus() {
            case .satisfied: recognize(as: new)
            case .waiting:
                pendingState = new
                deadline = nil
            case .violated: fail()
            }
        case (.possible, .failed), (.possible, .cancelled):
            fail()
        case (.began, .changed), (.changed, .changed), (.began, .ended), (.changed, .ended),
             (.began, .cancelled), (.changed, .cancelled):
            currentState = new
            sendActions()
        case (.began, .failed), (.changed, .failed):
            currentState = .cancelled
            sendActions()
        default:
            break
        }
    }

    /// A waiting recognition goes ahead, fails or keeps waiting, as its requirements now stand.
    func settlePending() {
        guard let pending = pendingState, currentState == .possible else { return }
        switch requirementsStatus() {
        case .waiting: break
        case .violated: fail()
        case .satisfied:
            pendingState = nil
            if isPrevented() { fail() } else { recognize(as: pending) }
        }
    }

    func fail() {
        pendingState = nil
        deadline = nil
        currentState = .failed
        delivery?.settleWaitingRecognizers()
    }

    private func recognize(as new: State) {
        pendingState = nil
        deadline = nil
        currentState = new
        delivery?.recognizerDidRecognize(self)
        sendActions()
    }

    /// Whether the delegate and every view involved let the recognizer leave `possible`.
    private func mayBegin() -> Bool {
        if delegate?.gestureRecognizerShouldBegin(self) == false { return false }
        var views: [UIView] = []
        for candidate in trackedTouches.compactMap(\.view) + [view].compactMap({ $0 })
        where !views.contains(where: { $0 === candidate }) {
            views.append(candidate)
        }
        return views.allSatisfy { $0.gestureRecognizerShouldBegin(self) }
    }

    /// Whether a recognizer sharing a touch has already recognized, without leave to recognize alongside.
    private func isPrevented() -> Bool {
        guard let delivery else { return false }
        return delivery.engaged.contains { other in
            other !== self && other.hasRecognized && sharesTouch(with: other) && !recognizesSimultaneously(with: other)
        }
    }

    /// Where the recognizers this one must see fail stand.
    private func requirementsStatus() -> RequirementsStatus {
        guard let delivery else { return .satisfied }
        var status = RequirementsStatus.satisfied
        for other in delivery.engaged where other !== self && other.isEnabled && requiresFailure(of: other) {
            if other.hasRecognized { return .violated }
            if other.currentState == .possible { status = .waiting }
        }
        return status
    }

    private enum RequirementsStatus { case satisfied, waiting, violated }

    /// Whether this recognizer may recognize only after `other` fails.
    func requiresFailure(of other: UIGestureRecognizer) -> Bool {
        isRequiredToWait(for: other)
            || delegate?.gestureRecognizer(self, shouldRequireFailureOf: other) == true
            || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: self) == true
    }

    /// Whether either delegate lets the two recognize at the same time.
    func recognizesSimultaneously(with other: UIGestureRecognizer) -> Bool {
        delegate?.gestureRecognizer(self, shouldRecognizeSimultaneouslyWith: other) == true
            || other.delegate?.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: self) == true
    }

    func sharesTouch(with other: UIGestureRecognizer) -> Bool {
        trackedTouches.contains { touch in other.trackedTouches.contains { $0 === touch } }
    }

    /// Began, changed or ended and not yet reset.
    var hasRecognized: Bool { currentState == .began || currentState == .changed || currentState == .ended }
}

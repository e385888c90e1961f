import CoreGraphics
import Foundation

/// When a list highlights the row or item under a finger: once the finger has stayed
/// put for `delay` seconds, as UIKit delays the touches on a scroll view's content, so
/// that a flick does not flash the row it starts on. A quick tap highlights at its
/// lift instead (the list's tap handler does that). A long-press recognizer on the
/// list that shares its touches with every other recognizer and cancels none.
@MainActor final class HighlightPress: UIGestureRecognizerDelegate {
    /// Seconds a finger stays put before its row lights up.
    static let delay: TimeInterval = 0.15

    private let press = UILongPressGestureRecognizer()

    /// Adds the recognizer to `list`; `highlight` gets the finger's place in the list.
    init(on list: UIScrollView, highlight: @escaping @MainActor (CGPoint) -> Void) {
        press.minimumPressDuration = Self.delay
        press.cancelsTouchesInView = false
        press.delaysTouchesEnded = false
        press.delegate = self
        press.addTarget(nil) { [weak list] press in
            guard press.state == .began, let list else { return }
            highlight(press.location(in: list))
        }
        list.addGestureRecognizer(press)
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { true }
}

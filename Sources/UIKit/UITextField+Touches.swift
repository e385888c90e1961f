import CoreGraphics

extension UITextField {
    /// How long a finger must stay put before it drags the caret (UIKit's long press).
    static let caretDragDelay: TimeInterval = 0.5
    /// How far a finger may wander and still count as staying put.
    static let caretDragSlop: CGFloat = 10

    /// A tap begins editing with the caret where it landed, or, while editing, moves
    /// the caret there. A finger held still for half a second then drags the caret
    /// (no loupe); a finger that moves sooner does neither. Tracking goes through
    /// `UIControl`, so the touch events are sent as for any control.
    func trackingBegan(_ touch: UITouch) {
        touchStart = (touch.location(in: self), touch.timestamp)
        touchMovedAway = false
        isDraggingCaret = false
    }

    func trackingContinued(_ touch: UITouch) {
        guard let start = touchStart else { return }
        let point = touch.location(in: self)
        if !isDraggingCaret && !touchMovedAway {
            if touch.timestamp - start.time >= Self.caretDragDelay {
                isDraggingCaret = isEditing || begin(at: start.point)
            } else if point.distance(to: start.point) > Self.caretDragSlop {
                touchMovedAway = true
            }
        }
        if isDraggingCaret { moveCaret(to: caretOffset(closestTo: point)) }
    }

    func trackingEnded(_ touch: UITouch?, with event: UIEvent?) {
        defer { touchStart = nil }
        guard let touch, !isDraggingCaret, !touchMovedAway else { return }
        let point = touch.location(in: self)
        guard self.point(inside: point, with: event) else { return }
        if isEditing {
            moveCaret(to: caretOffset(closestTo: point))
        } else {
            _ = begin(at: point)
        }
    }

    /// Becomes first responder with the caret nearest `point`.
    private func begin(at point: CGPoint) -> Bool {
        pendingCaretPoint = point
        defer { pendingCaretPoint = nil }
        return becomeFirstResponder()
    }
}

import Foundation

extension UIWindow {
    /// Kiosk's own: the text input a physical keyboard types into — the first
    /// responder, when it adopts `UIKeyInput` (the on-screen keyboard's target too).
    @_spi(KioskRuntime) public var keyInput: (any UIKeyInput)? { firstResponder as? any UIKeyInput }

    /// Kiosk's own: a hardware key (`number` tells the runtime's keys apart) went down,
    /// or came up, or its keyboard went away (`.cancelled`). A key going down is sent
    /// `pressesBegan` at the first responder (the window when there is none), and its
    /// release goes to that same responder. Text reaches `UIKeyInput` apart from this.
    @_spi(KioskRuntime) public func sendPress(number: Int, key: UIKey, phase: UIPress.Phase, timestamp: TimeInterval) {
        let press: UIPress
        if phase == .began {
            guard presses[number] == nil else { return }
            press = UIPress(key: key, phase: .began, timestamp: timestamp, window: self, responder: firstResponder ?? self)
            presses[number] = press
        } else {
            guard let held = presses.removeValue(forKey: number) else { return }
            press = held
            press.phase = phase
            press.timestamp = timestamp
            press.key = key
        }
        pressesEvent.timestamp = timestamp
        pressesEvent.presses = Set(presses.values).union([press])
        guard let responder = press.responder else { return }
        switch phase {
        case .began: responder.pressesBegan([press], with: pressesEvent)
        case .changed, .stationary: responder.pressesChanged([press], with: pressesEvent)
        case .ended: responder.pressesEnded([press], with: pressesEvent)
        case .cancelled: responder.pressesCancelled([press], with: pressesEvent)
        }
    }
}

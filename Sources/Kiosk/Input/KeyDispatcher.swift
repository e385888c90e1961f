import Foundation
@_spi(KioskRuntime) import UIKit

/// Hands a physical keyboard's keys to a window's first responder, as `UIPress`es and
/// as text through `UIKeyInput`, once per main-loop turn on the main actor: the events
/// read since the last turn in order, then the repeats due by the turn's time. With the
/// board's `keyboard = auto`, the on-screen keyboard stays down while a keyboard that
/// typed is plugged in.
@MainActor final class KeyDispatcher {
    let window: UIWindow
    let keyboard: PhysicalKeyboard
    /// Whether the on-screen keyboard shows when no physical keyboard is typing: the
    /// window's setting at start under `keyboard = auto`; nil leaves the window's setting alone.
    private let onScreenWithoutTyping: Bool?
    /// Whether a keyboard was typing at the last turn: the window's setting changes
    /// only when this does, so nothing else's setting is overwritten every turn.
    private var wasTyping = false
    private var pending: [KeyboardInputEvent] = []

    init(window: UIWindow, keyboard: PhysicalKeyboard, kind: BoardKeyboard.Kind?) {
        self.window = window
        self.keyboard = keyboard
        onScreenWithoutTyping = kind == .auto ? window.showsOnScreenKeyboard : nil
    }

    /// Queues `events` (in the order they happened) for the next `deliver(until:)`.
    func enqueue(_ events: some Sequence<KeyboardInputEvent>) { pending.append(contentsOf: events) }

    /// Sends what was queued, and the repeats due by `time`, to the first responder:
    /// each key's `pressesBegan`/`pressesEnded` and its text, in order. Returns what
    /// was typed (also when no text input was there to take it).
    @discardableResult
    func deliver(until time: TimeInterval) -> [KeyAction] {
        var outputs: [PhysicalKeyboard.Output] = []
        for event in pending { outputs += keyboard.outputs(for: event) }
        pending.removeAll(keepingCapacity: true)
        outputs += keyboard.repeats(until: time).map(PhysicalKeyboard.Output.type)
        let typing = !keyboard.typingDevices.isEmpty
        if let onScreenWithoutTyping, typing != wasTyping {
            window.showsOnScreenKeyboard = onScreenWithoutTyping && !typing
        }
        wasTyping = typing
        for output in outputs {
            switch output {
            case .press(let number, let key, let phase, let time):
                let uiKey = UIKey(characters: key.characters, charactersIgnoringModifiers: key.charactersIgnoringModifiers,
                                  modifierFlags: key.modifierFlags, keyCode: key.keyCode)
                window.sendPress(number: number, key: uiKey, phase: phase, timestamp: time)
            case .type(.insert(let text)):
                window.keyInput?.insertText(text)
            case .type(.deleteBackward):
                window.keyInput?.deleteBackward()
            }
        }
        return outputs.compactMap(\.action)
    }
}

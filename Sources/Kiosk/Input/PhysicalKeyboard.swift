import Foundation
@_spi(KioskRuntime) import UIKit

/// A seat's physical keyboards: key events through one `KeyboardState` (shift on one
/// keyboard holds for another, as on a desktop), and key repeat. The last key pressed
/// that repeats is the one that repeats, `KeyRepeatSettings.delayMilliseconds` after
/// its press and then at its rate, up to its release or its device going away. Times
/// are whole microseconds of the media clock (the virtual clock in tests), so a hold of
/// a given length always gives the same count. Repeats at a release's very time do not happen.
final class PhysicalKeyboard {
    let state: KeyboardState
    let repeating: KeyRepeatSettings

    /// The key repeating now.
    private struct Held {
        var device: Int
        var code: UInt32
        var action: KeyAction
        /// When it was pressed, in microseconds.
        var pressed: Int64
        /// Repeats given so far.
        var count = 0
    }

    /// What a key event comes to, in order.
    enum Output: Equatable {
        /// A key went down, came up, or its keyboard went away (`UIPress`'s phases);
        /// `number` tells presses apart from down to up.
        case press(number: Int, key: KeyboardState.Key, phase: UIPress.Phase, time: TimeInterval)
        /// Text typed, or a delete (a repeat is one too).
        case type(KeyAction)

        var action: KeyAction? {
            if case .type(let action) = self { action } else { nil }
        }
    }

    private var held: Held?
    /// The keys down, by device, with their press numbers, so that a device's removal
    /// can release them.
    private var down: [Int: [UInt32: Int]] = [:]
    private var pressCount = 0
    /// The devices whose keys typed something: keyboards in use.
    private(set) var typingDevices: Set<Int> = []

    init(state: KeyboardState, repeating: KeyRepeatSettings = KeyRepeatSettings()) {
        self.state = state
        self.repeating = repeating
    }

    /// Takes in `event`: returns the repeats due before it, then what it types.
    func handle(_ event: KeyboardInputEvent) -> [KeyAction] { outputs(for: event).compactMap(\.action) }

    /// Takes in `event`: returns the repeats due before it, then its press and what it types.
    func outputs(for event: KeyboardInputEvent) -> [Output] {
        switch event {
        case .key(let device, let code, let pressed, let time):
            let now = Self.microseconds(time)
            var outputs = repeats(before: now).map(Output.type)
            if pressed {
                // A key already down (two keyboards, or a lost release) is not pressed again.
                guard down[device]?[code] == nil else { return outputs }
                pressCount += 1
                down[device, default: [:]][code] = pressCount
                outputs.append(.press(number: pressCount, key: state.key(code), phase: .began, time: time))
                let press = state.press(code)
                if let action = press.action {
                    outputs.append(.type(action))
                    typingDevices.insert(device)
                }
                if press.repeats, let action = press.action, repeating.rate > 0 {
                    held = Held(device: device, code: code, action: action, pressed: now)
                } else if press.action != nil {
                    held = nil
                }
            } else {
                guard let number = down[device]?.removeValue(forKey: code) else { return outputs }
                outputs.append(.press(number: number, key: state.key(code), phase: .ended, time: time))
                state.release(code)
                if held?.device == device, held?.code == code { held = nil }
            }
            return outputs
        case .deviceRemoved(let device, let time):
            var outputs = repeats(before: Self.microseconds(time)).map(Output.type)
            for (code, number) in (down.removeValue(forKey: device) ?? [:]).sorted(by: { $0.value < $1.value }) {
                outputs.append(.press(number: number, key: state.key(code), phase: .cancelled, time: time))
                state.release(code)
            }
            if held?.device == device { held = nil }
            typingDevices.remove(device)
            return outputs
        }
    }

    /// The repeats due by `time` (a main-loop turn's).
    func repeats(until time: TimeInterval) -> [KeyAction] { repeats(before: Self.microseconds(time) + 1) }

    /// When the next repeat is due, in seconds, if a key repeats.
    var nextRepeatTime: TimeInterval? {
        held.map { TimeInterval($0.pressed + repeating.offset(ofRepeat: $0.count)) / 1e6 }
    }

    /// The repeats of the held key that fall before `limit` microseconds.
    private func repeats(before limit: Int64) -> [KeyAction] {
        guard var key = held else { return [] }
        var actions: [KeyAction] = []
        while key.pressed + repeating.offset(ofRepeat: key.count) < limit {
            actions.append(key.action)
            key.count += 1
        }
        held = key
        return actions
    }

    private static func microseconds(_ time: TimeInterval) -> Int64 { Int64((time * 1e6).rounded()) }
}

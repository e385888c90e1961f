@testable import Kiosk
import Testing

/// Key repeat: after the delay, at the rate, until the release or the device going
/// away; only the last key pressed repeats, and modifiers never do.
@Suite struct PhysicalKeyboardTests {
    private let keyboardDevice = 3

    private func keyboard(_ repeating: KeyRepeatSettings = KeyRepeatSettings()) throws -> PhysicalKeyboard {
        PhysicalKeyboard(state: KeyboardState(keymap: try XKBKeymap(KeymapName())), repeating: repeating)
    }

    private func key(_ code: UInt32, _ pressed: Bool, at time: Double) -> KeyboardInputEvent {
        .key(device: keyboardDevice, code: code, pressed: pressed, time: time)
    }

    @Test func aHoldOfOneSecondTypesElevenCharacters() throws {
        let keyboard = try keyboard()
        // Pressed at 10 s: repeats at 10.6, 10.64, … 10.96 (ten); the one at 11.0 would
        // fall on the release, which comes first.
        var typed = keyboard.handle(key(EvdevKey.a, true, at: 10))
        typed += keyboard.handle(key(EvdevKey.a, false, at: 11))
        #expect(typed == Array(repeating: .insert("a"), count: 11))
        #expect(keyboard.repeats(until: 20).isEmpty)
        #expect(keyboard.nextRepeatTime == nil)
    }

    @Test func repeatsComeAtTheirTimesWhateverTheTurns() throws {
        let keyboard = try keyboard()
        _ = keyboard.handle(key(EvdevKey.backspace, true, at: 0))
        #expect(keyboard.nextRepeatTime == 0.6)
        // Turns at 60 per second until 2 s: (2 − 0.6) × 25 = 35 repeats, and the one at 2.0.
        var perTurn: [Int] = []
        for turn in 1...120 { perTurn.append(keyboard.repeats(until: Double(turn) / 60).count) }
        #expect(perTurn.reduce(0, +) == 36)
        // None before the turn at 0.6 s (the 36th), then one at most per turn (25/s < 60/s).
        #expect(perTurn.prefix(35).allSatisfy { $0 == 0 })
        #expect(perTurn[35] == 1)
        #expect(perTurn.max() == 1)
        #expect(keyboard.nextRepeatTime == 2.04)
    }

    @Test func shorterThanTheDelayTypesOnce() throws {
        let keyboard = try keyboard()
        #expect(keyboard.handle(key(EvdevKey.a, true, at: 1)) + keyboard.handle(key(EvdevKey.a, false, at: 1.599)) == [.insert("a")])
    }

    @Test func theBoardsDelayAndRateAreUsedAndRateZeroTurnsRepeatOff() throws {
        let fast = try keyboard(KeyRepeatSettings(delayMilliseconds: 250, rate: 50))
        // Repeats at 0.25 … 0.99 (every 20 ms): 38, plus the press.
        #expect((fast.handle(key(EvdevKey.a, true, at: 0)) + fast.handle(key(EvdevKey.a, false, at: 1))).count == 39)
        let none = try keyboard(KeyRepeatSettings(delayMilliseconds: 250, rate: 0))
        #expect((none.handle(key(EvdevKey.a, true, at: 0)) + none.repeats(until: 5)).count == 1)
    }

    @Test func modifiersDoNotRepeatAndShiftedKeysRepeatShifted() throws {
        let keyboard = try keyboard()
        #expect(keyboard.handle(key(EvdevKey.leftShift, true, at: 0)).isEmpty)
        #expect(keyboard.repeats(until: 3).isEmpty)
        var typed = keyboard.handle(key(EvdevKey.a, true, at: 3))
        // Shift let go while A repeats: A keeps the text it was pressed with.
        typed += keyboard.handle(key(EvdevKey.leftShift, false, at: 3.7))
        typed += keyboard.handle(key(EvdevKey.a, false, at: 3.8))
        #expect(typed == Array(repeating: .insert("A"), count: 6))
        #expect(keyboard.handle(key(EvdevKey.a, true, at: 4)) == [.insert("a")])
    }

    @Test func theLastKeyPressedRepeats() throws {
        let keyboard = try keyboard()
        var typed = keyboard.handle(key(EvdevKey.a, true, at: 0))
        typed += keyboard.handle(key(EvdevKey.z, true, at: 0.5))
        // Z repeats from 1.1; letting go of A does not stop it.
        typed += keyboard.handle(key(EvdevKey.a, false, at: 1))
        typed += keyboard.repeats(until: 1.2)
        #expect(typed == [.insert("a"), .insert("z"), .insert("z"), .insert("z"), .insert("z")])
    }

    @Test func aKeyboardUnpluggedMidRepeatStopsAndItsShiftIsLetGo() throws {
        let keyboard = try keyboard()
        _ = keyboard.handle(key(EvdevKey.leftShift, true, at: 0))
        var typed = keyboard.handle(key(EvdevKey.a, true, at: 0))
        #expect(keyboard.typingDevices == [keyboardDevice])
        typed += keyboard.handle(.deviceRemoved(device: keyboardDevice, time: 0.7))
        #expect(typed == Array(repeating: .insert("A"), count: 4))
        #expect(keyboard.repeats(until: 10).isEmpty)
        #expect(keyboard.typingDevices.isEmpty)
        // Another keyboard types lowercase: the gone one's shift is up.
        #expect(keyboard.handle(.key(device: 4, code: EvdevKey.a, pressed: true, time: 11)) == [.insert("a")])
    }

    @Test func aReleaseWithoutAPressIsIgnored() throws {
        let keyboard = try keyboard()
        #expect(keyboard.handle(key(EvdevKey.leftShift, false, at: 0)).isEmpty)
        #expect(keyboard.handle(key(EvdevKey.a, true, at: 0)) == [.insert("a")])
    }
}

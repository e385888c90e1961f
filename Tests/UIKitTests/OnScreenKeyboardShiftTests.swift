import CoreGraphics
import Testing
@testable import UIKit

/// Shift, caps lock and the input's `autocapitalizationType`.
@MainActor @Suite(.serialized) struct OnScreenKeyboardShiftTests {
    @Test func shiftCapitalizesOneLetterThenTurnsOff() {
        let stage = KeyboardStage { $0.autocapitalizationType = .none }
        #expect(stage.titles[2].first == "\u{21E7}" && stage.titles[0].first == "q")
        stage.tap([.shift])
        #expect(stage.keyboard.shift == .once)
        #expect(stage.titles[2].first == "\u{2B06}" && stage.titles[0].first == "Q")
        #expect(stage.type("abc") == ["A", "Ab", "Abc"])
        #expect(stage.keyboard.shift == .off && stage.titles[0].first == "q")
        // A second tap, slowly, turns shift off again without typing.
        stage.tap([.shift])
        stage.screen.advance(by: 0.5)
        stage.tap([.shift])
        #expect(stage.keyboard.shift == .off)
        #expect(stage.type("d") == ["Abcd"])
    }

    @Test func twoTapsOnShiftWithinAThirdOfASecondLockCaps() {
        let stage = KeyboardStage { $0.autocapitalizationType = .none }
        // Fingers down 0.1 s apart (each tap is 50 ms down, then 50 ms of frames).
        stage.tap([.shift, .shift])
        #expect(stage.keyboard.shift == .locked)
        #expect(stage.titles[2].first == "\u{21EA}")
        #expect(stage.tap([.character("a"), .character("b"), .space, .character("c")]) == ["A", "AB", "AB ", "AB C"])
        // A tap on shift ends caps lock.
        stage.tap([.shift])
        #expect(stage.keyboard.shift == .off)
        #expect(stage.type("d") == ["AB Cd"])
    }

    @Test func secondTapJustOverAThirdOfASecondLaterIsNoCapsLock() {
        let stage = KeyboardStage { $0.autocapitalizationType = .none }
        let first = stage.point(of: .shift)
        stage.screen.touchDown(at: first)
        stage.screen.advance(by: 0.05)
        stage.screen.touchUp()
        stage.screen.advance(by: 0.26)
        stage.screen.touchDown(at: first)  // 0.31 s after the first went down
        stage.screen.advance(by: 0.05)
        stage.screen.touchUp()
        #expect(stage.keyboard.shift == .off)
        // 0.29 s apart locks.
        stage.screen.advance(by: 0.5)
        stage.screen.touchDown(at: first)
        stage.screen.advance(by: 0.05)
        stage.screen.touchUp()
        stage.screen.advance(by: 0.24)
        stage.screen.touchDown(at: first)
        stage.screen.advance(by: 0.05)
        stage.screen.touchUp()
        #expect(stage.keyboard.shift == .locked)
    }

    @Test func sentencesStartShiftedAndAfterAFullStop() {
        let stage = KeyboardStage { $0.autocapitalizationType = .sentences }
        #expect(stage.keyboard.shift == .once)
        let seen = stage.tap([.character("h"), .character("i"), .plane(.numbers), .character("."), .plane(.letters), .space,
                              .character("o"), .character("k"), .space, .character("x")])
        #expect(seen == ["H", "Hi", "Hi", "Hi.", "Hi.", "Hi. ", "Hi. O", "Hi. Ok", "Hi. Ok ", "Hi. Ok x"])
    }

    @Test func wordsCapitalizeEachWord() {
        let stage = KeyboardStage { $0.autocapitalizationType = .words }
        #expect(stage.tap([.character("a"), .character("b"), .space, .character("c"), .character("d")])
            == ["A", "Ab", "Ab ", "Ab C", "Ab Cd"])
    }

    @Test func allCharactersKeepsShiftOn() {
        let stage = KeyboardStage { $0.autocapitalizationType = .allCharacters }
        #expect(stage.tap([.character("a"), .space, .character("b")]) == ["A", "A ", "A B"])
        // Shift tapped off gives one small letter; the next is a capital again.
        stage.tap([.shift])
        #expect(stage.type("cd") == ["A Bc", "A BcD"])
    }

    @Test func noneNeverShifts() {
        let stage = KeyboardStage { $0.autocapitalizationType = .none }
        #expect(stage.keyboard.shift == .off)
        #expect(stage.tap([.character("a"), .plane(.numbers), .character("."), .plane(.letters), .space, .character("b")])
            == ["a", "a", "a.", "a.", "a. ", "a. b"])
    }
}

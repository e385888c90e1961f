import CoreGraphics
import Testing
@testable import UIKit

/// The number and symbol planes, space, delete's auto-repeat and the return key.
@MainActor @Suite(.serialized) struct OnScreenKeyboardPlaneTests {
    @Test func numberAndSymbolPlanesTypeTheirKeys() {
        let stage = KeyboardStage { $0.autocapitalizationType = .none }
        #expect(stage.titles == [["q", "w", "e", "r", "t", "y", "u", "i", "o", "p"],
                                 ["a", "s", "d", "f", "g", "h", "j", "k", "l"],
                                 ["\u{21E7}", "z", "x", "c", "v", "b", "n", "m", "\u{232B}"],
                                 ["123", "space", "return"]])
        stage.tap([.plane(.numbers)])
        #expect(stage.titles == [["1", "2", "3", "4", "5", "6", "7", "8", "9", "0"],
                                 ["-", "/", ":", ";", "(", ")", "$", "&", "@", "\""],
                                 ["#+=", ".", ",", "?", "!", "'", "\u{232B}"],
                                 ["ABC", "space", "return"]])
        #expect(stage.tap([.character("4"), .character("2"), .plane(.symbols)]) == ["4", "42", "42"])
        #expect(stage.titles[0] == ["[", "]", "{", "}", "#", "%", "^", "*", "+", "="])
        #expect(stage.titles[2].first == "123")
        #expect(stage.tap([.character("#"), .plane(.numbers), .character("!"), .plane(.letters), .space, .character("z")])
            == ["42#", "42#", "42#!", "42#!", "42#! ", "42#! z"])
        // The bottom row: "123" 2.5 keys wide, space what is left (5), return 2.5; a key is 25.4 points.
        let frames = stage.keyboard.keyFrames().suffix(3)
        #expect(frames.map { ($0.width * 1000).rounded() / 1000 } == [72.5, 151, 72.5])
        #expect(frames.map { ($0.minX * 1000).rounded() / 1000 } == [6, 84.5, 241.5])
    }

    @Test func heldDeleteRepeatsAfterHalfASecondThenEveryTenth() {
        let stage = KeyboardStage { $0.text = "abcdefghijklmnop" }
        var deletes = 0
        stage.field.addAction(UIAction { _ in deletes += 1 }, for: .editingChanged)
        stage.screen.touchDown(at: stage.point(of: .delete))
        #expect(stage.field.text == "abcdefghijklmno")  // at once, on touch down
        stage.screen.advance(by: 0.45)
        #expect(deletes == 1)
        stage.screen.advance(by: 0.1)  // 0.55 s: the first repeat, at 0.5
        #expect(deletes == 2 && stage.field.text == "abcdefghijklmn")
        stage.screen.advance(by: 0.1)  // 0.65 s: 0.6
        #expect(deletes == 3)
        stage.screen.advance(by: 0.6)  // 1.25 s: 0.7 … 1.2
        #expect(deletes == 9 && stage.field.text == "abcdefg")
        stage.screen.touchUp()
        stage.screen.advance(by: 1)
        #expect(deletes == 9 && stage.field.text == "abcdefg")
        // A quick tap deletes one.
        stage.tap([.delete])
        #expect(deletes == 10 && stage.field.text == "abcdef")
    }

    @Test func aDeleteHeldWhileTheInputResignsStopsRepeating() {
        let stage = KeyboardStage { $0.text = "abcdef" }
        stage.screen.touchDown(at: stage.point(of: .delete))
        stage.screen.advance(by: 0.55)
        #expect(stage.field.text == "abcd")
        stage.field.resignFirstResponder()
        stage.screen.advance(by: 1)
        // The keyboard is down and no repeat timer runs on: nothing left to animate.
        #expect(stage.field.text == "abcd")
        #expect(!stage.screen.isAnimating)
        stage.screen.touchUp()
    }

    @Test func returnKeyIsTitledByReturnKeyTypeAndAsksShouldReturn() {
        final class Delegate: UITextFieldDelegate {
            var returns = 0
            func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                returns += 1
                return false
            }
        }
        let types: [(UIReturnKeyType, String)] = [(.default, "return"), (.go, "Go"), (.search, "Search"), (.send, "Send"),
                                                  (.done, "Done"), (.next, "Next"), (.join, "Join"), (.route, "Route"),
                                                  (.continue, "Continue")]
        for (type, title) in types {
            let delegate = Delegate()
            let stage = KeyboardStage {
                $0.returnKeyType = type
                $0.delegate = delegate
            }
            #expect(stage.titles[3].last == title)
            stage.tap([.character("a"), .return])
            // The delegate refused: the field keeps its text and stays first responder.
            #expect(delegate.returns == 1)
            #expect(stage.field.text == "A" && stage.field.isFirstResponder)
        }
    }
}

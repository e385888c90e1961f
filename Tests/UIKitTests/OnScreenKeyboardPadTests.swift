import CoreGraphics
import Testing
@testable import UIKit

/// The keys each `keyboardType` asks for: digit pads, e-mail and URL rows.
@MainActor @Suite(.serialized) struct OnScreenKeyboardPadTests {
    @Test func numberPadIsThreeColumnsOfDigits() {
        let stage = KeyboardStage { $0.keyboardType = .numberPad }
        #expect(stage.titles == [["1", "2", "3"], ["4", "5", "6"], ["7", "8", "9"], ["", "0", "\u{232B}"]])
        // Three equal columns across 320 points, 6 apart.
        let frames = stage.keyboard.keyFrames()
        #expect(frames[0] == CGRect(x: 6, y: 6, width: 296.0 / 3, height: 42))
        #expect(frames[11].maxX == 314 && frames[11].minY == 6 + 3 * 54)
        // The blank corner draws no cap: the keyboard's grey shows there.
        let corner = stage.keyboard.convert(CGPoint(x: frames[9].midX, y: frames[9].midY), to: nil)
        #expect((corner.y * 1000).rounded() == 453_000)  // 264 + 6 + 3 × 54 + 21
        #expect(stage.rgba(Int(corner.x), Int(corner.y)) == [209, 212, 217, 255])
        #expect(stage.rgba(Int(frames[10].midX) - 20, Int(corner.y)) == [255, 255, 255, 255])
        #expect(stage.tap([.character("7"), .character("0"), .blank, .character("1"), .delete]) == ["7", "70", "70", "701", "70"])
        // No preview balloon over a pad's keys.
        stage.screen.touchDown(at: stage.point(of: .character("5")))
        stage.screen.advance(by: 0.05)
        #expect(stage.keyboard.preview.isHidden)
        stage.screen.touchUp()
    }

    @Test func decimalAndPhonePadsHaveTheirCornerKey() {
        let decimal = KeyboardStage { $0.keyboardType = .decimalPad }
        #expect(decimal.titles[3] == [".", "0", "\u{232B}"])
        #expect(decimal.tap([.character("3"), .character("."), .character("5")]) == ["3", "3.", "3.5"])
        let phone = KeyboardStage { $0.keyboardType = .phonePad }
        #expect(phone.titles[3] == ["+", "0", "\u{232B}"])
        #expect(phone.tap([.character("+"), .character("4"), .character("9")]) == ["+", "+4", "+49"])
    }

    @Test func emailAddressesGetAtSignAndFullStop() {
        let stage = KeyboardStage {
            $0.keyboardType = .emailAddress
            $0.autocapitalizationType = .none
        }
        #expect(stage.titles[3] == ["123", "space", "@", ".", "return"])
        stage.type("ab@c.de")
        #expect(stage.field.text == "ab@c.de")
    }

    @Test func urlsGetSlashAndDotCom() {
        let stage = KeyboardStage {
            $0.keyboardType = .URL
            $0.autocapitalizationType = .none
        }
        #expect(stage.titles[3] == ["123", ".", "/", ".com", "return"])
        stage.tap([.character("k"), .text(".com"), .character("/"), .character("a")])
        #expect(stage.field.text == "k.com/a")
    }

    @Test func numbersAndPunctuationStartsOnTheNumberPlane() {
        let stage = KeyboardStage { $0.keyboardType = .numbersAndPunctuation }
        #expect(stage.keyboard.plane == .numbers)
        #expect(stage.type("1-2") == ["1", "1-", "1-2"])
    }

    @Test func movingToAFieldOfAnotherTypeChangesThePlane() {
        let stage = KeyboardStage { $0.keyboardType = .numberPad }
        let other = UITextField(frame: CGRect(x: 10, y: 50, width: 300, height: 30))
        stage.screen.window.addSubview(other)
        other.becomeFirstResponder()
        stage.screen.advance(by: 0.05)
        #expect(stage.keyboard.plane == .letters)
        #expect(stage.titles[0].first == "Q")  // sentences: the empty field starts shifted
    }
}

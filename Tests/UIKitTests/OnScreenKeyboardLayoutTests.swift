import CoreGraphics
import Testing
@_spi(KioskRuntime) @testable import UIKit

/// The letter layouts the board picks, and the preview above a pressed key.
@MainActor @Suite(.serialized) struct OnScreenKeyboardLayoutTests {
    @Test func germanQWERTZHasUmlautsInElevenColumns() {
        let stage = KeyboardStage(layout: .de) { $0.autocapitalizationType = .none }
        #expect(stage.titles[0] == "qwertzuiopü".map(String.init))
        #expect(stage.titles[1] == "asdfghjklöä".map(String.init))
        #expect(stage.titles[2] == ["\u{21E7}"] + "yxcvbnm".map(String.init) + ["\u{232B}"])
        // Eleven keys fill the top row: (320 − 12 × 6) / 11 points each.
        let frames = stage.keyboard.keyFrames()
        #expect((frames[0].minX * 1000).rounded() == 6000 && (frames[10].maxX * 1000).rounded() == 314_000)
        #expect(stage.tap([.shift, .character("ü"), .character("ö"), .character("z")]) == ["", "Ü", "Üö", "Üöz"])
    }

    @Test func frenchAZERTY() {
        let stage = KeyboardStage(layout: .fr) { $0.autocapitalizationType = .none }
        #expect(stage.titles[0] == "azertyuiop".map(String.init))
        #expect(stage.titles[1] == "qsdfghjklm".map(String.init))
        #expect(stage.titles[2] == ["\u{21E7}"] + "wxcvbn'".map(String.init) + ["\u{232B}"])
        #expect(stage.type("azm'") == ["a", "az", "azm", "azm'"])
    }

    @Test func arabicLettersWithoutShift() {
        let stage = KeyboardStage(layout: .ar)
        #expect(stage.titles[0] == "ضصثقفغعهخحج".map(String.init))
        #expect(stage.titles[1] == "شسيبلاتنمكة".map(String.init))
        #expect(stage.titles[2] == "ءظطذدزروى".map(String.init) + ["\u{232B}"])
        #expect(stage.keyboard.center(of: .shift) == nil)
        // ض at the top left, ج at the top right.
        #expect(stage.keyboard.center(of: .character("ض"))!.x < stage.keyboard.center(of: .character("ج"))!.x)
        #expect(stage.type("بيت") == ["ب", "بي", "بيت"])
        // An ASCII-only field gets English letters.
        let ascii = KeyboardStage(layout: .ar) { $0.keyboardType = .asciiCapable }
        #expect(ascii.titles[0].first == "Q")
    }

    @Test func theLayoutFollowsTheWindowsSetting() {
        let stage = KeyboardStage { $0.autocapitalizationType = .none }
        stage.screen.window.onScreenKeyboardLayout = .de
        stage.screen.advance(by: 0.05)
        #expect(stage.titles[0].last == "ü")
        #expect(stage.type("ä") == ["ä"])
    }

    @Test func aPreviewOfTheLetterStandsAboveTheFingerWhileItIsDown() {
        let stage = KeyboardStage { $0.autocapitalizationType = .none }
        stage.screen.window.backgroundColor = .black
        let q = stage.point(of: .character("q"))
        // The keyboard's top is at 264; q's cap spans 270…312; the preview 222…270.
        stage.screen.touchDown(at: q)
        stage.screen.advance(by: 0.05)
        #expect(stage.keyboard.preview.isHidden == false && stage.keyboard.preview.text == "q")
        #expect(stage.keyboard.preview.frame == CGRect(x: 0, y: -42, width: 37.4, height: 48))
        #expect(stage.rgba(Int(q.x), 224) == [255, 255, 255, 255])
        #expect(stage.rgba(Int(q.x) + 60, 224) == [0, 0, 0, 255])
        stage.screen.touchUp()
        stage.screen.advance(by: 0.05)
        #expect(stage.keyboard.preview.isHidden)
        #expect(stage.rgba(Int(q.x), 224) == [0, 0, 0, 255])
        #expect(stage.field.text == "q")
        // Function keys show none.
        stage.screen.touchDown(at: stage.point(of: .space))
        stage.screen.advance(by: 0.05)
        #expect(stage.keyboard.preview.isHidden)
        stage.screen.touchUp()
    }
}

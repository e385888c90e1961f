import CoreGraphics
import Testing
@_spi(KioskRuntime) @testable import UIKit

/// The keyboard's map, worked out with no keyboard on screen, against the keyboard
/// shown: the same key centres on every plane, layout and window width.
@MainActor @Suite struct OnScreenKeyboardMapTests {
    @Test(arguments: [
        (OnScreenKeyboardLayout.en, UIKeyboardType.default, "Qaz Mp\n"),
        (.en, .emailAddress, "ada@example.com\n"),
        (.en, .numberPad, "0123456789"),
        (.de, .default, "Zürich"),
        (.ar, .default, "سارة"),
    ])
    func keysAreWhereTheShownKeyboardHasThem(_ layout: OnScreenKeyboardLayout, _ type: UIKeyboardType, _ text: String) {
        let stage = KeyboardStage(layout: layout) { $0.keyboardType = type }
        let map = OnScreenKeyboardMap(layout: layout, keyboardType: type, windowSize: CGSize(width: 320, height: 480))
        #expect(map.frame == stage.keyboard.convert(stage.keyboard.bounds, to: nil))
        for character in text {
            let key: OnScreenKeyboardKey = switch character {
            case " ": .space
            case "\n": .return
            default: .character(Character(character.lowercased()))
            }
            #expect(map.center(typing: character) == stage.point(of: key), "\(character)")
        }
    }

    @Test func aCharacterNotOnTheFirstPlaneHasNoKey() {
        let map = OnScreenKeyboardMap(windowSize: CGSize(width: 768, height: 1024))
        #expect(map.center(typing: "7") == nil)
        #expect(map.center(typing: "@") == nil)
        // The space bar on a 768-point window: the bottom row's middle key, 1024 − 216 + 6 + 3 × 54 + 21 down.
        let spaceY: CGFloat = 1024 - 216 + 6 + 3 * 54 + 21
        #expect(map.center(typing: " ")?.y == spaceY)
        #expect(OnScreenKeyboardMap(keyboardType: .numberPad, windowSize: CGSize(width: 320, height: 480)).center(typing: "q") == nil)
    }
}

@_spi(KioskRuntime) import UIKit

/// Evdev key codes (<linux/input-event-codes.h>) to the USB HID usages UIKit names keys
/// by (`UIKey.keyCode`): the inverse of the kernel's HID keyboard table, for a PC keyboard.
enum EvdevKeyUsage {
    /// The usage of evdev key `code`; `.keyboardErrorUndefined` for keys UIKit has no name for.
    static func usage(of code: UInt32) -> UIKeyboardHIDUsage {
        switch code {
        case 1: return .keyboardEscape
        case 2...10: return UIKeyboardHIDUsage(rawValue: Int(code) + 28)!  // 1…9
        case 11: return .keyboard0
        case 12: return .keyboardHyphen
        case 13: return .keyboardEqualSign
        case 14: return .keyboardDeleteOrBackspace
        case 15: return .keyboardTab
        case 28: return .keyboardReturnOrEnter
        case 29: return .keyboardLeftControl
        case 26: return .keyboardOpenBracket
        case 27: return .keyboardCloseBracket
        case 39: return .keyboardSemicolon
        case 40: return .keyboardQuote
        case 41: return .keyboardGraveAccentAndTilde
        case 42: return .keyboardLeftShift
        case 43: return .keyboardBackslash
        case 51: return .keyboardComma
        case 52: return .keyboardPeriod
        case 53: return .keyboardSlash
        case 54: return .keyboardRightShift
        case 55: return .keypadAsterisk
        case 56: return .keyboardLeftAlt
        case 57: return .keyboardSpacebar
        case 58: return .keyboardCapsLock
        case 59...68: return UIKeyboardHIDUsage(rawValue: Int(code) - 1)!  // F1…F10
        case 69: return .keypadNumLock
        case 70: return .keyboardScrollLock
        case 71...83: return keypad[Int(code) - 71]
        case 86: return .keyboardNonUSBackslash
        case 87: return .keyboardF11
        case 88: return .keyboardF12
        case 96: return .keypadEnter
        case 97: return .keyboardRightControl
        case 98: return .keypadSlash
        case 99: return .keyboardPrintScreen
        case 100: return .keyboardRightAlt
        case 102: return .keyboardHome
        case 103: return .keyboardUpArrow
        case 104: return .keyboardPageUp
        case 105: return .keyboardLeftArrow
        case 106: return .keyboardRightArrow
        case 107: return .keyboardEnd
        case 108: return .keyboardDownArrow
        case 109: return .keyboardPageDown
        case 110: return .keyboardInsert
        case 111: return .keyboardDeleteForward
        case 116: return .keyboardPower
        case 117: return .keypadEqualSign
        case 119: return .keyboardPause
        case 125: return .keyboardLeftGUI
        case 126: return .keyboardRightGUI
        case 127: return .keyboardApplication
        default: return letters[code] ?? .keyboardErrorUndefined
        }
    }

    /// KEY_KP7 (71) … KEY_KPDOT (83), in evdev's order.
    private static let keypad: [UIKeyboardHIDUsage] = [
        .keypad7, .keypad8, .keypad9, .keypadHyphen, .keypad4, .keypad5, .keypad6, .keypadPlus,
        .keypad1, .keypad2, .keypad3, .keypad0, .keypadPeriod,
    ]

    /// The letter keys, which evdev numbers in QWERTY rows.
    private static let letters: [UInt32: UIKeyboardHIDUsage] = {
        let rows: [(first: UInt32, letters: [UIKeyboardHIDUsage])] = [
            (16, [.keyboardQ, .keyboardW, .keyboardE, .keyboardR, .keyboardT, .keyboardY, .keyboardU, .keyboardI, .keyboardO, .keyboardP]),
            (30, [.keyboardA, .keyboardS, .keyboardD, .keyboardF, .keyboardG, .keyboardH, .keyboardJ, .keyboardK, .keyboardL]),
            (44, [.keyboardZ, .keyboardX, .keyboardC, .keyboardV, .keyboardB, .keyboardN, .keyboardM]),
        ]
        var table: [UInt32: UIKeyboardHIDUsage] = [:]
        for row in rows {
            for (offset, usage) in row.letters.enumerated() { table[row.first + UInt32(offset)] = usage }
        }
        return table
    }()
}

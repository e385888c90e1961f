/// A key's place on the keyboard as USB HID names it (usage page 7), whatever the
/// layout types there: `UIKey.keyCode`. UIKit's cases and raw values, for the keys of a
/// PC keyboard.
public enum UIKeyboardHIDUsage: Int, Sendable {
    case keyboardErrorRollOver = 1, keyboardPOSTFail, keyboardErrorUndefined
    case keyboardA = 4, keyboardB, keyboardC, keyboardD, keyboardE, keyboardF, keyboardG, keyboardH, keyboardI,
         keyboardJ, keyboardK, keyboardL, keyboardM, keyboardN, keyboardO, keyboardP, keyboardQ, keyboardR,
         keyboardS, keyboardT, keyboardU, keyboardV, keyboardW, keyboardX, keyboardY, keyboardZ
    case keyboard1 = 30, keyboard2, keyboard3, keyboard4, keyboard5, keyboard6, keyboard7, keyboard8, keyboard9, keyboard0
    case keyboardReturnOrEnter = 40, keyboardEscape, keyboardDeleteOrBackspace, keyboardTab, keyboardSpacebar,
         keyboardHyphen, keyboardEqualSign, keyboardOpenBracket, keyboardCloseBracket, keyboardBackslash,
         keyboardNonUSPound, keyboardSemicolon, keyboardQuote, keyboardGraveAccentAndTilde, keyboardComma,
         keyboardPeriod, keyboardSlash, keyboardCapsLock
    case keyboardF1 = 58, keyboardF2, keyboardF3, keyboardF4, keyboardF5, keyboardF6, keyboardF7, keyboardF8,
         keyboardF9, keyboardF10, keyboardF11, keyboardF12
    case keyboardPrintScreen = 70, keyboardScrollLock, keyboardPause, keyboardInsert, keyboardHome, keyboardPageUp,
         keyboardDeleteForward, keyboardEnd, keyboardPageDown, keyboardRightArrow, keyboardLeftArrow,
         keyboardDownArrow, keyboardUpArrow
    case keypadNumLock = 83, keypadSlash, keypadAsterisk, keypadHyphen, keypadPlus, keypadEnter, keypad1, keypad2,
         keypad3, keypad4, keypad5, keypad6, keypad7, keypad8, keypad9, keypad0, keypadPeriod
    case keyboardNonUSBackslash = 100, keyboardApplication, keyboardPower, keypadEqualSign
    case keyboardLeftControl = 224, keyboardLeftShift, keyboardLeftAlt, keyboardLeftGUI, keyboardRightControl,
         keyboardRightShift, keyboardRightAlt, keyboardRightGUI
}

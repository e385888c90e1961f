/// The letters of the on-screen keyboard: English QWERTY, German QWERTZ (with ü ö ä),
/// French AZERTY, or Arabic; the runtime picks it from the board file's
/// `keyboard-layout` (Kiosk's own; iOS picks it by the user's input modes).
@_spi(KioskRuntime) public enum OnScreenKeyboardLayout: String, Sendable, CaseIterable {
    case en, de, fr, ar

    /// The three rows of letters, each left to right as drawn. Arabic's 28 letters (and
    /// ة ء ى) sit as on iOS's Arabic keyboard, which keeps the standard Arabic layout's
    /// places: ض top left, read right to left from ج.
    var letterRows: [[OnScreenKeyboardKey]] {
        let rows: [String] = switch self {
        case .en: ["qwertyuiop", "asdfghjkl", "zxcvbnm"]
        case .de: ["qwertzuiopü", "asdfghjklöä", "yxcvbnm"]
        case .fr: ["azertyuiop", "qsdfghjklm", "wxcvbn'"]
        case .ar: ["ضصثقفغعهخحج", "شسيبلاتنمكة", "ءظطذدزروى"]
        }
        return rows.map { $0.map { .character($0) } }
    }

    /// The layout a keyboard of `type` shows: an ASCII-only keyboard never shows
    /// another script's letters (English instead of Arabic).
    func letters(for type: UIKeyboardType) -> OnScreenKeyboardLayout {
        type == .asciiCapable && self == .ar ? .en : self
    }

    /// Whether the letters have case (Arabic's have none: no shift key).
    var hasShift: Bool { self != .ar }
}

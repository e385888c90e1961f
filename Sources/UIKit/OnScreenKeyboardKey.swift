import CoreGraphics

/// One key of the on-screen keyboard and what pressing it does.
enum OnScreenKeyboardKey: Hashable {
    /// Types its character (upper case while shift is on).
    case character(Character)
    /// Types its text as it is (".com").
    case text(String)
    /// Upper case for the next letter; twice quickly, caps lock.
    case shift
    /// Deletes backward on touch down, and again while held (auto-repeat).
    case delete
    case space
    /// Types "\n"; titled by the input's `returnKeyType`.
    case `return`
    /// Shows another plane of keys ("123", "#+=", "ABC").
    case plane(OnScreenKeyboardPlane)
    /// An empty place (left of 0 on the number pad): no cap, does nothing.
    case blank

    /// Widths in letter-key widths on a letter, number or symbol plane (pads: all 1).
    /// Space takes what its row leaves (see `OnScreenKeyboard.keyFrames()`).
    var widthInKeys: CGFloat {
        switch self {
        case .character, .blank: 1
        case .shift, .delete: 1.5
        case .space: 0
        case .text: 2
        case .return, .plane: 2.5
        }
    }

    /// The title shown on the key.
    func title(shift: OnScreenKeyboardShift, returnKeyType: UIReturnKeyType) -> String {
        switch self {
        case .character(let c): shift == .off ? String(c) : c.uppercased()
        case .text(let text): text
        case .shift: shift.symbol
        case .delete: "\u{232B}"
        case .space: "space"
        case .return: returnKeyType.keyTitle
        case .plane(.letters): "ABC"
        case .plane(.symbols): "#+="
        case .plane: "123"
        case .blank: ""
        }
    }
}

/// The keyboard's shift state: off, on for the next letter, or locked (caps lock).
enum OnScreenKeyboardShift: Equatable {
    case off, once, locked

    /// The shift key's title in this state, as iOS draws it: outline, filled, caps lock.
    var symbol: String {
        switch self {
        case .off: "\u{21E7}"
        case .once: "\u{2B06}"
        case .locked: "\u{21EA}"
        }
    }
}

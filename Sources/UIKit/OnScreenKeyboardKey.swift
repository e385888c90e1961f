/// One key of the on-screen keyboard and what pressing it does.
enum OnScreenKeyboardKey: Equatable {
    /// Types its letter (upper case while shift is on).
    case character(Character)
    /// Upper case for the next letter.
    case shift
    case delete
    case space
    /// Types "\n"; titled by the input's `returnKeyType`.
    case `return`

    /// The English (QWERTY) letter plane, row by row.
    static let qwertyRows: [[OnScreenKeyboardKey]] = [
        "qwertyuiop".map { .character($0) },
        "asdfghjkl".map { .character($0) },
        [.shift] + "zxcvbnm".map { .character($0) } + [.delete],
        [.space, .return],
    ]

    /// Widths in letter-key widths.
    var widthInKeys: CGFloat {
        switch self {
        case .character: 1
        case .shift, .delete: 1.5
        case .space: 6
        case .return: 2.5
        }
    }

    /// The title shown on the key.
    func title(shifted: Bool, returnKeyType: UIReturnKeyType) -> String {
        switch self {
        case .character(let c): shifted ? c.uppercased() : String(c)
        case .shift: "\u{21E7}"
        case .delete: "\u{232B}"
        case .space: "space"
        case .return: returnKeyType.keyTitle
        }
    }
}

import CoreGraphics

extension UIReturnKeyType {
    /// The return key's title for this type, as iOS's English keyboard shows it.
    var keyTitle: String {
        switch self {
        case .default: "return"
        case .go: "Go"
        case .google: "Google"
        case .join: "Join"
        case .next: "Next"
        case .route: "Route"
        case .search: "Search"
        case .send: "Send"
        case .yahoo: "Yahoo"
        case .done: "Done"
        case .emergencyCall: "Emergency Call"
        case .continue: "Continue"
        }
    }
}

/// A set of keys the on-screen keyboard shows at a time: letters (in the board's
/// layout, with the row of space and return the input's `keyboardType` asks for),
/// numbers, symbols, or a pad of digits for `.numberPad`, `.decimalPad` and `.phonePad`.
enum OnScreenKeyboardPlane: Hashable {
    case letters, numbers, symbols
    case numberPad, decimalPad, phonePad

    /// The plane a keyboard of `type` starts on.
    static func first(for type: UIKeyboardType) -> OnScreenKeyboardPlane {
        switch type {
        case .numberPad, .asciiCapableNumberPad: .numberPad
        case .decimalPad: .decimalPad
        case .phonePad: .phonePad
        case .numbersAndPunctuation: .numbers
        default: .letters
        }
    }

    /// Whether the plane is a pad of three equal columns (no shift, no return, as on iOS).
    var isPad: Bool { self == .numberPad || self == .decimalPad || self == .phonePad }

    /// The keys row by row, left to right as drawn, for `layout` and an input of `type`.
    func rows(layout: OnScreenKeyboardLayout, type: UIKeyboardType) -> [[OnScreenKeyboardKey]] {
        switch self {
        case .letters:
            let shown = layout.letters(for: type), letters = shown.letterRows
            let third = shown.hasShift ? [.shift] + letters[2] + [.delete] : letters[2] + [.delete]
            return [letters[0], letters[1], third, Self.bottomRow(type: type, switchingTo: .numbers)]
        case .numbers:
            return [Self.keys("1234567890"), Self.keys("-/:;()$&@\""),
                    [.plane(.symbols)] + Self.keys(".,?!'") + [.delete], Self.bottomRow(type: type, switchingTo: .letters)]
        case .symbols:
            return [Self.keys("[]{}#%^*+="), Self.keys("_\\|~<>€£¥•"),
                    [.plane(.numbers)] + Self.keys(".,?!'") + [.delete], Self.bottomRow(type: type, switchingTo: .letters)]
        case .numberPad, .decimalPad, .phonePad:
            let corner: OnScreenKeyboardKey = switch self {
            case .decimalPad: .character(".")
            case .phonePad: .character("+")
            default: .blank
            }
            return [Self.keys("123"), Self.keys("456"), Self.keys("789"), [corner, .character("0"), .delete]]
        }
    }

    /// The last row: the plane switch, then space and return, with "@" and "." for
    /// e-mail addresses and "." "/" ".com" (no space) for URLs, as on iOS.
    private static func bottomRow(type: UIKeyboardType, switchingTo plane: OnScreenKeyboardPlane) -> [OnScreenKeyboardKey] {
        switch type {
        case .emailAddress: [.plane(plane), .space, .character("@"), .character("."), .return]
        case .URL: [.plane(plane), .character("."), .character("/"), .text(".com"), .return]
        default: [.plane(plane), .space, .return]
        }
    }

    private static func keys(_ characters: String) -> [OnScreenKeyboardKey] { characters.map { .character($0) } }
}

import CoreGraphics

/// Where the on-screen keyboard's keys are on a window of a given size once it has slid
/// up, worked out without a keyboard on screen, so that a touch script (a demo's tour)
/// can type on it: the key of a character on the plane an input of `keyboardType`
/// starts on, by the keyboard's own key frames.
@_spi(KioskRuntime) public struct OnScreenKeyboardMap: Sendable {
    public let layout: OnScreenKeyboardLayout
    public let keyboardType: UIKeyboardType
    public let windowSize: CGSize

    public init(layout: OnScreenKeyboardLayout = .en, keyboardType: UIKeyboardType = .default, windowSize: CGSize) {
        self.layout = layout
        self.keyboardType = keyboardType
        self.windowSize = windowSize
    }

    /// The keyboard's frame in the window when shown (no input accessory view).
    public var frame: CGRect {
        CGRect(x: 0, y: windowSize.height - OnScreenKeyboard.height, width: windowSize.width, height: OnScreenKeyboard.height)
    }

    /// The centre, in window coordinates, of the key that types `character`: a letter's
    /// key for either case (shift or autocapitalization makes the capital), " " the
    /// space bar, "\n" return; nil when no key of the first plane types it.
    public func center(typing character: Character) -> CGPoint? {
        let plane = OnScreenKeyboardPlane.first(for: keyboardType)
        let rows = plane.rows(layout: layout, type: keyboardType), keys = Array(rows.joined())
        let wanted: OnScreenKeyboardKey = switch character {
        case " ": .space
        case "\n": .return
        default: .character(Character(character.lowercased()))
        }
        guard let i = keys.firstIndex(of: wanted) ?? keys.firstIndex(of: .character(character)) else { return nil }
        let key = OnScreenKeyboard.keyFrames(rows: rows, isPad: plane.isPad, width: windowSize.width)[i]
        return CGPoint(x: key.midX, y: frame.minY + key.midY)
    }
}
